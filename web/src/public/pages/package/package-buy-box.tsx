import { isSoldOut } from '@umrah/domain/model/availability';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { formatDate, formatMoney } from '@umrah/domain/model/locale-format';
import type { Package } from '@umrah/domain/schemas/package';
import { nextBookableDate, packageFrom, type WithDepartures } from '../../components/departures';
import { useHref, useLocale, useT } from '../../site-context';
import { Icon } from '../../ui/icon';

type BuyPackage = Pick<
  Package,
  'slug' | 'price' | 'quadPrice' | 'triplePrice' | 'doublePrice' | 'departureDate'
> & { seatsLeft?: number | null } & WithDepartures;

/**
 * The package page's first screen sells: the lowest price per person, the next departure that
 * can still be booked (nextBookableDate) and a Book Now button to the booking form with
 * this package chosen (the waiting list when sold out). The room cards further down say more.
 */
export function PackageBuyBox({
  pkg,
  today = todayInTimeZone(),
  soldOut = isSoldOut(pkg),
}: {
  pkg: BuyPackage;
  today?: string;
  /** Every date takes only its waiting list (departures.ts packageSoldOut). */
  soldOut?: boolean;
}) {
  const t = useT();
  const href = useHref();
  const locale = useLocale();
  const next = soldOut ? null : nextBookableDate(pkg, today);
  return (
    <div className="pkg-buy">
      <dl className="pkg-buy__facts">
        <div>
          <dt className="small muted">{t('card.startingFrom')}</dt>
          <dd className="pkg-buy__price">
            {formatMoney(packageFrom(pkg, today), locale)}{' '}
            <span className="small muted">{t('pricing.perPerson')}</span>
          </dd>
        </div>
        {next && (
          <div>
            <dt className="small muted">{t('package.nextDeparture')}</dt>
            <dd className="pkg-buy__date">{formatDate(next, locale)}</dd>
          </div>
        )}
      </dl>
      <a
        className="btn btn--accent btn--lg pkg-buy__book"
        href={href(`/booking?${new URLSearchParams({ package: pkg.slug }).toString()}`)}
      >
        <Icon name="eventAvailable" />
        {soldOut ? t('availability.waitingList') : t('pricing.bookNow')}
      </a>
    </div>
  );
}
