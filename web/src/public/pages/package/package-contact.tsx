import { localizedField } from '@umrah/domain/model/bilingual';
import type { Locale } from '@umrah/domain/model/locale';
import { formatDate } from '@umrah/domain/model/locale-format';
import type { Package } from '@umrah/domain/schemas/package';
import { translatorFor } from '@umrah/i18n/translate';
import { useHref, useLocale, useT } from '../../site-context';
import { Icon } from '../../ui/icon';
import { WhatsAppButton } from '../../ui/whatsapp-button';

type MessagePackage = Pick<Package, 'title' | 'departureDate' | 'returnDate' | 'fr'>;

/** The prefilled WhatsApp message: which package (and its dates) the pilgrim asks about. */
export function packageWhatsAppMessage(pkg: MessagePackage, locale: Locale = 'en-CA'): string {
  const t = translatorFor(locale);
  const dates = [
    pkg.departureDate
      ? t('package.whatsappDeparting', { date: formatDate(pkg.departureDate, locale) })
      : '',
    pkg.returnDate
      ? t('package.whatsappReturning', { date: formatDate(pkg.returnDate, locale) })
      : '',
  ].filter(Boolean);
  const when = dates.length > 0 ? ` (${dates.join(', ')})` : '';
  const title = localizedField(pkg, 'title', locale).value;
  return t('package.whatsappMessage', { title, when });
}

/** The closing section: Contact Us goes to /contact, WhatsApp opens a prefilled chat. */
export function PackageContact({ pkg }: { pkg: MessagePackage }) {
  const t = useT();
  const href = useHref();
  const locale = useLocale();
  return (
    <section className="pkg-contact" aria-labelledby="package-contact-heading">
      <h2 className="pkg-contact__title" id="package-contact-heading">
        {t('package.contactTitle')}
      </h2>
      <p className="muted pkg-contact__text">{t('package.contactText')}</p>
      <div className="pkg-contact__actions">
        <a className="btn btn--outline btn--lg" href={href('/contact')}>
          <Icon name="mail" />
          {t('package.contactUs')}
        </a>
        <WhatsAppButton className="btn--lg" message={packageWhatsAppMessage(pkg, locale)}>
          WhatsApp
        </WhatsAppButton>
      </div>
    </section>
  );
}
