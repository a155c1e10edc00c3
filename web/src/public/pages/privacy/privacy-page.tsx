import { addressLine } from '@umrah/domain/model/agency';
import type { Locale } from '@umrah/domain/model/locale';
import { mailtoHref } from '@umrah/domain/model/mailto';
import { passportRetentionDaysOf } from '@umrah/domain/model/passport';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import type { MessageId } from '@umrah/i18n/translate';
import { definePage } from '../../page';
import { siteNameOf, useLocale, useT } from '../../site-context';
import { PrivacyRequestFormIsland } from '../../islands/privacy-request-form/privacy-request-form-island';
import { PageBanner } from '../../ui/page-banner';

/** One kind of personal information the agency holds: what, why, and how long. */
const HOLDINGS: readonly { what: MessageId; why: MessageId; howLong: MessageId }[] = [
  {
    what: 'privacy.messagesWhat',
    why: 'privacy.messagesWhy',
    howLong: 'privacy.messagesHowLong',
  },
  {
    what: 'privacy.bookingsWhat',
    why: 'privacy.bookingsWhy',
    howLong: 'privacy.bookingsHowLong',
  },
  {
    what: 'privacy.passportWhat',
    why: 'privacy.passportWhy',
    howLong: 'privacy.passportHowLong',
  },
  {
    what: 'privacy.travellersWhat',
    why: 'privacy.travellersWhy',
    howLong: 'privacy.travellersHowLong',
  },
  {
    what: 'privacy.paymentsWhat',
    why: 'privacy.paymentsWhy',
    howLong: 'privacy.paymentsHowLong',
  },
];

const RECIPIENTS: readonly MessageId[] = [
  'privacy.recipientsPayments',
  'privacy.recipientsMail',
  'privacy.recipientsTravel',
  'privacy.recipientsStaff',
];

/**
 * The officer named in the settings, reached by their own contact or, field by field, the
 * agency's (a blank officer email still leaves a way to write).
 */
function officerOf(settings: PublicSettings, locale: Locale) {
  const french = locale === 'fr-CA' ? settings.privacyOfficerTitleFr.trim() : '';
  const english = settings.privacyOfficerTitle.trim();
  return {
    name: settings.privacyOfficerName.trim(),
    title: french || english,
    // An English title on a French page is marked as English (screen readers, the French check).
    titleLang: locale !== 'en-CA' && !french && english ? ('en' as const) : undefined,
    email: settings.privacyOfficerEmail.trim() || settings.email.trim(),
    phone: settings.privacyOfficerPhone.trim() || settings.phone.trim(),
    address: settings.privacyOfficerAddress.trim() || addressLine(settings),
  };
}

function PrivacyBody({ settings }: { settings: PublicSettings }) {
  const t = useT();
  const siteName = siteNameOf(settings);
  const officer = officerOf(settings, useLocale());
  // The same reading of the setting as the booking form's consent and the deletion job.
  const days = passportRetentionDaysOf(settings.passportRetentionDays);
  return (
    <>
      <PageBanner
        eyebrow={t('privacy.eyebrow')}
        title={t('privacy.bannerTitle')}
        subtitle={t('privacy.bannerSubtitle')}
      />
      <div className="container container--md privacy">
        <section className="card privacy__officer" aria-labelledby="privacy-officer">
          <h2 id="privacy-officer">{t('privacy.officerTitle')}</h2>
          <p className="muted">{t('privacy.officerIntro')}</p>
          <address className="privacy__contact">
            <strong>{officer.name || t('privacy.officerDefault', { siteName })}</strong>
            {officer.name && officer.title && <span lang={officer.titleLang}>{officer.title}</span>}
            {officer.email && <a href={mailtoHref(officer.email)}>{officer.email}</a>}
            {officer.phone && (
              <a dir="ltr" href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>
                {officer.phone}
              </a>
            )}
            {officer.address && <span className="privacy__address">{officer.address}</span>}
          </address>
        </section>

        <section aria-labelledby="privacy-collected">
          <h2 id="privacy-collected">{t('privacy.collectedTitle')}</h2>
          <div className="privacy__table-wrap">
            <table className="privacy__table">
              <thead>
                <tr>
                  <th scope="col">{t('privacy.columnWhat')}</th>
                  <th scope="col">{t('privacy.columnWhy')}</th>
                  <th scope="col">{t('privacy.columnHowLong')}</th>
                </tr>
              </thead>
              <tbody>
                {HOLDINGS.map((row) => (
                  <tr key={row.what}>
                    <th scope="row">{t(row.what)}</th>
                    <td>{t(row.why)}</td>
                    <td>{t(row.howLong, { days })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="privacy-recipients">
          <h2 id="privacy-recipients">{t('privacy.recipientsTitle')}</h2>
          <ul className="privacy__list">
            {RECIPIENTS.map((id) => (
              <li key={id}>{t(id)}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">{t('privacy.rightsTitle')}</h2>
          <p>{t('privacy.rightsText')}</p>
          <p className="muted">{t('privacy.complaintText')}</p>
        </section>

        <section className="card privacy__request" aria-labelledby="privacy-request">
          <h2 id="privacy-request">{t('privacy.requestTitle')}</h2>
          <p className="muted">{t('privacy.requestIntro')}</p>
          <PrivacyRequestFormIsland />
        </section>
      </div>
    </>
  );
}

/**
 * /privacy and /fr/privacy: the privacy notice made from the settings (the officer, the passport
 * retention), so it says what the site does and changes when the settings do.
 */
export const privacyPage = definePage({
  path: '/privacy',
  render: ({ t, settings }) => ({
    title: t('privacy.title'),
    description: t('privacy.description', { siteName: siteNameOf(settings) }),
    body: <PrivacyBody settings={settings} />,
  }),
});
