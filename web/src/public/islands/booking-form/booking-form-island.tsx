import { islandMessages, type MessageId } from '@umrah/i18n/translate';
import { en } from '@umrah/i18n/catalogs/en';
import { useLocale, useSettings, useT } from '../../site-context';
import { agencyReach } from '../forms/agency-reach';
import { Island } from '../island';
import { BookingForm, type BookingFormProps } from './booking-form';

/** The messages the booking form uses: the forms' common ones and its own. */
export const BOOKING_FORM_MESSAGE_IDS = (Object.keys(en) as MessageId[]).filter(
  (id) => id.startsWith('forms.common.') || id.startsWith('forms.booking.'),
);

/**
 * The booking form as an island: the page's main job, so it wakes at load. It gets the page's
 * locale and only the compiled messages it uses, in that language.
 */
export function BookingFormIsland(props: Omit<BookingFormProps, 'locale' | 'messages' | 'reach'>) {
  const locale = useLocale();
  const settings = useSettings();
  const t = useT();
  const full: BookingFormProps = {
    ...props,
    reach: agencyReach(settings, t, locale),
    locale,
    messages: islandMessages(locale, BOOKING_FORM_MESSAGE_IDS),
  };
  return <Island name="booking-form" component={BookingForm} props={full} when="load" />;
}
