import type { Locale } from '@umrah/domain/model/locale';
import { BOOKING_FORM_MESSAGE_IDS } from '../islands/booking-form/booking-form-island';
import { CONTACT_FORM_MESSAGE_IDS } from '../islands/contact-form/contact-form-island';
import { PRIVACY_FORM_MESSAGE_IDS } from '../islands/privacy-request-form/privacy-request-form-island';
import type { FormTextProps } from '../islands/forms/form-text';
import { CANCEL_FORM_MESSAGE_IDS } from '../islands/cancel-request/cancel-request-island';
import { islandMessages, translatorFor } from '@umrah/i18n/translate';
import { agencyReach } from '../islands/forms/agency-reach';
import type { AgencyReach } from '../islands/forms/confirmation';

/** A form island's text props, as its server wrapper makes them. */
const FORM_MESSAGE_IDS = {
  contact: CONTACT_FORM_MESSAGE_IDS,
  booking: BOOKING_FORM_MESSAGE_IDS,
  privacy: PRIVACY_FORM_MESSAGE_IDS,
  cancel: CANCEL_FORM_MESSAGE_IDS,
};

export function formText(
  form: keyof typeof FORM_MESSAGE_IDS,
  locale: Locale = 'en-CA',
): FormTextProps {
  const ids = FORM_MESSAGE_IDS[form];
  return { locale, messages: islandMessages(locale, ids) };
}

/** The agency's reach as the island wrappers make it: phone +1 416 555 0199, WhatsApp …0100. */
export function reachFor(locale: Locale = 'en-CA'): AgencyReach {
  const settings = { phone: '+1 416 555 0199', whatsappNumber: '+1 416 555 0100' };
  return agencyReach(settings, translatorFor(locale), locale);
}
