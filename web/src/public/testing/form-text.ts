import type { Locale } from '@umrah/domain/locale';
import { BOOKING_FORM_MESSAGE_IDS } from '../islands/booking-form/booking-form-island';
import { CONTACT_FORM_MESSAGE_IDS } from '../islands/contact-form/contact-form-island';
import type { FormTextProps } from '../islands/forms/form-text';
import { islandMessages } from '../i18n/translate';

/** A form island's text props, as its server wrapper makes them. */
export function formText(form: 'contact' | 'booking', locale: Locale = 'en-CA'): FormTextProps {
  const ids = form === 'contact' ? CONTACT_FORM_MESSAGE_IDS : BOOKING_FORM_MESSAGE_IDS;
  return { locale, messages: islandMessages(locale, ids) };
}
