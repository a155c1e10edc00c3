import { STATS } from '@umrah/domain/constants';
import type { PublicSettings } from '@umrah/domain/settings';
import { ContactInfoList } from '../../components/contact-info-list';
import { definePage } from '../../page';
import { siteNameOf } from '../../site-context';
import { Icon, type IconName } from '../../ui/icon';
import { PageBanner } from '../../ui/page-banner';
import { SectionHeading } from '../../ui/section-heading';

const REASONS = [
  `${STATS.years} years of experience organising Umrah journeys`,
  `${STATS.pilgrims} happy pilgrims from across Canada`,
  'A Canadian-based team you can reach 24/7',
  'Hotels close to the Haram in Makkah and Madinah',
  'Visa, flights and accommodation in one hassle-free package',
  'Clear prices per person, with group rates for 10 or more people',
] as const;

const SERVICES: readonly { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Umrah Visa',
    text: 'We prepare and submit your visa application.',
    icon: 'verifiedUser',
  },
  {
    title: 'Flights',
    text: 'Return flights from major Canadian airports.',
    icon: 'airplaneTicket',
  },
  { title: 'Hotels', text: 'Comfortable hotels near the Haram in both cities.', icon: 'hotel' },
  {
    title: 'Transfers',
    text: 'Ground transport between airports, hotels and cities.',
    icon: 'directionsBus',
  },
  {
    title: 'Guidance',
    text: 'Help with the rites of Umrah before and during your trip.',
    icon: 'menuBook',
  },
  {
    title: 'Group Trips',
    text: 'Special arrangements for families, mosques and groups.',
    icon: 'groups',
  },
];

function AboutBody({ settings }: { settings: PublicSettings }) {
  const siteName = siteNameOf(settings);
  const hasContact = Boolean(
    settings.phone || settings.email || settings.address || settings.whatsappNumber,
  );
  return (
    <>
      <PageBanner
        eyebrow="About Us"
        title={`About ${siteName}`}
        subtitle="Serving Canadian pilgrims on the journey of a lifetime."
      />

      <div className="container about__block">
        <div className="about__intro">
          <section aria-labelledby="mission-heading">
            <SectionHeading
              id="mission-heading"
              eyebrow="Our mission"
              title="Making Umrah Simple and Meaningful"
              align="left"
            />
            <p className="about__lead">
              Our mission is to make the blessed journey of Umrah accessible, comfortable and
              spiritually fulfilling for every Muslim in Canada. We take care of the planning so
              that you can devote your heart to worship.
            </p>
            <p className="muted">
              As a Canadian-based company, we understand the needs of pilgrims travelling from here:
              long-haul flights, families with children and elders, and the wish to stay close to
              the Haram. Every package is built around those needs.
            </p>
          </section>
          <section className="card about__reasons" aria-labelledby="reasons-heading">
            <h2 id="reasons-heading">Why Pilgrims Choose Us</h2>
            <ul className="list-plain">
              {REASONS.map((reason) => (
                <li key={reason}>
                  <Icon name="checkCircle" />
                  <p>{reason}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>

      <section className="section--paper about__block" aria-labelledby="services-heading">
        <div className="container">
          <SectionHeading id="services-heading" eyebrow="What we do" title="Our Services" />
          <div className="grid grid--3 about__services">
            {SERVICES.map((service) => (
              <div key={service.title} className="card about__service">
                <span className="about__service-icon" aria-hidden="true">
                  <Icon name={service.icon} />
                </span>
                <div>
                  <h3 className="h6">{service.title}</h3>
                  <p className="muted">{service.text}</p>
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
            eyebrow="Contact"
            title="Talk to Our Team"
            subtitle="We reply to every enquiry within 24 hours."
          />
          {hasContact && (
            <div className="card about__contact-card">
              <ContactInfoList settings={settings} />
            </div>
          )}
          <div className="about__actions">
            <a className="btn btn--primary btn--lg" href="/contact">
              Contact Us
            </a>
            <a className="btn btn--outline btn--lg" href="/past-trips">
              See Our Past Trips
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
  render: ({ settings }) => ({
    title: 'About Us',
    description: `About ${siteNameOf(settings)}: a Canadian Umrah agency with ${STATS.years} years of experience and ${STATS.pilgrims} happy pilgrims. Our mission, services and how to reach us.`,
    body: <AboutBody settings={settings} />,
  }),
});
