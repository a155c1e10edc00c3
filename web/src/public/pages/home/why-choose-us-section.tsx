import { Icon, type IconName } from '../../ui/icon';
import { SectionHeading } from '../../ui/section-heading';

const FEATURES: readonly { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Premium Service',
    text: 'Hand-picked hotels close to the Haram and thoughtful care at every step.',
    icon: 'workspacePremium',
  },
  {
    title: 'Canadian Based',
    text: 'A Canadian company serving pilgrims from coast to coast, in your time zone.',
    icon: 'place',
  },
  {
    title: '24/7 Support',
    text: 'Our team is reachable day and night, before you leave and throughout your trip.',
    icon: 'supportAgent',
  },
  {
    title: 'Hassle-Free',
    text: 'Visa, flights and accommodation arranged together in one simple package.',
    icon: 'flightTakeoff',
  },
];

/** Home section 3: the four reasons to choose us. */
export function WhyChooseUsSection() {
  return (
    <section
      id="why-choose-us"
      className="section section--paper home-why"
      aria-labelledby="why-heading"
    >
      <div className="container">
        <SectionHeading
          id="why-heading"
          eyebrow="Why choose us"
          title="Your Pilgrimage, in Trusted Hands"
          subtitle="Everything is taken care of, so you can focus on your worship."
        />
        <div className="home-why__grid">
          {FEATURES.map((feature) => (
            <div key={feature.title} className="card home-why__card">
              <div className="home-why__icon" aria-hidden="true">
                <Icon name={feature.icon} />
              </div>
              <h3 className="h6">{feature.title}</h3>
              <p className="muted home-why__text">{feature.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
