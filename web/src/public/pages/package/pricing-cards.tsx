import { formatAmount } from '@umrah/domain/model/locale-format';
import type { RoomOffer, RoomsOffer } from '@umrah/domain/model/pricing';
import type { MessageId, Translate } from '@umrah/i18n/translate';
import { useHref, useLocale, useT } from '../../site-context';
import { Icon } from '../../ui/icon';
import { depositText } from '../../components/room-offer';

/**
 * The booking form, with this package chosen, the date the cards were priced for (if one) and
 * (for a room card) the room type.
 */
export function bookingHref(slug: string, option: Pick<RoomOffer, 'kind'>, departureId?: string) {
  const params = new URLSearchParams({ package: slug });
  if (departureId) params.set('departure', departureId);
  if (option.kind !== 'standard') params.set('room', option.kind);
  return `/booking?${params.toString()}`;
}

/** The room types' names (rooms.ts ROOM_LABELS) in the catalogs. */
const ROOM_NAMES = {
  quad: 'pricing.quad',
  triple: 'pricing.triple',
  double: 'pricing.double',
  standard: 'pricing.standard',
} as const satisfies Record<RoomOffer['kind'], MessageId>;

function roomText(option: RoomOffer, t: Translate): string {
  return option.roomSize === null
    ? t('pricing.base')
    : t('pricing.roomSize', { count: option.roomSize });
}

function PricingCard({
  slug,
  option,
  from,
  departureId,
  soldOut,
}: {
  slug: string;
  option: RoomOffer;
  from: boolean;
  departureId: string | undefined;
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
      <p className="pkg-price__amount">
        {from && <span className="pkg-price__from">{t('pricing.from')} </span>}
        {formatAmount(option.priceCents, locale)}
      </p>
      <p className="small muted">{t('pricing.perPerson')}</p>
      <p className="small pkg-price__per">{depositText(option, locale, t)}</p>
      <a
        className="btn btn--accent btn--lg btn--block"
        href={href(bookingHref(slug, option, departureId))}
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
 * exists; a Standard card with the base price only when none of them does (pricing.ts). Each
 * card says its deposit; a sold-out date's cards offer the waiting list instead of Book Now.
 */
export function PricingCards({
  slug,
  offer,
  departureId,
  soldOut,
}: {
  slug: string;
  offer: RoomsOffer;
  /** The date the cards are priced for (its booking link names it). */
  departureId?: string | undefined;
  /** The date (or every date) takes only its waiting list. */
  soldOut: boolean;
}) {
  return (
    <div className={`pkg-prices pkg-prices--${offer.rooms.length}`}>
      {offer.rooms.map((option) => (
        <PricingCard
          key={option.kind}
          slug={slug}
          option={option}
          from={offer.from}
          departureId={departureId}
          soldOut={soldOut}
        />
      ))}
    </div>
  );
}
