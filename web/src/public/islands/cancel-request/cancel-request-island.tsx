import type { TripView } from '@umrah/domain/model/trip';
import { en } from '@umrah/i18n/catalogs/en';
import { islandMessages, type MessageId } from '@umrah/i18n/translate';
import { useLocale } from '../../site-context';
import { Island } from '../island';
import { CancelRequestForm, type CancelRequestFormProps } from './cancel-request-form';

/** The messages the form uses: the forms' common ones and its own. */
export const CANCEL_FORM_MESSAGE_IDS = (Object.keys(en) as MessageId[]).filter(
  (id) => id.startsWith('forms.common.') || id.startsWith('forms.cancel.'),
);

/** The trip page's request to cancel as an island: server markup at once, hydrated near view. */
export function CancelRequestIsland({ view }: { view: TripView }) {
  const locale = useLocale();
  const props: CancelRequestFormProps = {
    locale,
    messages: islandMessages(locale, CANCEL_FORM_MESSAGE_IDS),
    token: view.token,
    travellers: view.travellers,
    names: view.cancellation?.names ?? [],
    request: view.cancellation?.request ?? null,
  };
  return (
    <Island name="cancel-request" component={CancelRequestForm} props={props} when="visible" />
  );
}
