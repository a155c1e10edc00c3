import { isSoldOut } from '@umrah/domain/model/availability';
import { formatMoney } from '@umrah/domain/model/locale-format';
import type { Package } from '@umrah/domain/schemas/package';
import { pricingOptions, type PricingOption } from '@umrah/domain/model/pricing';
import type { MessageId, Translate } from '@umrah/i18n/translate';
import { useHref, useLocale, useT } from '../../site-context';
import { Icon } from '../../ui/icon';

type PricedPackage = Pick<
  Package,
  'slug' | 'price' | 'quadPrice' | 'triplePrice' | 'doublePrice'
> & {
  seatsLeft?: number | null;
};

/** The booking form, with this package chosen and (for a room card) the room type noted. */
export function bookingHref(slug: string, option: PricingOption): string {
  const params = new URLSearchParams({ package: slug });
  if (option.kind !== 'standard') params.set('room', option.kind);
  return `/booking?${params.toString()}`;
}

/** The room types' names (rooms.ts ROOM_LABELS) in the catalogs. */
const ROOM_NAMES = {
  quad: 'pricing.quad',
  triple: 'pricing.triple',
  double: 'pricing.double',
  standard: 'pricing.standard',
} as const satisfies Record<PricingOption['kind'], MessageId>;

function roomText(option: PricingOption, t: Translate): string {
  return option.roomSize === null
    ? t('pricing.base')
    : t('pricing.roomSize', { count: option.roomSize });
}

function PricingCard({
  slug,
  option,
  soldOut,
}: {
  slug: string;
  option: PricingOption;
  soldOut: boolean;
}) {
  const headingId = `pricing-${option.kind}`;
  const t = useT();
  const href = useHref();
  const locale = useLocale();
  return (
    <article className="card pkg-price" aria-labelledby={headingId}>
      <span className="pkg-price__icon" aria-hidden="true">
        <Icon name="bed" />
      </span>
      <h3 className="h5 pkg-price__name" id={headingId}>
        {t(ROOM_NAMES[option.kind])}
      </h3>
      <p className="muted pkg-price__room">{roomText(option, t)}</p>
      <p className="pkg-price__amount">{formatMoney(option.price, locale)}</p>
      <p className="small muted pkg-price__per">{t('pricing.perPerson')}</p>
      <a
        className="btn btn--accent btn--lg btn--block"
        href={href(bookingHref(slug, option))}
        aria-describedby={headingId}
      >
        {/* Sold out: the same booking form takes the request for the waiting list. */}
        {soldOut ? t('availability.waitingList') : t('pricing.bookNow')}
      </a>
    </article>
  );
}

/**
 * Spec section 2: Quad, Triple and Double cards (4, 3, 2 per room), each only when its price
 * exists; a Standard card with the base price only when none of them does. A sold-out package's
 * cards offer the waiting list instead of Book Now.
 */
export function PricingCards({
  pkg,
  soldOut = isSoldOut(pkg),
}: {
  pkg: PricedPackage;
  /** Every date takes only its waiting list (departures.ts packageSoldOut). */
  soldOut?: boolean;
}) {
  const options = pricingOptions(pkg);
  return (
    <div className={`pkg-prices pkg-prices--${options.length}`}>
      {options.map((option) => (
        <PricingCard key={option.kind} slug={pkg.slug} option={option} soldOut={soldOut} />
      ))}
    </div>
  );
}
