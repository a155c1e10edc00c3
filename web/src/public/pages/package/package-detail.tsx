import type { Package } from '@umrah/domain/package';
import { linesToList, splitParagraphs } from '@umrah/domain/text';
import { imageOf } from '../../components/image-of';
import { Icon } from '../../ui/icon';
import { ResponsiveImage } from '../../ui/responsive-image';
import { StarRating } from '../../ui/star-rating';
import { SeasonBadges } from '../../components/season-badges';
import { AvailabilityBadge } from '../../components/availability-badge';
import { isSoldOut } from '@umrah/domain/availability';
import { SoldOutNote } from './sold-out-note';
import { DetailSection } from './detail-section';
import { IconList } from './icon-list';
import { PackageContact } from './package-contact';
import { PackageFacts } from './package-facts';
import { PackageItinerary } from './package-itinerary';
import { PrintButton, PrintContact } from './package-print';
import { PackageStays } from './package-stays';
import { PricingCards } from './pricing-cards';

/** The full package page (spec section 2), in the spec's order. */
export function PackageDetail({
  pkg,
  fewSeatsThreshold,
}: {
  pkg: Package;
  fewSeatsThreshold?: number;
}) {
  const paragraphs = splitParagraphs(pkg.fullDescription);
  const airports = linesToList(pkg.airports);
  const features = pkg.features ?? [];
  const inclusions = pkg.inclusions ?? [];
  const exclusions = pkg.exclusions ?? [];

  return (
    <article>
      <div className="pkg-hero">
        <div className="container pkg-hero__inner">
          <a className="pkg-hero__back" href="/packages">
            <Icon name="arrowBack" />
            All packages
          </a>
          <div className="pkg-hero__grid">
            <div>
              <p className="overline pkg-hero__eyebrow">Umrah Package</p>
              <SeasonBadges pkg={pkg} className="pkg-hero__seasons" />
              <AvailabilityBadge
                pkg={pkg}
                threshold={fewSeatsThreshold}
                className="pkg-hero__avail"
              />
              <h1 className="pkg-hero__title">{pkg.title}</h1>
              <p className="subtitle muted pkg-hero__text">{pkg.description}</p>
              <div className="pkg-hero__stars">
                <StarRating
                  value={pkg.hotelRating}
                  label={`${pkg.hotelRating}-star hotel`}
                  size="medium"
                />
                <span className="small muted" aria-hidden="true">
                  {pkg.hotelRating}-star hotel
                </span>
              </div>
              <PackageFacts pkg={pkg} />
              <PrintButton />
            </div>
            <ResponsiveImage
              className="pkg-hero__image"
              src={imageOf(pkg)}
              alt={pkg.title}
              width={960}
              height={600}
              sizes="(min-width: 1200px) 640px, (min-width: 900px) 55vw, 100vw"
              priority
            />
          </div>
        </div>
      </div>

      <div className="container container--md pkg-details">
        {features.length > 0 && (
          <DetailSection title="Package Features">
            <IconList items={features} icon="taskAlt" columns={2} />
          </DetailSection>
        )}
        <PackageStays pkg={pkg} />
        <PackageItinerary days={pkg.itinerary ?? []} />
        {paragraphs.length > 0 && (
          <DetailSection title="About This Package">
            {paragraphs.map((paragraph, i) => (
              <p key={i} className="pkg-details__paragraph">
                {paragraph}
              </p>
            ))}
          </DetailSection>
        )}
        {(inclusions.length > 0 || exclusions.length > 0) && (
          <div className="pkg-details__pair">
            {inclusions.length > 0 && (
              <DetailSection title="What's Included">
                <IconList items={inclusions} icon="checkCircle" />
              </DetailSection>
            )}
            {exclusions.length > 0 && (
              <DetailSection title="Not Included">
                <IconList items={exclusions} icon="cancel" tone="error" />
              </DetailSection>
            )}
          </div>
        )}
        {airports.length > 0 && (
          <DetailSection title="Departure Airports">
            <IconList items={airports} icon="flightTakeoff" columns={2} />
          </DetailSection>
        )}
      </div>

      <div className="pkg-booking">
        <div className="container pkg-booking__inner">
          <section aria-labelledby="pricing-heading">
            <h2 className="pkg-booking__title" id="pricing-heading">
              Choose Your Room
            </h2>
            <p className="muted pkg-booking__text">Prices are per person in Canadian dollars.</p>
            {isSoldOut(pkg) && <SoldOutNote />}
            <PricingCards pkg={pkg} />
          </section>
          <hr className="pkg-booking__rule" />
          <PackageContact pkg={pkg} />
          <PrintContact />
        </div>
      </div>
    </article>
  );
}
