/**
 * A departure: one date of a package, the unit the agency sells (its flights, seats, prices and
 * deadlines). Model only (no yup): the schema is schemas/departure.ts. The seat arithmetic,
 * availability, upcoming-ness and the return-date default live here, once, for the server, the
 * admin area and the public pages alike.
 *
 * Seats: held = travellers of the departure's confirmed bookings + seats staff hold by hand;
 * left = capacity − held. Requests not yet confirmed ("requested") and waiting-list requests hold
 * no seat.
 */
import { addDays, isIsoDate } from './dates';
import { totalNights, type NightsSource } from './nights';
import type { Booking } from './bookings';
import type { DepartureFlights } from './flights';
import type { RoomType } from './rooms';
import type { PlanTemplate } from './money/plan-schedule';
import type { CancellationPolicy } from './money/cancellation-policy';

export const DEPARTURE_STATUSES = ['open', 'guaranteed', 'closed', 'cancelled'] as const;
/**
 * Staff's word on a departure: open for sale, guaranteed to run, closed to new requests, or
 * cancelled by the agency (issue 44 item 6: set only by cancelling the departure, with its
 * bookings' refunds, credits and moves; never listed or bookable again).
 */
export type DepartureStatus = (typeof DEPARTURE_STATUSES)[number];

/** The statuses the departure form offers: cancelling a departure is its own decision. */
export const DEPARTURE_FORM_STATUSES = ['open', 'guaranteed', 'closed'] as const;

/** Whether visitors see and may book the departure (a cancelled one is neither). */
export function isListedDeparture(d: { status: string }): boolean {
  return d.status !== 'cancelled';
}

export const DEPARTURE_STATUS_LABELS: Record<DepartureStatus, string> = {
  open: 'Open',
  guaranteed: 'Guaranteed',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** What each status does, in the words staff choose it by (the departure form says it). */
export const DEPARTURE_STATUS_EFFECTS: Record<DepartureStatus, string> = {
  open: 'Takes booking requests while seats are left.',
  guaranteed:
    'Will run whatever the numbers: visitors see it as guaranteed; takes booking requests while seats are left.',
  closed:
    'Sales closed: takes no new booking requests (visitors can only join its waiting list). Confirmed bookings stay as they are.',
  cancelled:
    'Cancelled by the agency: not listed, takes no request; its bookings were refunded, credited or moved.',
};

/** Highest capacity accepted (a sanity bound, far above any group). */
export const DEPARTURE_CAPACITY_MAX = 2_000;

export {
  FLIGHT_DIRECTIONS,
  FLIGHT_LEGS_MAX,
  groupArrival,
  groupDeparture,
  type DepartureFlights,
  type FlightDirection,
  type FlightLeg,
} from './flights';
/** 'YYYY-MM-DDTHH:MM' into its date and time ('' parts when not given). */
export function legTime(at: string): { date: string; time: string } {
  const [date = '', time = ''] = at.split('T');
  return { date, time };
}

/** Per-person prices (whole dollars) that replace the package's for this date; null: the package's. */
export type DeparturePrices = Record<RoomType, number | null> & {
  /** Added per person for a room alone, where the package offers single rooms. */
  singleSupplement: number | null;
};

/** Seats staff hold by hand: a tour leader, an airline block. */
export interface ManualHold {
  id: string;
  label: string;
  seats: number;
  /** ISO time it was placed. */
  at: string;
  by: string;
}

/** What staff enter for a departure (the form and the request body). */
export interface DepartureFields {
  departureDate: string;
  returnDate: string;
  flights: DepartureFlights;
  capacity: number;
  prices: DeparturePrices;
  /** YYYY-MM-DD overriding the settings' deposit terms (the deposit is due by then); null: terms. */
  depositDueDate: string | null;
  /** YYYY-MM-DD overriding the settings' balance due days; null: terms. */
  balanceDueDate: string | null;
  status: DepartureStatus;
  notes: string;
  /** French versions of the texts travellers read; null until translated. */
  fr: { notes: string; connections: string } | null;
  /** Its payment plan template (money/plan-schedule.ts); null: the settings' terms. */
  paymentPlan: PlanTemplate | null;
  /** Its cancellation policy, overriding the package's; null: the package's. */
  cancellationPolicy: CancellationPolicy | null;
}

/** A stored departure as the admin API answers it. */
export interface Departure extends DepartureFields {
  id: string;
  packageId: string;
  /** Travellers of the confirmed bookings (kept in the bookings' transactions). */
  bookedSeats: number;
  /** Its bookings' requested, waiting and paid-in-full counts (kept in the same transactions). */
  tally: BookingTally;
  manualHolds: ManualHold[];
  /**
   * The code of the leader's group this departure is kept for (model/group-leaders.ts): off
   * /packages, the package page and search engines, booked only through the group's link. Null
   * or absent: a public departure.
   */
  privateFor?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The counts staff read beside a departure (admin lists). */
export interface DepartureCounts {
  capacity: number;
  held: number;
  left: number;
  /** Travellers of requests not yet confirmed (they hold no seat). */
  requested: number;
  /** Travellers waiting on the waiting list. */
  waiting: number;
  /** Confirmed bookings paid in full. */
  paidInFull: number;
}

type Seats = Pick<Departure, 'capacity' | 'bookedSeats' | 'manualHolds'>;

/** Seats held by staff by hand. */
export function manualHeld(d: Pick<Departure, 'manualHolds'>): number {
  return d.manualHolds.reduce((sum, h) => sum + h.seats, 0);
}

/** Seats held: confirmed travellers + staff holds. */
export function seatsHeld(d: Seats): number {
  return d.bookedSeats + manualHeld(d);
}

/** Seats left (never below 0 even if capacity was lowered under what is held). */
export function seatsLeft(d: Seats): number {
  return Math.max(0, d.capacity - seatsHeld(d));
}

/**
 * Whether `more` seats fit on the departure; a change that frees seats (more ≤ 0) always fits,
 * so a cancellation or a move away never fails for want of room.
 */
export function seatsFit(d: Seats, more: number): boolean {
  return more <= 0 || d.capacity - seatsHeld(d) >= more;
}

/**
 * What a booking contributes to its departure's held seats: its travellers once confirmed (paid
 * or not; completed trips keep theirs), nothing while requested, waiting or cancelled, nothing
 * without a departure.
 */
export function bookingSeats(b: {
  departureId?: string | null;
  status: string;
  travellers: number;
}): number {
  if (!b.departureId) return 0;
  return b.status === 'confirmed' || b.status === 'completed' ? b.travellers : 0;
}

/** A departure is upcoming until its departure day has passed (agency time, `today`). */
export function isUpcoming(d: { departureDate: string }, today: string): boolean {
  return d.departureDate >= today;
}

/**
 * The return date when staff leave it blank: the hotel nights after the day the group flies out
 * (flights from Canada land the next day), so departure + total nights + 1.
 */
export function defaultReturnDate(departureDate: string, pkg: NightsSource): string {
  return addDays(departureDate, totalNights(pkg) + 1);
}

/**
 * What the pages say of a departure: sold out (no seat, waiting list), closed (waiting list),
 * few seats, guaranteed, or available. Sold out and closed outrank guaranteed: a guaranteed
 * departure with no seat left cannot be booked.
 */
export type DepartureAvailability = 'available' | 'few' | 'guaranteed' | 'sold-out' | 'closed';

export function departureAvailability(
  d: Seats & Pick<Departure, 'status'>,
  fewThreshold: number,
): DepartureAvailability {
  return availabilityOfSeats(seatsLeft(d), d.status, fewThreshold);
}

/** The same from the seats left and the status (what the public reads carry). */
export function availabilityOfSeats(
  left: number,
  status: DepartureStatus,
  fewThreshold: number,
): DepartureAvailability {
  if (status === 'cancelled') return 'closed';
  if (left <= 0) return 'sold-out';
  if (status === 'closed') return 'closed';
  if (left <= fewThreshold) return 'few';
  return status === 'guaranteed' ? 'guaranteed' : 'available';
}

/** A departure as visitors may read it (no staff notes, no holds' labels). */
export interface PublicDeparture {
  id: string;
  departureDate: string;
  returnDate: string;
  status: DepartureStatus;
  seatsLeft: number;
  prices: DeparturePrices;
  /** Its own deadlines (null or absent: the settings' terms), for the deposit the pages quote. */
  depositDueDate?: string | null;
  balanceDueDate?: string | null;
  /** Its payment plan (null or absent: the settings' terms), for the deposit the pages quote. */
  paymentPlan?: PlanTemplate | null;
  flights: Pick<DepartureFlights, 'airline' | 'departureAirport' | 'departureTime'>;
}

export function publicDeparture(d: Departure): PublicDeparture {
  return {
    id: d.id,
    departureDate: d.departureDate,
    returnDate: d.returnDate,
    status: d.status,
    seatsLeft: seatsLeft(d),
    prices: d.prices,
    depositDueDate: d.depositDueDate,
    balanceDueDate: d.balanceDueDate,
    paymentPlan: d.paymentPlan,
    flights: {
      airline: d.flights.airline,
      departureAirport: d.flights.departureAirport,
      departureTime: d.flights.departureTime,
    },
  };
}

/**
 * The spec's package fields (departureDate, returnDate, seatsLeft) from the package's next
 * upcoming departure, so the API contract and the pages hold: a closed departure shows no seat
 * (it takes only its waiting list). A package without upcoming departures keeps its own fields.
 */
export function withNextDeparture<
  P extends {
    departureDate?: string | null;
    returnDate?: string | null;
    seatsLeft?: number | null;
  },
>(pkg: P, upcoming: readonly PublicDeparture[]): P & { departures: PublicDeparture[] } {
  const sorted = [...upcoming].sort((a, b) => a.departureDate.localeCompare(b.departureDate));
  const next = sorted[0];
  if (!next) return { ...pkg, departures: [] };
  return {
    ...pkg,
    departureDate: next.departureDate,
    returnDate: next.returnDate,
    seatsLeft: next.status === 'closed' ? 0 : next.seatsLeft,
    departures: sorted,
  };
}

/** Whether new requests go to the waiting list: no seat left, or staff closed the departure. */
export function takesOnlyWaitingList(d: Seats & Pick<Departure, 'status'>): boolean {
  return seatsLeft(d) <= 0 || d.status === 'closed' || d.status === 'cancelled';
}

/**
 * Why a departure takes only waiting-list requests, as mails and messages say it: 'closed' when
 * staff closed its sales (whatever seats are left), 'full' when no seat is left; null when it
 * takes bookings.
 */
export function waitingListReason(d: Seats & Pick<Departure, 'status'>): 'closed' | 'full' | null {
  if (d.status === 'closed') return 'closed';
  return seatsLeft(d) <= 0 ? 'full' : null;
}

/** The next upcoming departure (soonest first), or null. */
export function nextDeparture<T extends { departureDate: string }>(
  departures: readonly T[],
  today: string,
): T | null {
  return (
    departures
      .filter((d) => isUpcoming(d, today))
      .sort((a, b) => a.departureDate.localeCompare(b.departureDate))[0] ?? null
  );
}

/** A copy of a departure for a later date: same flights, prices and capacity, no seats taken. */
export function copiedDeparture(
  d: DepartureFields,
  departureDate: string,
  returnDate?: string | null,
): DepartureFields {
  const shift = (date: string | null) =>
    date ? addDays(date, daysBetween(d.departureDate, departureDate)) : null;
  const back = returnDate ?? shift(d.returnDate) ?? departureDate;
  // The flights move with their dates: outbound legs as the departure, return legs as the return.
  const days = {
    outbound: daysBetween(d.departureDate, departureDate),
    return: d.returnDate
      ? daysBetween(d.returnDate, back)
      : daysBetween(d.departureDate, departureDate),
  };
  const moved = (at: string, by: number) => {
    const { date, time } = legTime(at);
    return isIsoDate(date) ? `${addDays(date, by)}T${time}` : at;
  };
  return {
    ...d,
    departureDate,
    returnDate: back,
    flights: {
      ...d.flights,
      legs: d.flights.legs.map((l) => ({
        ...l,
        departsAt: moved(l.departsAt, days[l.direction]),
        arrivesAt: moved(l.arrivesAt, days[l.direction]),
      })),
    },
    depositDueDate: shift(d.depositDueDate),
    balanceDueDate: shift(d.balanceDueDate),
    paymentPlan: d.paymentPlan && {
      ...d.paymentPlan,
      instalments: {
        ...d.paymentPlan.instalments,
        dates: d.paymentPlan.instalments.dates.map((date) => shift(date) ?? date),
      },
    },
    status: 'open',
  };
}

/** Whole days from a to b (YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** A waiting-list entry, as the order rule reads it. */
export interface WaitingEntry {
  id: string;
  /** ISO time the request arrived: the waiting list's order. */
  receivedAt: string;
}

/**
 * The waiting-list entries ahead of `candidate`: received earlier and still waiting (staff pass
 * only entries still waiting). Confirming a booking while anyone is ahead of it skips them, which
 * staff may do only with a reason recorded on the booking.
 */
export function waitingAhead(
  candidate: { id: string; receivedAt: string },
  waiting: readonly WaitingEntry[],
): WaitingEntry[] {
  return waiting
    .filter((w) => w.id !== candidate.id && w.receivedAt < candidate.receivedAt)
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/** The waiting list in order: first requested first. */
export function waitingOrder<T extends WaitingEntry>(waiting: readonly T[]): T[] {
  return [...waiting].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/** A departure's prices over the package's: the per-person price of each room type. */
export function departurePrices<
  P extends { price: number; quadPrice?: number | null; triplePrice?: number | null },
>(
  pkg: P & { doublePrice?: number | null },
  d: Pick<DepartureFields, 'prices'> | null,
): P & { doublePrice?: number | null } {
  if (!d) return pkg;
  return {
    ...pkg,
    quadPrice: d.prices.quad ?? pkg.quadPrice ?? null,
    triplePrice: d.prices.triple ?? pkg.triplePrice ?? null,
    doublePrice: d.prices.double ?? pkg.doublePrice ?? null,
  };
}

/**
 * What a booking counts on its departure beside its seats: the Departures screen's requested,
 * waiting and paid-in-full columns, kept on the departure (`tally`) by the same transactions
 * that move its seats, so a list of departures reads no booking.
 */
export interface BookingTally {
  /** Travellers of a request not yet confirmed, not on the waiting list. */
  requested: number;
  /** Travellers of a request waiting on the waiting list. */
  waiting: number;
  /** 1 for a confirmed booking paid in full. */
  paidInFull: number;
}

export const NO_TALLY: BookingTally = { requested: 0, waiting: 0, paidInFull: 0 };

/** A request not confirmed yet (simply requested, or waiting): it holds no seat. */
export function isOpenRequest(status: string): boolean {
  return status === 'new' || status === 'contacted';
}

/** Whether two tallies count the same. */
export function sameTally(a: BookingTally, b: BookingTally): boolean {
  return a.requested === b.requested && a.waiting === b.waiting && a.paidInFull === b.paidInFull;
}

/** What one booking in a given state counts (the request's travellers while it is one). */
export function bookingTally(b: {
  status: string;
  waitingList?: boolean | null;
  numberOfTravelers: number;
  paymentStatus?: string | null;
}): BookingTally {
  const open = isOpenRequest(b.status);
  return {
    requested: open && !b.waitingList ? b.numberOfTravelers : 0,
    waiting: open && b.waitingList ? b.numberOfTravelers : 0,
    paidInFull: b.status === 'confirmed' && b.paymentStatus === 'paid' ? 1 : 0,
  };
}

/** The tally of many bookings (a departure's, counted afresh). */
export function sumTallies(tallies: readonly BookingTally[]): BookingTally {
  return tallies.reduce(
    (sum, t) => ({
      requested: sum.requested + t.requested,
      waiting: sum.waiting + t.waiting,
      paidInFull: sum.paidInFull + t.paidInFull,
    }),
    NO_TALLY,
  );
}

/** Seats a booking holds on a departure (seats 0: linked, holding none), and what it counts. */
export interface SeatClaim {
  departureId: string;
  seats: number;
  tally: BookingTally;
}

/**
 * A booking's seats before and after one write: the departures' held counts move by the
 * difference, in the same transaction as the booking.
 */
export interface SeatChange {
  from: SeatClaim | null;
  to: SeatClaim | null;
}

/** The change in held seats each departure of a SeatChange sees (departures without change left out). */
export function seatDeltas(change: SeatChange): Map<string, number> {
  const deltas = new Map<string, number>();
  const add = (claim: SeatClaim | null, sign: 1 | -1) => {
    if (!claim) return;
    deltas.set(claim.departureId, (deltas.get(claim.departureId) ?? 0) + sign * claim.seats);
  };
  add(change.from, -1);
  add(change.to, 1);
  for (const [id, delta] of deltas) if (delta === 0) deltas.delete(id);
  return deltas;
}

/** How each departure's tally moves in a SeatChange (departures without change left out). */
export function tallyDeltas(change: SeatChange): Map<string, BookingTally> {
  const deltas = new Map<string, BookingTally>();
  const add = (claim: SeatClaim | null, sign: 1 | -1) => {
    if (!claim) return;
    const d = deltas.get(claim.departureId) ?? NO_TALLY;
    deltas.set(claim.departureId, {
      requested: d.requested + sign * claim.tally.requested,
      waiting: d.waiting + sign * claim.tally.waiting,
      paidInFull: d.paidInFull + sign * claim.tally.paidInFull,
    });
  };
  add(change.from, -1);
  add(change.to, 1);
  for (const [id, d] of deltas) {
    if (!d.requested && !d.waiting && !d.paidInFull) deltas.delete(id);
  }
  return deltas;
}

/**
 * Whether a public request for a departure is stored as waiting list: a sold-out or closed
 * departure takes only waiting-list requests (null: refuse a plain one); any other a plain
 * request, even when a stale page asked for the waiting list.
 */
export function waitingListForDeparture(
  d: Seats & Pick<Departure, 'status'>,
  asked: boolean,
): boolean | null {
  if (!takesOnlyWaitingList(d)) return false;
  return asked ? true : null;
}

/** A departure in staff's lists: its counts and its package's title (as the API answers it). */
export interface DepartureSummary extends Departure {
  packageTitle: string;
  counts: DepartureCounts;
}

/** One departure with its bookings (newest first) and its waiting list in order (first requested first). */
export interface DepartureDetail extends DepartureSummary {
  bookings: Booking[];
  waitingList: Booking[];
}

/** A confirmed booking a change of its departure's dates moves, before and after. */
export interface RescheduledBooking {
  bookingId: string;
  reference: string;
  fullName: string;
  language: 'en' | 'fr';
  tripDate: { before: string; after: string };
  balanceDueDate: { before: string | null; after: string | null };
}

/** POST .../departures/{id}/reschedule-preview: whether the dates change, and who moves. */
export interface DepartureReschedule {
  datesChanged: boolean;
  bookings: RescheduledBooking[];
}

/** PUT .../departures/{id}: the departure saved, with the confirmed bookings its dates moved. */
export type SavedDeparture = Departure & { rescheduled: RescheduledBooking[] };

/** The group message a change of dates offers, in each language (staff edit it before sending). */
export function newDatesMessage(departureDate: string, returnDate: string | null) {
  const back = returnDate ?? departureDate;
  return {
    en: {
      subject: 'New dates for your trip',
      body: `Our departure has new dates: we now leave on ${departureDate} and return on ${back}. Your trip page shows your updated dates and payment schedule. Reply to this email with any question.`,
    },
    fr: {
      subject: 'Nouvelles dates pour votre voyage',
      body: `Notre départ change de dates\u00a0: nous partons maintenant le ${departureDate} et revenons le ${back}. Votre page de voyage montre vos dates et votre calendrier de paiement à jour. Répondez à ce courriel pour toute question.`,
    },
  };
}
