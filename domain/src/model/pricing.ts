// A package's pricing cards. Apart from package.ts (its schema) so a page shows prices without
// loading yup.
import type { PackageInput } from '../schemas/package';
import { departurePrices, type DepartureFields } from './departures';
import { agreedPlan, depositPerTravellerCents, type PaymentTerms } from './payments';
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

/** One room as the public pages offer it: its price and deposit per person, in cents. */
export interface RoomOffer {
  kind: PricingOption['kind'];
  roomSize: number | null;
  priceCents: number;
  /** What confirming asks of each traveller now (the whole price for a late booking). */
  depositCents: number;
}

/** What a date (or, across dates, the package) offers: its rooms, single supplement and dates. */
export interface RoomsOffer {
  rooms: RoomOffer[];
  /** Per person for a room alone; null: no single room offered. Across dates: the lowest. */
  singleSupplementCents: number | null;
  /** YYYY-MM-DD the balance is due by (a date's own offer only; null across dates). */
  balanceDueDate: string | null;
  /** Prices and supplement are the lowest over several dates ("from"). */
  from: boolean;
}

/** A departure as a date's offer needs it. */
type OfferedDeparture = Pick<DepartureFields, 'prices' | 'departureDate'> &
  Partial<Pick<DepartureFields, 'depositDueDate' | 'balanceDueDate' | 'paymentPlan'>>;

/**
 * What a visitor is offered on one date: its room cards (the departure's own prices over the
 * package's), each with the deposit the confirmation will ask (agreedPlan for one traveller:
 * the departure's payment plan, else today's terms with its own deadlines; booked after the
 * balance date, the whole price), and the date's single supplement.
 */
export function departureOffer(
  pkg: PricedPackage,
  departure: OfferedDeparture,
  terms: Pick<PaymentTerms, 'deposit' | 'balanceDueDays'>,
  today: string,
): RoomsOffer {
  let balanceDueDate = today;
  const rooms = departureOptions(pkg, departure).map((option) => {
    const plan = agreedPlan({
      totalCents: cents(option.price),
      travellers: 1,
      departureDate: departure.departureDate,
      today,
      terms,
      overrides: {
        depositDueDate: departure.depositDueDate ?? null,
        balanceDueDate: departure.balanceDueDate ?? null,
      },
      template: departure.paymentPlan ?? null,
    });
    balanceDueDate = plan.balanceDueDate;
    return {
      kind: option.kind,
      roomSize: option.roomSize,
      priceCents: plan.totalCents,
      depositCents: plan.depositCents,
    };
  });
  const supplement = departure.prices.singleSupplement;
  return {
    rooms,
    singleSupplementCents: supplement === null ? null : cents(supplement),
    balanceDueDate,
    from: false,
  };
}

/**
 * What the package offers across its dates, before one is chosen: each room any date sells, at
 * its lowest price (with that date's deposit), and the lowest single supplement. One date: that
 * date's offer. No dates: the package's own cards, with the terms' deposit.
 */
export function packageOffer(
  pkg: PricedPackage,
  departures: readonly OfferedDeparture[],
  terms: Pick<PaymentTerms, 'deposit' | 'balanceDueDays'>,
  today: string,
): RoomsOffer {
  if (departures.length === 1) return departureOffer(pkg, departures[0]!, terms, today);
  if (!departures.length) {
    return {
      rooms: pricingOptions(pkg).map((option) => ({
        kind: option.kind,
        roomSize: option.roomSize,
        priceCents: cents(option.price),
        depositCents: Math.min(
          cents(option.price),
          depositPerTravellerCents(terms, cents(option.price), 1),
        ),
      })),
      singleSupplementCents: null,
      balanceDueDate: null,
      from: false,
    };
  }
  const offers = departures.map((d) => departureOffer(pkg, d, terms, today));
  // Every date priced alike: its prices, not "from" ones (each date keeps its own balance date).
  const priced = (o: RoomsOffer) =>
    JSON.stringify([o.rooms.map((r) => [r.kind, r.priceCents]), o.singleSupplementCents]);
  if (offers.every((o) => priced(o) === priced(offers[0]!))) {
    return { ...offers[0]!, balanceDueDate: null };
  }
  const lowest = new Map<RoomOffer['kind'], RoomOffer>();
  for (const room of offers.flatMap((o) => o.rooms)) {
    const best = lowest.get(room.kind);
    if (!best || room.priceCents < best.priceCents) lowest.set(room.kind, room);
  }
  // A date priced by room sells no "standard" room: keep the room types when any date has them.
  const kinds = [...ROOM_TYPES, 'standard' as const].filter((k) => lowest.has(k));
  const rooms = kinds.some((k) => k !== 'standard') ? kinds.filter((k) => k !== 'standard') : kinds;
  const supplements = offers
    .map((o) => o.singleSupplementCents)
    .filter((c): c is number => c !== null);
  return {
    rooms: rooms.map((k) => lowest.get(k)!),
    singleSupplementCents: supplements.length ? Math.min(...supplements) : null,
    balanceDueDate: null,
    from: true,
  };
}
