import { OPEN_DAYS_PER_WEEK, STATS } from '@umrah/domain/model/constants';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { ContactInfoList } from '../../components/contact-info-list';
import { definePage } from '../../page';
import type { MessageId } from '@umrah/i18n/translate';
import { siteNameOf, useHref, useT } from '../../site-context';
import { Icon, type IconName } from '../../ui/icon';
import { PageBanner } from '../../ui/page-banner';
import { SectionHeading } from '../../ui/section-heading';

const REASONS: readonly MessageId[] = [
  'about.reasonYears',
  'about.reasonPilgrims',
  'about.reasonTeam',
  'about.reasonHotels',
  'about.reasonPackage',
  'about.reasonPrices',
];

const SERVICES: readonly { title: MessageId; text: MessageId; icon: IconName }[] = [
  { title: 'about.serviceVisa', text: 'about.serviceVisaText', icon: 'verifiedUser' },
  { title: 'about.serviceFlights', text: 'about.serviceFlightsText', icon: 'airplaneTicket' },
  { title: 'about.serviceHotels', text: 'about.serviceHotelsText', icon: 'hotel' },
  { title: 'about.serviceTransfers', text: 'about.serviceTransfersText', icon: 'directionsBus' },
  { title: 'about.serviceGuidance', text: 'about.serviceGuidanceText', icon: 'menuBook' },
  { title: 'about.serviceGroups', text: 'about.serviceGroupsText', icon: 'groups' },
];

function AboutBody({ settings }: { settings: PublicSettings }) {
  const siteName = siteNameOf(settings);
  const t = useT();
  const href = useHref();
  const hasContact = Boolean(
    settings.phone || settings.email || settings.address || settings.whatsappNumber,
  );
  return (
    <>
      <PageBanner
        eyebrow={t('about.eyebrow')}
        title={t('about.title', { siteName })}
        subtitle={t('about.subtitle')}
      />

      <div className="container about__block">
        <div className="about__intro">
          <section aria-labelledby="mission-heading">
            <SectionHeading
              id="mission-heading"
              eyebrow={t('about.missionEyebrow')}
              title={t('about.missionTitle')}
              align="left"
            />
            <p className="about__lead">{t('about.missionLead')}</p>
            <p className="muted">{t('about.missionText')}</p>
          </section>
          <section className="card about__reasons" aria-labelledby="reasons-heading">
            <h2 id="reasons-heading">{t('about.reasonsTitle')}</h2>
            <ul className="list-plain">
              {REASONS.map((reason) => (
                <li key={reason}>
                  <Icon name="checkCircle" />
                  <p>
                    {t(reason, {
                      years: STATS.years,
                      pilgrims: STATS.pilgrims,
                      days: OPEN_DAYS_PER_WEEK,
                    })}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>

      <section className="section--paper about__block" aria-labelledby="services-heading">
        <div className="container">
          <SectionHeading
            id="services-heading"
            eyebrow={t('about.servicesEyebrow')}
            title={t('about.servicesTitle')}
          />
          <div className="grid grid--3 about__services">
            {SERVICES.map((service) => (
              <div key={service.title} className="card about__service">
                <span className="about__service-icon" aria-hidden="true">
                  <Icon name={service.icon} />
                </span>
                <div>
                  <h3 className="h6">{t(service.title)}</h3>
                  <p className="muted">{t(service.text)}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>

      <div className="container container--md about__block">
        <section aria-labelledby="about-contact-heading">
          <SectionHeading
            id="about-contact-heading"
            eyebrow={t('home.contact.eyebrow')}
            title={t('about.contactTitle')}
            subtitle={t('about.contactSubtitle')}
          />
          {hasContact && (
            <div className="card about__contact-card">
              <ContactInfoList settings={settings} />
            </div>
          )}
          <div className="about__actions">
            <a className="btn btn--primary btn--lg" href={href('/contact')}>
              {t('home.hero.contact')}
            </a>
            <a className="btn btn--outline btn--lg" href={href('/past-trips')}>
              {t('home.about.pastTrips')}
            </a>
          </div>
        </section>
      </div>
    </>
  );
}

/** /about: mission, reasons to choose us, services and contact details from settings. */
export const aboutPage = definePage({
  path: '/about',
  render: ({ settings, t }) => ({
    title: t('about.eyebrow'),
    description: t('about.description', {
      siteName: siteNameOf(settings),
      years: STATS.years,
      pilgrims: STATS.pilgrims,
    }),
    body: <AboutBody settings={settings} />,
  }),
});
