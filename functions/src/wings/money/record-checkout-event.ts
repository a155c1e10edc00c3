// The payment provider's word on a card checkout (paid, pending debit, failed, expired), from an
// event whose signature the route has verified: recorded once, the booking's money following the
// session's state. Money received gets its numbered receipt in the same write. Every event's
// transaction reads the one receipts' counter: one at a time under its lease; a `record_busy`
// (503) is retried by the provider like any failed delivery, nothing having been written.
import { isCheckoutEventType } from '@umrah/domain/model/checkout-session';
import { billingAddressLine } from '@umrah/domain/model/receipts';
import type Stripe from 'stripe';
import { seatLedger } from '../departures/seat-ledger';
import { RECEIPTS_LEASE } from '../money/receipts-store';
import { withLease } from '../../platform/firebase/lease';
import { receiptIssue } from './receipt-issue';
import {
  recordCheckoutEvent as recordEvent,
  type CheckoutEvent,
  type EventOutcome,
} from './store/payments-store';

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

/** Other event types are acknowledged (so the provider stops retrying) and ignored. */
export async function recordCheckoutEvent(event: Stripe.Event): Promise<EventOutcome> {
  const checkout = checkoutEventOf(event);
  if (!checkout) return 'ignored';
  const issue = await receiptIssue('', checkout.bookingId);
  return withLease(RECEIPTS_LEASE, () => recordEvent(checkout, issue, seatLedger));
}
