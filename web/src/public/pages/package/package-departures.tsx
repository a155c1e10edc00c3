import { FEW_SEATS_THRESHOLD_DEFAULT } from '@umrah/domain/model/availability';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { hijriIn } from '@umrah/domain/model/locale-facts';
import { formatDate, formatMoney } from '@umrah/domain/model/locale-format';
import {
  availabilityOfDeparture,
  DEPARTURE_AVAILABILITY_MESSAGES,
  departureFrom,
  upcomingDepartures,
  waitingListOnly,
  type PublicPackage,
} from '../../components/departures';
import { SeasonBadges } from '../../components/season-badges';
import { useHref, useLocale, useT } from '../../site-context';
import { DetailSection } from './detail-section';

/** The booking form's address for a package, and a date of it. */
export function bookingHref(slug: string, departureId?: string): string {
  const query = new URLSearchParams({ package: slug });
  if (departureId) query.set('departure', departureId);
  return `/booking?${query.toString()}`;
}

/** An availability's badge: the cards' colours for few seats and sold out, a plain chip else. */
const BADGE = {
  available: 'chip',
  few: 'avail-badge avail-badge--few',
  guaranteed: 'chip',
  'sold-out': 'avail-badge avail-badge--sold-out',
  closed: 'avail-badge avail-badge--sold-out',
} as const;

/**
 * The package's upcoming departures, soonest first: the dates with the departure's Hijri date and
 * season, the price from, the availability and "Book this date" (the waiting list for a full or
 * closed one). Dates past on `today` are left out at render. A package that had departures but has
 * none ahead says so and still takes a request for flexible dates; a package that never had any
 * keeps its own date in the facts above and shows nothing here.
 */
export function PackageDepartures({
  pkg,
  fewSeatsThreshold = FEW_SEATS_THRESHOLD_DEFAULT,
  today = todayInTimeZone(),
}: {
  pkg: PublicPackage;
  fewSeatsThreshold?: number;
  today?: string;
}) {
  const t = useT();
  const href = useHref();
  const locale = useLocale();
  const upcoming = upcomingDepartures(pkg, today);
  const ownDateAhead = Boolean(pkg.departureDate && pkg.departureDate >= today);
  if (!upcoming.length && ownDateAhead) return null;
  return (
    <DetailSection title={t('departures.title')}>
      {upcoming.length ? (
        <ul className="list-plain stack pkg-dates" id="dates">
          {upcoming.map((d) => {
            const availability = availabilityOfDeparture(d, fewSeatsThreshold);
            const waiting = waitingListOnly(d);
            return (
              <li key={d.id} className="card pkg-dates__item">
                <div className="pkg-dates__when">
                  <p className="pkg-facts__value">
                    {t('departures.dates', {
                      from: formatDate(d.departureDate, locale),
                      to: formatDate(d.returnDate, locale),
                    })}
                  </p>
                  <p className="small muted">
                    {hijriIn(d.departureDate, locale)}
                    <span aria-hidden="true">*</span>
                  </p>
                </div>
                <div className="pkg-dates__tags">
                  <SeasonBadges pkg={d} className="pkg-dates__seasons" />
                  <p className={BADGE[availability]}>
                    {t(DEPARTURE_AVAILABILITY_MESSAGES[availability])}
                  </p>
                </div>
                {/* Its own line: the price never shares a phone's row with a chip or button. */}
                <p className="pkg-dates__price">
                  <span className="pkg-dates__amount">
                    {t('departures.priceFrom', {
                      price: formatMoney(departureFrom(pkg, d), locale),
                    })}
                  </span>{' '}
                  <span className="small muted">{t('pricing.perPerson')}</span>
                </p>
                <a
                  className={`btn ${waiting ? 'btn--outline' : 'btn--accent'} pkg-dates__book`}
                  href={href(bookingHref(pkg.slug, d.id))}
                >
                  {t(waiting ? 'departures.joinWaitingList' : 'departures.book')}
                </a>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="pkg-dates__none">
          <p>
            <strong>{t('departures.none')}</strong> {t('departures.noneText')}
          </p>
          <a className="btn btn--outline" href={href(bookingHref(pkg.slug))}>
            {t('departures.flexible')}
          </a>
        </div>
      )}
      {upcoming.length > 0 && (
        <p className="small muted pkg-facts__note">
          <span aria-hidden="true">* </span>
          {t('package.hijriNote')}
        </p>
      )}
    </DetailSection>
  );
}
