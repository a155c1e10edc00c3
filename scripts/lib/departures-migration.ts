// The move from a package's single date and hand-typed seatsLeft to departures: one departure per
// dated package, its bookings linked to it. Pure: scripts/migrate-departures.ts reads and writes
// Firestore; this decides what changes, so a second run (everything linked) changes nothing.
import { addDays, isIsoDate } from '@umrah/domain/model/dates';
import {
  bookingSeats,
  defaultReturnDate,
  type DepartureFields,
} from '@umrah/domain/model/departures';

/** Capacity given to a package whose seats were open (no limit kept): staff adjust it. */
export const OPEN_PACKAGE_CAPACITY = 40;

/** The departure made from a package: a fixed id, so a second run finds it. */
export const migratedDepartureId = (packageId: string) => `${packageId}-first`;

export interface OldPackage {
  id: string;
  title?: unknown;
  departureDate?: unknown;
  returnDate?: unknown;
  seatsLeft?: unknown;
  nightsInMakkah?: unknown;
  nightsInMadina?: unknown;
  airports?: unknown;
}

export interface OldBooking {
  id: string;
  departureId?: unknown;
  status?: unknown;
  numberOfTravelers?: unknown;
  payment?: { travellers?: unknown } | null;
}

export interface DeparturesMigration {
  /** The departure to create (null: it exists, or the package has no date). */
  create: (DepartureFields & { bookedSeats: number }) | null;
  /** Seats to add to an existing departure's count (bookings linked since the first run). */
  addSeats: number;
  /** Bookings to link, with the seats each holds. */
  links: { id: string; departureId: string; seatsHeld: number }[];
  notes: string[];
}

const travellersOf = (b: OldBooking) =>
  typeof b.payment?.travellers === 'number'
    ? b.payment.travellers
    : Number(b.numberOfTravelers ?? 0);

export function planDeparturesMigration(
  pkg: OldPackage,
  departureExists: boolean,
  bookings: readonly OldBooking[],
): DeparturesMigration {
  const notes: string[] = [];
  const none = { create: null, addSeats: 0, links: [], notes };
  if (!isIsoDate(pkg.departureDate)) {
    notes.push('no departure date: nothing to migrate');
    return none;
  }
  const departureId = migratedDepartureId(pkg.id);
  const links = bookings
    .filter((b) => typeof b.departureId !== 'string' || !b.departureId)
    .map((b) => ({
      id: b.id,
      departureId,
      seatsHeld: bookingSeats({
        departureId,
        status: String(b.status),
        travellers: travellersOf(b),
      }),
    }));
  const linkedSeats = links.reduce((sum, l) => sum + l.seatsHeld, 0);
  if (departureExists) return { create: null, addSeats: linkedSeats, links, notes };

  const seatsLeft = typeof pkg.seatsLeft === 'number' ? Math.max(0, pkg.seatsLeft) : null;
  if (seatsLeft === null) {
    notes.push(
      `seats were open (no limit kept): capacity set to ${OPEN_PACKAGE_CAPACITY}, check it`,
    );
  }
  const nights = {
    nightsInMakkah: Number(pkg.nightsInMakkah ?? 0),
    nightsInMadina: Number(pkg.nightsInMadina ?? 0),
  };
  const returnDate = isIsoDate(pkg.returnDate)
    ? pkg.returnDate
    : defaultReturnDate(pkg.departureDate, nights);
  // The seats left stay what staff typed: capacity is them plus what confirmed bookings hold.
  const capacity = Math.max(1, (seatsLeft ?? OPEN_PACKAGE_CAPACITY) + linkedSeats);
  return {
    create: {
      departureDate: pkg.departureDate,
      returnDate: returnDate < pkg.departureDate ? addDays(pkg.departureDate, 1) : returnDate,
      flights: {
        airline: '',
        flightNumbers: '',
        departureAirport:
          typeof pkg.airports === 'string' ? (pkg.airports.split('\n')[0]?.trim() ?? '') : '',
        departureTime: '',
        connections: '',
        legs: [],
      },
      capacity,
      prices: { quad: null, triple: null, double: null, singleSupplement: null },
      depositDueDate: null,
      balanceDueDate: null,
      status: 'open',
      notes: '',
      fr: null,
      paymentPlan: null,
      cancellationPolicy: null,
      bookedSeats: linkedSeats,
    },
    addSeats: 0,
    links,
    notes,
  };
}
