import { islandMessages, type MessageId } from '@umrah/i18n/translate';
import { en } from '@umrah/i18n/catalogs/en';
import { useLocale, useSettings, useT } from '../../site-context';
import { agencyReach } from '../forms/agency-reach';
import { Island } from '../island';
import { ContactForm, type ContactFormProps } from './contact-form';

/** The messages the contact form uses: the forms' common ones and its own. */
export const CONTACT_FORM_MESSAGE_IDS = (Object.keys(en) as MessageId[]).filter(
  (id) => id.startsWith('forms.common.') || id.startsWith('forms.contact.'),
);

/**
 * The contact form as an island: server markup at once, hydrated as it nears the viewport. It
 * gets the page's locale and only the compiled messages it uses, in that language.
 */
export function ContactFormIsland({ variant }: Pick<ContactFormProps, 'variant'>) {
  const locale = useLocale();
  const settings = useSettings();
  const t = useT();
  const props: ContactFormProps = {
    variant,
    reach: agencyReach(settings, t, locale),
    locale,
    messages: islandMessages(locale, CONTACT_FORM_MESSAGE_IDS),
  };
  return <Island name="contact-form" component={ContactForm} props={props} when="visible" />;
}
