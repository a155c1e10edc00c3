import { islandMessages, type MessageId } from '@umrah/i18n/translate';
import { en } from '@umrah/i18n/catalogs/en';
import { useLocale } from '../../site-context';
import { Island } from '../island';
import { PrivacyRequestForm, type PrivacyRequestFormProps } from './privacy-request-form';

/** The messages the form uses: the forms' common ones, the contact form's name, its own. */
export const PRIVACY_FORM_MESSAGE_IDS = (Object.keys(en) as MessageId[]).filter(
  (id) =>
    id.startsWith('forms.common.') ||
    id.startsWith('forms.privacy.') ||
    id === 'forms.contact.name' ||
    id === 'forms.contact.namePlaceholder' ||
    id === 'forms.contact.sending',
);

/** The privacy page's request form as an island: server markup at once, hydrated near view. */
export function PrivacyRequestFormIsland() {
  const locale = useLocale();
  const props: PrivacyRequestFormProps = {
    locale,
    messages: islandMessages(locale, PRIVACY_FORM_MESSAGE_IDS),
  };
  return (
    <Island
      name="privacy-request-form"
      component={PrivacyRequestForm}
      props={props}
      when="visible"
    />
  );
}
