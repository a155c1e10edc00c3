// A leader's group's price at a confirmation: the confirmed booking pays the group's price for
// the travellers confirmed with it, and when that passes a set size (domain: groupPriceFor) every
// confirmed booking of the group comes down to the new price, its plan re-spread (what is due
// first stays due first: planAtLowerTotal). A group price only ever lowers a confirmed plan.
// Runs inside the confirmation's transaction, under its departure's lease, so two confirmations
// of one group count each other.
import {
  groupPriceFor,
  groupTotalCents,
  planAtLowerTotal,
  type Group,
  type GroupPrice,
  type GroupPriceNote,
} from '@umrah/domain/model/group-leaders';
import { storedPaymentOf, type StoredPayment } from '@umrah/domain/model/booking-document';
import type { Transaction } from '../../platform/firebase/transaction';
import { findGroupIn, setConfirmedTravellersIn } from '../group-leaders/groups';
import { applyAmount } from '../money/payment-moves';
import { writeAgreedPayment } from '../money/agreed-payment';
import { groupBookingsIn, type StoredBooking } from './store/bookings-store';

const HOLDS_SEATS = new Set(['confirmed', 'completed']);

/** The group, its bookings and its count, read before the confirmation writes. */
export interface GroupAtConfirmation {
  group: Group;
  others: StoredBooking[];
  /** Travellers confirmed with this booking counted. */
  count: number;
  price: GroupPrice;
}

function travellersOf(b: StoredBooking): number {
  if (!HOLDS_SEATS.has(String(b.data['status']))) return 0;
  return storedPaymentOf(b.data)?.travellers ?? Number(b.data['numberOfTravelers'] ?? 0);
}

/** Reads the group of a booking being confirmed with `travellers`; null: no such group. */
export async function groupAtConfirmation(
  tx: Transaction,
  code: string,
  bookingId: string,
  travellers: number,
): Promise<GroupAtConfirmation | null> {
  const group = await findGroupIn(tx, code);
  if (!group) return null;
  const others = (await groupBookingsIn(tx, code)).filter((b) => b.id !== bookingId);
  const count = others.reduce((sum, b) => sum + travellersOf(b), 0) + travellers;
  return { group, others, count, price: groupPriceFor(group, count) };
}

export function noteOf(g: GroupAtConfirmation): GroupPriceNote {
  return {
    code: g.group.code,
    name: g.group.name,
    pricePerTraveller: g.price.pricePerTraveller,
    minTravellers: g.price.step?.minTravellers ?? null,
  };
}

/** The confirmed booking's total at the group's price. */
export function groupTotalOf(g: GroupAtConfirmation, travellers: number): number {
  return groupTotalCents(g.price.pricePerTraveller, travellers);
}

/** A confirmed group booking's plan at the group's new price, or null when it does not drop. */
export function loweredPayment(p: StoredPayment, note: GroupPriceNote): StoredPayment | null {
  const plan = planAtLowerTotal(p, groupTotalCents(note.pricePerTraveller, p.travellers));
  if (!plan) return null;
  // Nothing paid moves: applyAmount recomputes the status and the next due date.
  return applyAmount({ ...p, ...plan, groupPrice: note }, 0);
}

/** Writes the group's new count and brings its other confirmed bookings down to its price. */
export function applyGroupPrice(tx: Transaction, g: GroupAtConfirmation): string[] {
  const note = noteOf(g);
  const lowered: string[] = [];
  for (const b of g.others) {
    if (!travellersOf(b)) continue;
    const p = storedPaymentOf(b.data);
    const next = p && loweredPayment(p, note);
    if (!next) continue;
    writeAgreedPayment(tx, b.id, next);
    lowered.push(b.id);
  }
  setConfirmedTravellersIn(tx, g.group.code, g.count);
  return lowered;
}
