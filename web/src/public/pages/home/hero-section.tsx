import { Icon } from '../../ui/icon';
import { ResponsiveImage } from '../../ui/responsive-image';

/**
 * Home section 1: the settings' hero image (the page's LCP element: eager, high priority) or,
 * when none is set, the deep green geometric backdrop; the headline and two calls to action.
 */
export function HeroSection({ imageUrl }: { imageUrl: string }) {
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
          <p className="overline home-hero__eyebrow">Umrah packages from Canada</p>
          <h1 id="hero-heading">Embark on the Journey of a Lifetime</h1>
          <p className="home-hero__lead">
            Premium, hassle-free Umrah packages with visa, flights and hotels near the Haram,
            planned by a Canadian team with 24/7 support.
          </p>
          <div className="home-hero__actions">
            <a className="btn btn--accent btn--lg" href="/packages">
              Explore Packages
              <Icon name="arrowForward" />
            </a>
            <a className="btn btn--light btn--lg" href="/contact">
              Contact Us
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
