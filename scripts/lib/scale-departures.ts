// For `npm run scale`: many published packages, each with its departures (past and upcoming, open,
// guaranteed and closed, some sold out, some with seats staff hold), and the scale run's bookings
// spread over those departures. Seats stay consistent: a departure's `bookedSeats` is the
// travellers of its confirmed and completed bookings (bookingSeats, the domain's one rule), and a
// sold-out departure's capacity is exactly what it holds, its open requests on the waiting list.
import { addDays, addMonths } from '@umrah/domain/model/dates';
import {
  NO_TALLY,
  bookingSeats,
  bookingTally,
  defaultReturnDate,
  isOpenRequest,
  sumTallies,
  type BookingTally,
} from '@umrah/domain/model/departures';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { seedPackages } from '../../seed/content';

export interface ScaleDepartureShape {
  packages: number;
  departuresPerPackage: number;
  /** How many of each package's departures lie before `today` (the rest are upcoming). */
  pastPerPackage: number;
  /** The bookings spread over the departures, in order: booking i's `bookingDoc(i)`. */
  bookings: number;
  today: string;
}

const pad = (n: number) => String(n).padStart(6, '0');
export const scalePackageId = (i: number) => `spk${pad(i)}`;
export const scaleDepartureId = (k: number) => `sdp${pad(k)}`;
export const scalePackageSlug = (i: number) =>
  `${seedPackages[i % seedPackages.length]?.slug ?? 'package'}-${i + 1}`;

/** The seed package a scale package copies (its texts, prices, stays and plan). */
function basePackage(i: number) {
  const base = seedPackages[i % seedPackages.length];
  if (!base) throw new Error('No seed packages to copy');
  return base;
}

/** Package i: a published copy of a seed package, with its own title and slug. */
export function scalePackageDoc(i: number, now: number): DocumentData {
  const { createdAt: _createdAt, ...base } = basePackage(i);
  return {
    ...base,
    title: `${base.title} ${i + 1}`,
    slug: scalePackageSlug(i),
    isPublished: true,
    createdAt: Timestamp.fromMillis(now - i * 3_600_000),
    updatedAt: Timestamp.fromMillis(now),
  };
}

/** The departure (index k over every package) booking i belongs to: contiguous runs of bookings. */
export function departureOfBooking(i: number, shape: ScaleDepartureShape): number {
  const departures = shape.packages * shape.departuresPerPackage;
  return Math.floor((i * departures) / Math.max(shape.bookings, 1));
}

/** Departure k's date: a month apart per package, spread over the days of the month by package. */
export function scaleDepartureDate(k: number, shape: ScaleDepartureShape): string {
  const i = Math.floor(k / shape.departuresPerPackage);
  const j = k % shape.departuresPerPackage;
  const month = addMonths(`${shape.today.slice(0, 7)}-01`, j - shape.pastPerPackage + 1);
  // The past ones end before today; the first upcoming one is at least a day ahead.
  const date = addDays(month, i % 27);
  return j < shape.pastPerPackage
    ? addDays(shape.today, -(shape.pastPerPackage - j) * 30 - (i % 27) - 1)
    : date;
}

/** Sold out: every sixth departure (capacity = what it holds). */
export const isSoldOut = (k: number) => k % 6 === 1;

/** What a departure's stored status is: every seventh closed, every fifth guaranteed. */
export const departureStatusOf = (k: number) =>
  k % 7 === 3 ? 'closed' : k % 5 === 2 ? 'guaranteed' : 'open';

/** Seats staff hold by hand on every fourth departure and on the sold-out ones. */
export function holdsOf(k: number) {
  return k % 4 === 0 || isSoldOut(k)
    ? [
        {
          id: `${scaleDepartureId(k)}-hold-1`,
          label: 'Airline block',
          seats: 2 + (k % 5),
          at: '2026-10-01T00:00:00.000Z',
          by: 'scale',
        },
      ]
    : [];
}

/**
 * The bookings' fields that tie them to departures (to spread over `bookingDoc(i)`), and each
 * departure's booked seats and tally (requested, waiting, paid in full), as the bookings' store
 * would keep them. `booking(i)` answers booking i's status, travellers and payment.
 */
export function spreadBookings(
  shape: ScaleDepartureShape,
  booking: (i: number) => {
    status: string;
    numberOfTravelers: number;
    payment?: { status?: string } | null;
  },
): { bookedSeats: number[]; tallies: BookingTally[]; links: (i: number) => DocumentData } {
  const departures = shape.packages * shape.departuresPerPackage;
  const bookedSeats = new Array<number>(departures).fill(0);
  const tallies = new Array<BookingTally>(departures).fill(NO_TALLY);
  if (!departures) return { bookedSeats, tallies, links: () => ({}) };
  // Requests on a departure without seats wait for one.
  const waits = (i: number, k: number) => {
    const { status } = booking(i);
    return isOpenRequest(status) && (isSoldOut(k) || departureStatusOf(k) === 'closed');
  };
  for (let i = 0; i < shape.bookings; i++) {
    const k = departureOfBooking(i, shape);
    const { status, numberOfTravelers, payment } = booking(i);
    bookedSeats[k] =
      (bookedSeats[k] ?? 0) +
      bookingSeats({ departureId: scaleDepartureId(k), status, travellers: numberOfTravelers });
    tallies[k] = sumTallies([
      tallies[k] ?? NO_TALLY,
      bookingTally({
        status,
        numberOfTravelers,
        waitingList: waits(i, k),
        paymentStatus: payment?.status ?? null,
      }),
    ]);
  }
  const links = (i: number): DocumentData => {
    const k = departureOfBooking(i, shape);
    const p = Math.floor(k / shape.departuresPerPackage);
    const date = scaleDepartureDate(k, shape);
    return {
      packageId: scalePackageId(p),
      packageTitle: `${basePackage(p).title} ${p + 1}`,
      packageSlug: scalePackageSlug(p),
      departureId: scaleDepartureId(k),
      preferredDate: date,
      tripDate: date,
      waitingList: waits(i, k),
      // Counted in the departure's tally above.
      tallied: true,
    };
  };
  return { bookedSeats, tallies, links };
}

/** Departure k, with its booked seats from `spreadBookings`. */
export function scaleDepartureDoc(
  k: number,
  shape: ScaleDepartureShape,
  bookedSeats: number,
  now: number,
  tally: BookingTally = NO_TALLY,
): DocumentData {
  const i = Math.floor(k / shape.departuresPerPackage);
  const departureDate = scaleDepartureDate(k, shape);
  const manualHolds = holdsOf(k);
  const held = bookedSeats + manualHolds.reduce((sum, h) => sum + h.seats, 0);
  return {
    packageId: scalePackageId(i),
    departureDate,
    returnDate: defaultReturnDate(departureDate, basePackage(i)),
    flights: {
      airline: 'Saudia',
      flightNumbers: 'SV 72 / SV 71',
      departureAirport: 'Toronto (YYZ)',
      departureTime: '18:45',
      connections: '',
    },
    capacity: isSoldOut(k) ? held : held + 5 + (k % 30),
    prices: {
      quad: k % 3 === 0 ? 3000 + (k % 10) * 100 : null,
      triple: null,
      double: null,
      singleSupplement: null,
    },
    depositDueDate: null,
    balanceDueDate: null,
    status: departureStatusOf(k),
    notes: k % 2 ? 'Group led by a Canadian scholar.' : '',
    fr: null,
    bookedSeats,
    tally,
    manualHolds,
    createdAt: Timestamp.fromMillis(now - k * 60_000),
    updatedAt: Timestamp.fromMillis(now),
  };
}
