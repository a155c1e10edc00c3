import { STATS } from '@umrah/domain/constants';
import { Icon } from '../../ui/icon';

const STAT_ITEMS = [
  { value: STATS.years, label: 'Years of Experience' },
  { value: STATS.pilgrims, label: 'Happy Pilgrims' },
] as const;

/** Home section 4: who we are, with the 15+ and 5000+ stats. */
export function AboutSection({ siteName }: { siteName: string }) {
  return (
    <section
      id="about"
      className="section section--paper home-about"
      aria-labelledby="home-about-heading"
    >
      <div className="container home-about__grid">
        <div>
          <p className="overline home-about__eyebrow">About us</p>
          <h2 id="home-about-heading">A Canadian Agency Devoted to Your Umrah</h2>
          <div className="home-about__rule" aria-hidden="true" />
          <p className="muted home-about__text">
            For more than fifteen years, {siteName} has helped Muslim families across Canada answer
            the call to Makkah and Madinah. We know how much this journey means, so we plan every
            detail with care: visas, flights, hotels close to the Haram and guidance along the way.
          </p>
          <p className="muted home-about__text home-about__text--last">
            From your first question to your safe return home, our team is with you around the
            clock.
          </p>
          <div className="home-about__actions">
            <a className="btn btn--primary" href="/about">
              Learn More About Us
              <Icon name="arrowForward" />
            </a>
            <a className="btn btn--outline" href="/past-trips">
              See Our Past Trips
            </a>
          </div>
        </div>
        <div className="home-about__stats">
          {STAT_ITEMS.map((stat) => (
            <div key={stat.label} className="home-about__stat">
              <p className="home-about__value">{stat.value}</p>
              <p className="home-about__label">{stat.label}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
