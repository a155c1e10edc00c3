import { localizedField } from '@umrah/domain/model/bilingual';
import { distanceIn } from '@umrah/domain/model/locale-facts';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { formatDate, formatMoney } from '@umrah/domain/model/locale-format';
import type { Package } from '@umrah/domain/schemas/package';
import { otherStays, totalNights } from '@umrah/domain/model/nights';
import { nearestHaramDistance } from '@umrah/domain/model/stays';
import { useId } from 'react';
import { useHref, useLocale, useT } from '../site-context';
import { Icon } from '../ui/icon';
import { ResponsiveImage } from '../ui/responsive-image';
import { StarRating } from '../ui/star-rating';
import { AvailabilityBadge } from './availability-badge';
import { cityName } from './city-name';
import {
  nextBookableDate,
  seatsShown,
  upcomingDepartures,
  type WithDepartures,
} from './departures';
import { imageOf } from './image-of';
import { Localized } from './localized';
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
> & { image?: string | null; seatsLeft?: number | null; fr?: Package['fr'] } & CardStays &
  WithDepartures;

/** The stays give the card its nearest walk to the Haram; the plan, its other cities' nights. */
type CardStays = Partial<Pick<Package, 'makkahStay' | 'madinahStay' | 'itinerary'>>;

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
 * Package card (spec section 2): image, title, two-line description, nights in Makkah and Madinah
 * (and any other city the plan stays in, counted in the total nights badge),
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
  const nights = totalNights(pkg);
  const nearest = nearestHaramDistance(pkg);
  const t = useT();
  const href = useHref();
  const locale = useLocale();
  const title = localizedField(pkg, 'title', locale);
  const description = localizedField(pkg, 'description', locale);
  // The next date and how many more follow it (past ones left out at render).
  const today = todayInTimeZone();
  const dates = upcomingDepartures(pkg, today);
  // The date promoted is one a visitor can book; a full or closed one is not "next".
  const bookable = nextBookableDate(pkg, today);

  return (
    <article className="card pkg-card" aria-labelledby={titleId}>
      <div className="pkg-card__media">
        <ResponsiveImage
          className="pkg-card__image"
          src={imageOf(pkg)}
          alt={title.value}
          width={960}
          height={600}
          sizes="(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
          priority={priorityImage}
        />
        {nights > 0 && (
          <span className="pkg-card__badge">{t('count.nights', { count: nights })}</span>
        )}
        <SeasonBadges pkg={pkg} className="pkg-card__seasons" limit={1} />
        <AvailabilityBadge
          pkg={{ seatsLeft: seatsShown(pkg, today) }}
          threshold={fewSeatsThreshold}
          className="pkg-card__avail"
        />
      </div>
      <div className="pkg-card__body">
        <StarRating
          value={pkg.hotelRating}
          label={t('card.hotelStars', { count: pkg.hotelRating })}
        />
        <Localized as={Title} className="h5 pkg-card__title" id={titleId} text={title} />
        <Localized as="p" className="muted clamp-2 pkg-card__text" text={description} />
        <ul className="list-plain pkg-card__nights">
          {[
            t('card.nightsInMakkah', { count: pkg.nightsInMakkah }),
            t('card.nightsInMadina', { count: pkg.nightsInMadina }),
            ...otherStays(pkg.itinerary).map((stay) =>
              t('card.nightsIn', { count: stay.nights, city: cityName(stay.city, t) }),
            ),
          ].map((text) => (
            <li key={text}>
              <Icon name="nightsStay" />
              {text}
            </li>
          ))}
          {dates.length > 0 && bookable && (
            <li className="pkg-card__dates">
              <Icon name="calendarMonth" />
              <span>
                {t('card.nextDeparture', { date: formatDate(bookable, locale) })}
                {dates.length > 1 && (
                  <strong> {t('card.moreDates', { count: dates.length - 1 })}</strong>
                )}
              </span>
            </li>
          )}
          {nearest !== null && (
            <li className="pkg-card__distance">
              <Icon name="directionsWalk" />
              {t('card.haramDistance', { distance: distanceIn(nearest, locale) })}
            </li>
          )}
        </ul>
        <div className="pkg-card__foot">
          <div>
            <p className="small muted">{t('card.startingFrom')}</p>
            <p className="pkg-card__price">{formatMoney(pkg.price, locale)}</p>
          </div>
          <a
            className="btn btn--primary pkg-card__link"
            href={href(`/packages/${pkg.slug}`)}
            aria-describedby={titleId}
          >
            {t('card.viewDetails')}
          </a>
        </div>
      </div>
    </article>
  );
}
