/**
 * A package's departures as the public pages read them: the package read carries its upcoming
 * departures (`departures`, soonest first) beside the spec's fields, which answer from the next
 * one. Pages filter them again by today at render, so a date that passed while a page sat in the
 * cache (5 minutes) leaves at the next render, on its own.
 */
import { isSoldOut } from '@umrah/domain/model/availability';
import {
  availabilityOfSeats,
  isUpcoming,
  type DepartureAvailability,
  type PublicDeparture,
} from '@umrah/domain/model/departures';
import { fromPriceCents } from '@umrah/domain/model/pricing';
import type { Package } from '@umrah/domain/schemas/package';
import type { MessageId } from '@umrah/i18n/translate';

/** What a package read answers: the package and its upcoming departures (none before them). */
export type WithDepartures = { departures?: readonly PublicDeparture[] | null };
export type PublicPackage = Package & WithDepartures;

/** The package's departures still ahead on `today`, soonest first. */
export function upcomingDepartures(pkg: WithDepartures, today: string): PublicDeparture[] {
  return (pkg.departures ?? [])
    .filter((d) => isUpcoming(d, today))
    .sort((a, b) => a.departureDate.localeCompare(b.departureDate));
}

/** A sold-out or closed departure takes only its waiting list. */
export function waitingListOnly(d: Pick<PublicDeparture, 'seatsLeft' | 'status'>): boolean {
  return d.seatsLeft <= 0 || d.status === 'closed';
}

/**
 * The date a visitor can still book: the soonest upcoming departure that is neither full nor
 * closed (a sold-out date is never promoted as "Next departure"); for a package without
 * departures, its own date while it is ahead. Null when every date takes only its waiting list.
 */
export function nextBookableDate(
  pkg: WithDepartures & { departureDate?: string | null },
  today: string,
): string | null {
  const upcoming = upcomingDepartures(pkg, today);
  if (upcoming.length) return upcoming.find((d) => !waitingListOnly(d))?.departureDate ?? null;
  return pkg.departureDate && pkg.departureDate >= today ? pkg.departureDate : null;
}

type PricedPackage = Pick<Package, 'price' | 'quadPrice' | 'triplePrice' | 'doublePrice'>;

/** The lowest price per person of a departure (its prices over the package's), whole dollars. */
export function departureFrom(pkg: PricedPackage, d: Pick<PublicDeparture, 'prices'>): number {
  return fromPriceCents(pkg, [d]) / 100;
}

/**
 * The package's "from" price, whole dollars: the lowest over its upcoming departures (what a
 * pilgrim can book, and what staff are offered when confirming), its own cards without any.
 */
export function packageFrom(pkg: PricedPackage & WithDepartures, today: string): number {
  return fromPriceCents(pkg, upcomingDepartures(pkg, today)) / 100;
}

export function availabilityOfDeparture(
  d: Pick<PublicDeparture, 'seatsLeft' | 'status'>,
  fewThreshold: number,
): DepartureAvailability {
  return availabilityOfSeats(d.seatsLeft, d.status, fewThreshold);
}

/** What each availability reads as, on the package page and in the booking form. */
export const DEPARTURE_AVAILABILITY_MESSAGES = {
  available: 'departures.available',
  few: 'departures.few',
  guaranteed: 'departures.guaranteed',
  'sold-out': 'departures.soldOut',
  closed: 'departures.closed',
} as const satisfies Record<DepartureAvailability, MessageId>;

/**
 * Whether the package as a whole takes only waiting-list requests: with departures, when every
 * upcoming one does (its next date may be full while a later one has seats); without, its seats.
 */
export function packageSoldOut(
  pkg: { seatsLeft?: number | null } & WithDepartures,
  today: string,
): boolean {
  const upcoming = upcomingDepartures(pkg, today);
  return upcoming.length ? upcoming.every(waitingListOnly) : isSoldOut(pkg);
}

/**
 * The seats a card or a page's badge speaks of: with departures, the soonest date that still
 * sells (0 when none does); without, the package's own.
 */
export function seatsShown(
  pkg: { seatsLeft?: number | null } & WithDepartures,
  today: string,
): number | null | undefined {
  const upcoming = upcomingDepartures(pkg, today);
  if (!upcoming.length) return pkg.seatsLeft;
  return upcoming.find((d) => !waitingListOnly(d))?.seatsLeft ?? 0;
}
