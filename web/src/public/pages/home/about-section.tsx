import { STATS } from '@umrah/domain/model/constants';
import type { MessageId } from '@umrah/i18n/translate';
import { useHref, useT } from '../../site-context';
import { Icon } from '../../ui/icon';

const STAT_ITEMS: readonly { value: string; label: MessageId }[] = [
  { value: STATS.years, label: 'home.about.statYears' },
  { value: STATS.pilgrims, label: 'home.about.statPilgrims' },
];

/** Home section 4: who we are, with the 15+ and 5000+ stats. */
export function AboutSection({ siteName }: { siteName: string }) {
  const t = useT();
  const href = useHref();
  return (
    <section
      id="about"
      className="section section--paper home-about"
      aria-labelledby="home-about-heading"
    >
      <div className="container home-about__grid">
        <div>
          <p className="overline home-about__eyebrow">{t('home.about.eyebrow')}</p>
          <h2 id="home-about-heading">{t('home.about.title')}</h2>
          <div className="home-about__rule" aria-hidden="true" />
          <p className="muted home-about__text">{t('home.about.text', { siteName })}</p>
          <p className="muted home-about__text home-about__text--last">{t('home.about.text2')}</p>
          <div className="home-about__actions">
            <a className="btn btn--primary" href={href('/about')}>
              {t('home.about.more')}
              <Icon name="arrowForward" />
            </a>
            <a className="btn btn--outline" href={href('/past-trips')}>
              {t('home.about.pastTrips')}
            </a>
          </div>
        </div>
        <div className="home-about__stats">
          {STAT_ITEMS.map((stat) => (
            <div key={stat.label} className="home-about__stat">
              <p className="home-about__value">{stat.value}</p>
              <p className="home-about__label">{t(stat.label)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
