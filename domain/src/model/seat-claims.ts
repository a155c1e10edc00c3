// The seats a stored booking claims on its departure, read from the booking document: what it
// holds and what its departure's tally counts of it. Pure: the stores read and write.
import {
  NO_TALLY,
  bookingSeats,
  bookingTally,
  type BookingTally,
  type SeatClaim,
} from './departures';
import { storedPaymentOf } from './booking-document';
import type { DocumentFields } from './stored-fields';

/** What a booking in the state `data` counts on its departure beside its seats. */
export function tallyOf(data: DocumentFields): BookingTally {
  return bookingTally({
    status: String(data['status'] ?? ''),
    waitingList: data['waitingList'] === true,
    numberOfTravelers: Number(data['numberOfTravelers'] ?? 0),
    paymentStatus: storedPaymentOf(data)?.status ?? null,
  });
}

/**
 * Marks a booking whose tally its departure's tally includes, written with every ledger move.
 * A booking written around this store (an older booking, a test's or the seed's) is not in its
 * departure's tally until a recount adds it: its first move through the ledger then adds it
 * whole instead of taking away what was never counted.
 */
export const TALLIED = { tallied: true } as const;

/**
 * The stored booking's claim now: the seats it holds (its `seatsHeld`) and what its departure's
 * tally counts of it (nothing until it is TALLIED).
 */
export function storedClaim(data: DocumentFields): SeatClaim | null {
  const departureId = data['departureId'];
  if (typeof departureId !== 'string' || !departureId) return null;
  const tally = data['tallied'] === true ? tallyOf(data) : NO_TALLY;
  return { departureId, seats: Number(data['seatsHeld'] ?? 0), tally };
}

/** The travellers a booking counts: the number agreed at confirmation, else the request's. */
export function travellersOf(data: DocumentFields): number {
  const agreed = (data['payment'] as { travellers?: unknown } | null | undefined)?.travellers;
  return typeof agreed === 'number' ? agreed : Number(data['numberOfTravelers'] ?? 0);
}

/** The claim a booking makes on `departureId` once it is in the state `after` (the whole booking). */
export function claimFor(departureId: string | null, after: DocumentFields): SeatClaim | null {
  if (!departureId) return null;
  const seats = bookingSeats({
    departureId,
    status: String(after['status'] ?? ''),
    travellers: travellersOf(after),
  });
  return { departureId, seats, tally: tallyOf(after) };
}
