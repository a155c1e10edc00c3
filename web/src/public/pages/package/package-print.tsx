import { addressLine, registrationOf } from '@umrah/domain/model/agency';
import { siteNameOf, useSettings, useT } from '../../site-context';
import { Icon } from '../../ui/icon';

/**
 * "Print or save as PDF": the page's script (client/page-behaviour.ts, `wirePrintButtons`) shows
 * it and opens the browser's print dialog on click; without the script it stays hidden, as it
 * could do nothing. No inline handler: the pages' CSP allows only the site's own script files.
 */
export function PrintButton() {
  const t = useT();
  return (
    <button type="button" className="btn btn--outline pkg-print-button" data-print hidden>
      <Icon name="print" />
      {t('package.print')}
    </button>
  );
}

/**
 * The agency's contact details and registration at the end of the printed brochure, where the
 * site footer (hidden on paper) would be. Shown only in print (package.css).
 */
export function PrintContact() {
  const settings = useSettings();
  const t = useT();
  const registration = registrationOf(settings);
  const address = addressLine(settings);
  const lines = [
    settings.phone && t('package.printPhone', { phone: settings.phone }),
    settings.whatsappNumber && `WhatsApp ${settings.whatsappNumber}`,
    settings.email,
    address,
  ].filter(Boolean);
  return (
    <aside className="pkg-print-contact" aria-hidden="true">
      <p className="pkg-print-contact__name">{siteNameOf(settings)}</p>
      {lines.length > 0 && <p>{lines.join(' · ')}</p>}
      {registration && <p>{t('package.registration', { ...registration })}</p>}
    </aside>
  );
}
