import { formatBlogDate } from '@umrah/domain/dates';
import type { Package } from '@umrah/domain/package';
import { Icon } from '../../ui/icon';
import { WhatsAppButton } from '../../ui/whatsapp-button';

type MessagePackage = Pick<Package, 'title' | 'departureDate' | 'returnDate'>;

/** The prefilled WhatsApp message: which package (and its dates) the pilgrim asks about. */
export function packageWhatsAppMessage(pkg: MessagePackage): string {
  const dates = [
    pkg.departureDate ? `departing ${formatBlogDate(pkg.departureDate)}` : '',
    pkg.returnDate ? `returning ${formatBlogDate(pkg.returnDate)}` : '',
  ].filter(Boolean);
  const when = dates.length > 0 ? ` (${dates.join(', ')})` : '';
  return `Assalamu alaikum! I'm interested in the "${pkg.title}" Umrah package${when}. Could you please share more details?`;
}

/** The closing section: Contact Us goes to /contact, WhatsApp opens a prefilled chat. */
export function PackageContact({ pkg }: { pkg: MessagePackage }) {
  return (
    <section className="pkg-contact" aria-labelledby="package-contact-heading">
      <h2 className="pkg-contact__title" id="package-contact-heading">
        Have questions about this package?
      </h2>
      <p className="muted pkg-contact__text">
        Our team is happy to help with dates, rooms, group rates and visas. We reply within 24
        hours.
      </p>
      <div className="pkg-contact__actions">
        <a className="btn btn--outline btn--lg" href="/contact">
          <Icon name="mail" />
          Contact Us
        </a>
        <WhatsAppButton className="btn--lg" message={packageWhatsAppMessage(pkg)}>
          WhatsApp
        </WhatsAppButton>
      </div>
    </section>
  );
}
