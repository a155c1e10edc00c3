import { isSoldOut, WAITING_LIST_LABEL } from '@umrah/domain/availability';
import type { Package } from '@umrah/domain/package';
import { formatPrice } from '@umrah/domain/price';
import { pricingOptions, type PricingOption } from '@umrah/domain/pricing';
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

function roomText(option: PricingOption): string {
  return option.roomSize === null ? 'Base package price' : `${option.roomSize} people per room`;
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
  return (
    <article className="card pkg-price" aria-labelledby={headingId}>
      <span className="pkg-price__icon" aria-hidden="true">
        <Icon name="bed" />
      </span>
      <h3 className="h5 pkg-price__name" id={headingId}>
        {option.label}
      </h3>
      <p className="muted pkg-price__room">{roomText(option)}</p>
      <p className="pkg-price__amount">{formatPrice(option.price)}</p>
      <p className="small muted pkg-price__per">per person</p>
      <a
        className="btn btn--accent btn--lg btn--block"
        href={bookingHref(slug, option)}
        aria-describedby={headingId}
      >
        {/* Sold out: the same booking form takes the request for the waiting list. */}
        {soldOut ? WAITING_LIST_LABEL : 'Book Now'}
      </a>
    </article>
  );
}

/**
 * Spec section 2: Quad, Triple and Double cards (4, 3, 2 per room), each only when its price
 * exists; a Standard card with the base price only when none of them does. A sold-out package's
 * cards offer the waiting list instead of Book Now.
 */
export function PricingCards({ pkg }: { pkg: PricedPackage }) {
  const options = pricingOptions(pkg);
  return (
    <div className={`pkg-prices pkg-prices--${options.length}`}>
      {options.map((option) => (
        <PricingCard key={option.kind} slug={pkg.slug} option={option} soldOut={isSoldOut(pkg)} />
      ))}
    </div>
  );
}
