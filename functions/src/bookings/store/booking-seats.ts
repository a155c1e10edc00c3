// The seats a stored booking holds on its departure, and the waiting list's order, read inside a
// booking's transaction. The departures' counts are moved by the ledger the use case passes in
// (departures/seat-ledger.ts), so this store never touches another wing's documents itself.
import {
  bookingSeats,
  waitingAhead,
  type SeatChange,
  type SeatClaim,
} from '@umrah/domain/model/departures';
import { DomainError } from '@umrah/domain/model/errors';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { toIso } from '../../data/timestamps';
import { bookingsCollection } from './collection';

/** Moves a departure's held seats inside the booking's transaction (reads, then writes). */
export type SeatLedger = (tx: Transaction, change: SeatChange) => Promise<void>;

/** Statuses of a request that has not been confirmed yet (waiting, or simply requested). */
export const OPEN_REQUEST_STATUSES = ['new', 'contacted'] as const;

/** The seats the stored booking holds now (its `seatsHeld`, written with every seat change). */
export function storedClaim(data: DocumentData): SeatClaim | null {
  const departureId = data['departureId'];
  if (typeof departureId !== 'string' || !departureId) return null;
  return { departureId, seats: Number(data['seatsHeld'] ?? 0) };
}

/** The travellers a booking counts: the number agreed at confirmation, else the request's. */
export function travellersOf(data: DocumentData): number {
  const agreed = (data['payment'] as { travellers?: unknown } | null | undefined)?.travellers;
  return typeof agreed === 'number' ? agreed : Number(data['numberOfTravelers'] ?? 0);
}

/** The claim a booking makes in a given state. */
export function claimFor(
  departureId: string | null,
  status: string,
  travellers: number,
): SeatClaim | null {
  return departureId
    ? { departureId, seats: bookingSeats({ departureId, status, travellers }) }
    : null;
}

/** What a booking confirmed out of the waiting list's order records. */
export interface WaitingListSkip {
  reason: string;
  skipped: string[];
  at: string;
}

/**
 * Refuses to let a booking take seats on `departureId` while waiting-list requests received
 * before it still wait there, unless staff give a reason: then the skip is answered, to be
 * recorded on the booking. A booking already holding seats there (re-confirmed) skips no one.
 */
export async function checkWaitingOrder(
  tx: Transaction,
  bookingId: string,
  data: DocumentData,
  to: SeatClaim | null,
  skipReason: string,
): Promise<WaitingListSkip | null> {
  if (!to || to.seats <= 0) return null;
  const before = storedClaim(data);
  if (before?.departureId === to.departureId && before.seats > 0) return null;
  const snap = await tx.get(
    bookingsCollection()
      .where('departureId', '==', to.departureId)
      .where('waitingList', '==', true),
  );
  const waiting = snap.docs
    .filter((d) => (OPEN_REQUEST_STATUSES as readonly string[]).includes(String(d.get('status'))))
    .map((d) => ({
      id: d.id,
      receivedAt: toIso(d.get('receivedAt')),
      fullName: String(d.get('fullName') ?? ''),
    }));
  const ahead = waitingAhead({ id: bookingId, receivedAt: toIso(data['receivedAt']) }, waiting);
  if (!ahead.length) return null;
  if (!skipReason.trim()) {
    const first = waiting.find((w) => w.id === ahead[0]?.id);
    throw new DomainError('waiting_list_order', {
      ahead: ahead.length,
      firstName: first?.fullName ?? '',
    });
  }
  return {
    reason: skipReason.trim(),
    skipped: ahead.map((w) => w.id),
    at: new Date().toISOString(),
  };
}
