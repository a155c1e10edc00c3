import { formatDate, formatDocumentDateShort } from '@umrah/domain/model/locale-format';
import { paymentTermsOf } from '@umrah/domain/model/payments';
import { departureOffer, packageOffer } from '@umrah/domain/model/pricing';
import {
  upcomingDepartures,
  waitingListOnly,
  type PublicPackage,
} from '../../components/departures';
import { offerNotes } from '../../components/room-offer';
import { useHref, useLocale, useSettings, useT } from '../../site-context';
import { PricingCards } from './pricing-cards';
import { SoldOutNote } from './sold-out-note';

/** The package page's own address with a date chosen for its room cards (none: every date). */
export function roomsHref(slug: string, departureId?: string): string {
  const query = departureId ? `?${new URLSearchParams({ departure: departureId }).toString()}` : '';
  return `/packages/${slug}${query}#rooms`;
}

/**
 * "Choose Your Room": the room cards of the chosen date (its own prices over the package's, its
 * deposit and single supplement), or, before one is chosen, each room from its lowest price over
 * the dates. A date is chosen by a plain link (`?departure=`), so it works without script; a
 * package with one date shows that date's. Each card books its room on the date shown.
 */
export function PackageRooms({
  pkg,
  today,
  soldOut,
  departureId,
}: {
  pkg: PublicPackage;
  today: string;
  /** Every date takes only its waiting list. */
  soldOut: boolean;
  /** The `departure` the address names, if any. */
  departureId?: string;
}) {
  const t = useT();
  const href = useHref();
  const locale = useLocale();
  const terms = paymentTermsOf(useSettings());
  const upcoming = upcomingDepartures(pkg, today);
  const chosen =
    upcoming.find((d) => d.id === departureId) ?? (upcoming.length === 1 ? upcoming[0] : undefined);
  const offer = chosen
    ? departureOffer(pkg, chosen, terms, today)
    : packageOffer(pkg, upcoming, terms, today);
  const notes = offerNotes(offer, today, locale, t);
  return (
    <section aria-labelledby="pricing-heading" id="rooms">
      <h2 className="pkg-booking__title" id="pricing-heading">
        {t('package.chooseRoom')}
      </h2>
      <p className="muted pkg-booking__text">{t('package.pricesNote')}</p>
      {upcoming.length > 1 && (
        <nav className="pkg-rooms__dates" aria-label={t('rooms.pricesFor')}>
          <span className="small muted" aria-hidden="true">
            {t('rooms.pricesFor')}
          </span>
          <ul className="list-plain row">
            <li>
              <a
                className="chip pkg-rooms__date"
                href={href(roomsHref(pkg.slug))}
                aria-current={chosen ? undefined : 'true'}
              >
                {t('rooms.allDates')}
              </a>
            </li>
            {upcoming.map((d) => (
              <li key={d.id}>
                <a
                  className="chip pkg-rooms__date"
                  href={href(roomsHref(pkg.slug, d.id))}
                  aria-current={d.id === chosen?.id ? 'true' : undefined}
                >
                  {formatDocumentDateShort(d.departureDate, locale)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {upcoming.length > 1 && (
        <p className="small muted pkg-rooms__note">
          {chosen
            ? t('rooms.dateNote', { date: formatDate(chosen.departureDate, locale) })
            : t('rooms.fromNote')}
        </p>
      )}
      {soldOut && <SoldOutNote />}
      <PricingCards
        slug={pkg.slug}
        offer={offer}
        departureId={chosen?.id}
        soldOut={chosen ? waitingListOnly(chosen) : soldOut}
      />
      {notes.length > 0 && (
        <ul className="list-plain pkg-rooms__terms">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
