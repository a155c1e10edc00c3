import type { Package } from '@umrah/domain/package';
import { formatPrice } from '@umrah/domain/price';
import { formatHaramDistance, nearestHaramDistance } from '@umrah/domain/stays';
import { useId } from 'react';
import { Icon } from '../ui/icon';
import { ResponsiveImage } from '../ui/responsive-image';
import { StarRating } from '../ui/star-rating';
import { AvailabilityBadge } from './availability-badge';
import { imageOf } from './image-of';
import { nightsLabel } from './nights';
import { SeasonBadges } from './season-badges';

export type CardPackage = Pick<
  Package,
  | 'slug'
  | 'title'
  | 'description'
  | 'imageUrl'
  | 'nightsInMakkah'
  | 'nightsInMadina'
  | 'hotelRating'
  | 'price'
  | 'departureDate'
  | 'returnDate'
> & { image?: string | null; seatsLeft?: number | null } & CardStays;

/** The stays give the card its nearest walk to the Haram. */
type CardStays = Partial<Pick<Package, 'makkahStay' | 'madinahStay'>>;

interface PackageCardProps {
  pkg: CardPackage;
  /** h2 on the packages page, h3 inside a home page section. */
  titleLevel?: 'h2' | 'h3';
  /** The first card of a page whose first screen is the grid: its image is the LCP element. */
  priorityImage?: boolean;
  /** The settings' "few seats" threshold. */
  fewSeatsThreshold?: number;
}

/**
 * Package card (spec section 2): image, title, two-line description, nights in Makkah and Madina,
 * hotel stars, 'Starting from' price, the season its dates fall in (Ramadan, an Eid) and "Few seats
 * left" or "Sold out". The whole card links to the package through its
 * View Details link, whose click area is stretched over the card.
 */
export function PackageCard({
  pkg,
  titleLevel = 'h3',
  priorityImage = false,
  fewSeatsThreshold,
}: PackageCardProps) {
  const titleId = useId();
  const Title = titleLevel;
  const totalNights = pkg.nightsInMakkah + pkg.nightsInMadina;
  const nearest = nearestHaramDistance(pkg);

  return (
    <article className="card pkg-card" aria-labelledby={titleId}>
      <div className="pkg-card__media">
        <ResponsiveImage
          className="pkg-card__image"
          src={imageOf(pkg)}
          alt={pkg.title}
          width={960}
          height={600}
          sizes="(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
          priority={priorityImage}
        />
        {totalNights > 0 && <span className="pkg-card__badge">{nightsLabel(totalNights)}</span>}
        <SeasonBadges pkg={pkg} className="pkg-card__seasons" limit={1} />
        <AvailabilityBadge pkg={pkg} threshold={fewSeatsThreshold} className="pkg-card__avail" />
      </div>
      <div className="pkg-card__body">
        <StarRating value={pkg.hotelRating} label={`${pkg.hotelRating}-star hotels`} />
        <Title className="h5 pkg-card__title" id={titleId}>
          {pkg.title}
        </Title>
        <p className="muted clamp-2 pkg-card__text">{pkg.description}</p>
        <ul className="list-plain pkg-card__nights">
          {[
            `${nightsLabel(pkg.nightsInMakkah)} in Makkah`,
            `${nightsLabel(pkg.nightsInMadina)} in Madina`,
          ].map((text) => (
            <li key={text}>
              <Icon name="nightsStay" />
              {text}
            </li>
          ))}
          {nearest !== null && (
            <li className="pkg-card__distance">
              <Icon name="directionsWalk" />
              {formatHaramDistance(nearest)}
            </li>
          )}
        </ul>
        <div className="pkg-card__foot">
          <div>
            <p className="small muted">Starting from</p>
            <p className="pkg-card__price">{formatPrice(pkg.price)}</p>
          </div>
          <a
            className="btn btn--primary pkg-card__link"
            href={`/packages/${pkg.slug}`}
            aria-describedby={titleId}
          >
            View Details
          </a>
        </div>
      </div>
    </article>
  );
}
