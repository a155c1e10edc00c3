import type { Locale } from '@umrah/domain/model/locale';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { whatsappLink } from '@umrah/domain/model/whatsapp';
import { OFFICE_HOURS_MESSAGES } from '../../components/office-hours';
import type { Translate } from '@umrah/i18n/translate';
import type { AgencyReach } from './confirmation';

/**
 * On the server: how a form's confirmation tells the visitor to reach the agency, from the
 * settings (phone, WhatsApp) and /contact's office hours, in the page's language.
 */
export function agencyReach(
  settings: Pick<PublicSettings, 'phone' | 'whatsappNumber'>,
  t: Translate,
  locale: Locale,
): AgencyReach {
  // French puts a no-break space before a colon.
  const colon = locale.startsWith('fr') ? '\u00a0: ' : ': ';
  return {
    phone: settings.phone ?? '',
    whatsappUrl: whatsappLink(settings.whatsappNumber),
    officeHours: OFFICE_HOURS_MESSAGES.map((row) => `${t(row.days)}${colon}${t(row.hours)}`),
  };
}
