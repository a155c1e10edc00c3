// A package's pricing cards. Apart from package.ts (its schema) so a page shows prices without
// loading yup.
import type { PackageInput } from '../schemas/package';
import { departurePrices, type DepartureFields } from './departures';
import { ROOM_SIZES, ROOM_TYPES, type RoomType } from './rooms';

export type PricingOption =
  | { kind: RoomType; price: number; roomSize: number }
  | { kind: 'standard'; price: number; roomSize: null };

type PricedPackage = Pick<PackageInput, 'price'> &
  Partial<Pick<PackageInput, 'quadPrice' | 'triplePrice' | 'doublePrice'>>;

const hasPrice = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n);

/**
 * The pricing cards of a package detail page (spec section 2): Quad, Triple
 * and Double (room sizes 4, 3, 2), each only when its price is set (0 counts
 * as set; null/undefined do not); a single Standard card with the base price
 * when none of the three is set.
 */
export function pricingOptions(pkg: PricedPackage): PricingOption[] {
  const prices = { quad: pkg.quadPrice, triple: pkg.triplePrice, double: pkg.doublePrice };
  const options: PricingOption[] = [];
  for (const kind of ROOM_TYPES) {
    const price = prices[kind];
    if (hasPrice(price)) options.push({ kind, price, roomSize: ROOM_SIZES[kind] });
  }
  if (options.length === 0) options.push({ kind: 'standard', price: pkg.price, roomSize: null });
  return options;
}

/** A departure's own per-person prices (whole dollars, null: the package's) and single supplement. */
type PricedDeparture = Pick<DepartureFields, 'prices'>;

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The room cards of a package on one departure: the departure's own price for a room where it
 * sets one, the package's otherwise (no departure: the package's alone).
 */
export function departureOptions(
  pkg: PricedPackage,
  departure: PricedDeparture | null,
): PricingOption[] {
  return pricingOptions(departurePrices(pkg, departure));
}

/**
 * The "from" price per person, in cents: the lowest room price over the departures a pilgrim can
 * choose (the package's own cards when it has none). The public page's "from $…", each
 * departure's line and the JSON-LD offers all read it.
 */
export function fromPriceCents(pkg: PricedPackage, departures: readonly PricedDeparture[]): number {
  const sources = departures.length ? departures : [null];
  return Math.min(
    ...sources.flatMap((d) => departureOptions(pkg, d).map((option) => cents(option.price))),
  );
}

/** Every per-person price on offer, in cents (the JSON-LD AggregateOffer's low and high). */
export function offeredPricesCents(
  pkg: PricedPackage,
  departures: readonly PricedDeparture[],
): number[] {
  const sources = departures.length ? departures : [null];
  return sources.flatMap((d) => departureOptions(pkg, d).map((option) => cents(option.price)));
}

/** What the pilgrim was shown, for the agreed room and travellers: the confirm form's total. */
export interface SuggestedTotal {
  perPersonCents: number;
  travellers: number;
  /** Travellers in a room alone, each paying the departure's single supplement. */
  singles: number;
  singleSupplementCents: number;
  totalCents: number;
}

/**
 * The total staff are offered when confirming a booking: the per-person price of the agreed room
 * on the booking's departure (its own price, else the package's: the same cards the public page
 * showed) × the travellers, plus the single supplement for each traveller in a room alone. A
 * package without room prices prices every room at its base price. A room neither prices, no
 * travellers, or more singles than travellers gives null: staff type the total themselves.
 */
export function suggestedTotal(
  pkg: PricedPackage,
  departure: PricedDeparture | null,
  { roomType, travellers, singles = 0 }: { roomType: string; travellers: number; singles?: number },
): SuggestedTotal | null {
  if (!Number.isInteger(travellers) || travellers < 1) return null;
  if (!Number.isInteger(singles) || singles < 0 || singles > travellers) return null;
  const options = departureOptions(pkg, departure);
  const option =
    options.length === 1 && options[0]?.kind === 'standard'
      ? options[0]
      : options.find((o) => o.kind === roomType);
  if (!option) return null;
  const supplement = departure?.prices.singleSupplement ?? null;
  // A departure without a supplement offers no single room: no single is counted.
  const counted = supplement === null ? 0 : singles;
  const singleSupplementCents = supplement === null ? 0 : cents(supplement);
  const perPersonCents = cents(option.price);
  return {
    perPersonCents,
    travellers,
    singles: counted,
    singleSupplementCents,
    totalCents: perPersonCents * travellers + singleSupplementCents * counted,
  };
}
