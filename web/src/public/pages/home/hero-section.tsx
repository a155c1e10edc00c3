import { OPEN_DAYS_PER_WEEK } from '@umrah/domain/model/constants';
import { Icon } from '../../ui/icon';
import { useHref, useT } from '../../site-context';
import { ResponsiveImage } from '../../ui/responsive-image';

/**
 * Home section 1: the settings' hero image (the page's LCP element: eager, high priority) or,
 * when none is set, the deep green geometric backdrop; the headline and two calls to action.
 */
export function HeroSection({ imageUrl }: { imageUrl: string }) {
  const t = useT();
  const href = useHref();
  return (
    <section className="home-hero" aria-labelledby="hero-heading">
      {imageUrl && (
        <ResponsiveImage
          className="home-hero__image"
          src={imageUrl}
          alt=""
          width={1600}
          height={900}
          sizes="100vw"
          priority
        />
      )}
      <div className="home-hero__shade" aria-hidden="true" />
      <div className="container home-hero__inner">
        <div className="home-hero__content">
          <p className="overline home-hero__eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="hero-heading">{t('home.hero.title')}</h1>
          <p className="home-hero__lead">{t('home.hero.lead', { days: OPEN_DAYS_PER_WEEK })}</p>
          <div className="home-hero__actions">
            <a className="btn btn--accent btn--lg" href={href('/packages')}>
              {t('home.hero.explore')}
              <Icon name="arrowForward" />
            </a>
            <a className="btn btn--light btn--lg" href={href('/contact')}>
              {t('home.hero.contact')}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
