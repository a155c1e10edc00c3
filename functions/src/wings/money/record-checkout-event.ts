// The payment provider's word on a card checkout (paid, pending debit, failed, expired), from an
// event whose signature the route has verified: recorded once, the booking's money following the
// session's state. Money received gets its numbered receipt in the same write. Every event's
// transaction reads the one receipts' counter: one at a time under its lease; a `record_busy`
// (503) is retried by the provider like any failed delivery, nothing having been written.
import {
  applyCheckoutEvent,
  isCheckoutEventType,
  type CheckoutSessionRecord,
} from '@umrah/domain/model/checkout-session';
import { CURRENCY, type PaymentRecord } from '@umrah/domain/model/payments';
import { billingAddressLine } from '@umrah/domain/model/receipts';
import {
  checkoutSessionsOf,
  paymentRecordsOf,
  storedPaymentOf,
} from '@umrah/domain/model/booking-document';
import type Stripe from 'stripe';
import { inTransaction } from '../../platform/firebase/transaction';
import { withLease } from '../../platform/firebase/lease';
import { RECEIPT_TRANSACTION, RECEIPTS_LEASE, readReceiptCounter } from './store/receipts-store';
import {
  claimEvent,
  eventSeen,
  findBookingIn,
  writeCheckoutEvent,
  type CheckoutEvent,
  type EventOutcome,
} from './store/payments-store';
import { followMoney, issueReceiptIn } from './money-steps';
import { applyAmount, unrecordedSession, type ReceiptIssue } from './payment-moves';
import { receiptIssue } from './receipt-issue';
import * as clock from '../../platform/clock';

function checkoutEventOf(event: Stripe.Event): CheckoutEvent | null {
  if (!isCheckoutEventType(event.type)) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  const pi = session.payment_intent;
  return {
    eventId: event.id,
    type: event.type,
    bookingId: session.metadata?.['bookingId'] ?? session.client_reference_id ?? '',
    sessionId: session.id,
    paymentIntentId: typeof pi === 'string' ? pi : (pi?.id ?? ''),
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? '',
    paymentStatus: session.payment_status,
    // Asked for at the checkout (billing_address_collection: 'required'): the receipt's address.
    billingAddress: billingAddressLine(session.customer_details?.address),
  };
}

const OUTCOMES: Record<CheckoutSessionRecord['state'], EventOutcome> = {
  open: 'ignored',
  pending: 'pending',
  paid: 'recorded',
  failed: 'failed',
  expired: 'expired',
};

/**
 * Records a checkout event once: the event id is claimed in the same transaction as the booking
 * update, so a replayed or concurrently redelivered event changes nothing. The session's state
 * decides what the event may do (domain/src/model/checkout-session.ts): a payment is counted when
 * its session first becomes paid, whichever event says so, and a debit is pending only while its
 * session is, so events arriving in any order leave the same balance.
 */
function recordEvent(e: CheckoutEvent, issue: ReceiptIssue): Promise<EventOutcome> {
  return inTransaction(async (tx) => {
    // The receipts' counter first, then the event and the booking (see RECEIPT_LOCK_ORDER).
    const counter = await readReceiptCounter(tx);
    const [seen, stored] = await Promise.all([
      eventSeen(tx, e.eventId),
      findBookingIn(tx, e.bookingId),
    ]);
    if (seen) return 'duplicate';
    const p = stored && storedPaymentOf(stored);
    if (!stored || !p || e.currency.toLowerCase() !== CURRENCY) {
      return claimEvent(tx, e, 'ignored');
    }
    const sessions = checkoutSessionsOf(stored);
    const known = sessions.find((s) => s.id === e.sessionId);
    const before = known ?? unrecordedSession(e, p, paymentRecordsOf(stored), sessions);
    // Until money moves, the provider's amount is the session's (it is what the pilgrim pays).
    const session =
      (before.state === 'open' || before.state === 'expired') && e.amountCents > 0
        ? { ...before, amountCents: e.amountCents }
        : before;
    const t = applyCheckoutEvent(session, {
      id: e.eventId,
      type: e.type,
      paymentStatus: e.paymentStatus,
    });
    if (t.session.eventIds === session.eventIds) return claimEvent(tx, e, 'duplicate');
    const next = applyAmount(p, t.paidDeltaCents, t.pendingDeltaCents);
    await followMoney(tx, e.bookingId, stored, next);
    const paid: PaymentRecord | null =
      t.paidDeltaCents > 0
        ? {
            id: e.eventId,
            amountCents: t.paidDeltaCents,
            kind: 'payment',
            method: 'card',
            note: '',
            provider: {
              sessionId: e.sessionId,
              paymentIntentId: e.paymentIntentId,
              eventId: e.eventId,
            },
            recordedBy: 'Stripe',
            at: clock.now().toISOString(),
          }
        : null;
    // The payer's address from the checkout: on this receipt, and the booking's if it had none.
    const address = paid ? e.billingAddress.trim() : '';
    const keepAddress = address && !String(stored['address'] ?? '').trim() ? address : '';
    writeCheckoutEvent(tx, e.bookingId, {
      session: t.session,
      next,
      paid,
      address: keepAddress,
      failed: t.changed && t.session.state === 'failed',
    });
    if (paid) {
      const data = address ? { ...stored, address } : stored;
      issueReceiptIn(tx, counter, issue, e.bookingId, data, next, paid);
    }
    return claimEvent(tx, e, t.changed ? OUTCOMES[t.session.state] : 'ignored');
  }, RECEIPT_TRANSACTION);
}

/** Other event types are acknowledged (so the provider stops retrying) and ignored. */
export async function recordCheckoutEvent(event: Stripe.Event): Promise<EventOutcome> {
  const checkout = checkoutEventOf(event);
  if (!checkout) return 'ignored';
  const issue = await receiptIssue('', checkout.bookingId);
  return withLease(RECEIPTS_LEASE, () => recordEvent(checkout, issue));
}
