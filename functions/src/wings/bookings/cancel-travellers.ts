// Staff cancel all or some of a booking's travellers (on the pilgrim's request or their own): the
// policy the pilgrim accepted sets the fee and what is kept, the travellers left may pay a single
// supplement, the seats go back to the departure, and what was paid beyond the new total goes
// back (to the card through the provider, or recorded as sent by e-Transfer, cash or cheque)
// with its numbered refund receipt, all in one transaction.
import { DomainError } from '@umrah/domain/model/errors';
import type { Booking } from '@umrah/domain/model/bookings';
import type { CancellationPolicy } from '@umrah/domain/model/money/cancellation-policy';
import { policyVersion } from '@umrah/domain/model/money/cancellation-policy';
import {
  cancellationQuote,
  retainedBy,
  type CancellationEntry,
  type CancellationQuote,
} from '@umrah/domain/model/money/cancellation';
import {
  cancellationPolicyFor,
  type CancelledBy,
} from '@umrah/domain/model/money/departure-cancellation';
import type { CancellationDecisionInput } from '@umrah/domain/schemas/cancellation-decision';
import { toBookingRecord, type StoredPayment } from '@umrah/domain/model/booking-document';
import { claimFor, storedClaim, travellersOf } from '@umrah/domain/model/seat-claims';
import type { PaymentRecord } from '@umrah/domain/model/payments';
import type { DocumentFields } from '@umrah/domain/model/stored-fields';
import { inTransaction } from '../../platform/firebase/transaction';
import { withLease } from '../../platform/firebase/lease';
import { lookUpDeparture } from '../departures/read-departures';
import { tripLink, withPayLink } from '../money/pay-link';
import { creditIn } from '../money/credits';
import type { Credit } from '@umrah/domain/model/money/credits';
import { linkKey } from '../../platform/links/payment-link-key';
import { queueMail } from '../../platform/mail/mail';
import { cancellationMail } from './mails/cancellation-mail';
import { receiptIssue } from '../money/receipt-issue';
import { applyAmount, planAtTotal } from '../money/payment-moves';
import { paymentProvider } from '../money/provider';
import {
  RECEIPTS_LEASE,
  RECEIPT_TRANSACTION,
  readReceiptCounter,
  recordRefundIn,
} from '../money/money-steps';
import { moveSeats } from './seat-moves';
import { bookingPolicy } from './booking-policy';
import { findBooking, readBookingIn, writeCancellation } from './store/bookings-store';
import * as clock from '../../platform/clock';

/** A quote with the policy it applied (null: none stated, so no fee). */
export interface CancellationPreview {
  quote: CancellationQuote;
  policyVersion: string | null;
}

/**
 * The policy a cancellation applies: the one the pilgrim accepted, else the one in force; none
 * when the agency cancels (cancellationPolicyFor).
 */
async function policyOf(
  booking: Booking,
  by: CancelledBy = 'pilgrim',
): Promise<CancellationPolicy | null> {
  return by === 'agency' ? cancellationPolicyFor(null, by) : bookingPolicy(booking);
}

/** The departure's single supplement per person, in cents (null: no single room offered). */
async function supplementOf(booking: Booking): Promise<number | null> {
  const departure = booking.departureId ? await lookUpDeparture(booking.departureId) : null;
  const dollars = departure?.prices.singleSupplement ?? null;
  return dollars === null ? null : Math.round(dollars * 100);
}

function quoteOf(
  policy: CancellationPolicy | null,
  booking: Booking,
  p: StoredPayment,
  supplement: number | null,
  travellers: number,
  on: string,
): CancellationQuote {
  if (!Number.isInteger(travellers) || travellers < 1 || travellers > p.travellers) {
    throw new DomainError('cancellation_too_many', { travellers: p.travellers });
  }
  return cancellationQuote(
    policy,
    {
      totalCents: p.totalCents,
      paidCents: p.paidCents,
      travellers: p.travellers,
      roomType: p.roomType,
      departureDate: p.departureDate,
      singleSupplementCents: supplement,
      retainedCents: retainedBy(booking.cancellations ?? []),
    },
    travellers,
    on,
  );
}

async function cancellable(id: string) {
  const record = await findBooking(id);
  if (!record) throw new DomainError('booking_not_found');
  if (!record.stored || record.booking.status === 'cancelled') {
    throw new DomainError('cancellation_needs_plan');
  }
  return record as typeof record & { stored: StoredPayment };
}

/** What cancelling `travellers` on `on` (YYYY-MM-DD, default today) would cost and return. */
export async function previewCancellation(
  id: string,
  travellers: number,
  on: string = clock.today(),
  by: CancelledBy = 'pilgrim',
): Promise<CancellationPreview> {
  const record = await cancellable(id);
  const [policy, supplement] = await Promise.all([
    policyOf(record.booking, by),
    supplementOf(record.booking),
  ]);
  return {
    quote: quoteOf(policy, record.booking, record.stored, supplement, travellers, on),
    policyVersion: policy ? policyVersion(policy) : null,
  };
}

/** The card payments a refund can go back to, newest first, with what each can still take. */
function refundableCards(payments: readonly PaymentRecord[]): { intent: string; cents: number }[] {
  const left = new Map<string, number>();
  for (const r of payments) {
    const intent = r.provider?.paymentIntentId;
    if (!intent) continue;
    left.set(intent, (left.get(intent) ?? 0) + r.amountCents);
  }
  return [...left.entries()]
    .map(([intent, cents]) => ({ intent, cents }))
    .filter((c) => c.cents > 0)
    .reverse();
}

/**
 * Sends `refundCents` back to the booking's cards, newest payment first. The keys follow from the
 * booking's state, so a retry after a failed write asks the provider for the same refunds.
 */
async function refundToCards(
  id: string,
  payments: readonly PaymentRecord[],
  refundCents: number,
  stateKey: string,
): Promise<{ intent: string; refundId: string; cents: number }[]> {
  const cards = refundableCards(payments);
  const cardCents = cards.reduce((s, c) => s + c.cents, 0);
  if (cardCents < refundCents) throw new DomainError('refund_card_short', { cardCents });
  const provider = await paymentProvider();
  const sent: { intent: string; refundId: string; cents: number }[] = [];
  let rest = refundCents;
  for (const card of cards) {
    if (rest <= 0) break;
    const cents = Math.min(rest, card.cents);
    const { refundId } = await provider.refund({
      paymentIntentId: card.intent,
      amountCents: cents,
      idempotencyKey: `cancel-${stateKey}-${card.intent}`,
      bookingId: id,
    });
    sent.push({ intent: card.intent, refundId, cents });
    rest -= cents;
  }
  return sent;
}

/** The plan once the cancellation's new total stands, before any refund. */
function planAfter(p: StoredPayment, quote: CancellationQuote): StoredPayment {
  return planAtTotal(p, quote.newTotalCents, quote.whole ? p.travellers : quote.travellersLeft);
}

/**
 * Decides a cancellation: refused when the refund differs from the one staff previewed (money
 * moved in between). Card refunds go to the provider first, under keys that make a retry safe;
 * then one transaction writes the booking, its seats, the refund record and its receipt.
 */
export async function cancelTravellers(
  id: string,
  input: CancellationDecisionInput,
  staff: string,
  /** 'agency': the agency cancelled the departure, so no fee (departure-cancellation.ts). */
  by: CancelledBy = 'pilgrim',
): Promise<Booking> {
  const today = clock.today();
  const record = await cancellable(id);
  const [policy, supplement] = await Promise.all([
    policyOf(record.booking, by),
    supplementOf(record.booking),
  ]);
  const version = policy ? policyVersion(policy) : null;
  const first = quoteOf(policy, record.booking, record.stored, supplement, input.travellers, today);
  if (first.refundCents !== input.expectedRefundCents) {
    throw new DomainError('cancellation_quote_changed', { refundCents: first.refundCents });
  }
  const creditCents = input.creditCents;
  if (creditCents > first.refundCents) {
    throw new DomainError('credit_exceeds_refund', { refundCents: first.refundCents });
  }
  if (creditCents > 0 && (input.creditExpiresOn ?? '') <= today) {
    throw new DomainError('credit_expiry_past');
  }
  const backCents = first.refundCents - creditCents;
  const stateKey = `${id}-${record.stored.paidCents}-${record.stored.travellers}-${input.travellers}`;
  const cardRefunds =
    input.refundMethod === 'card' && backCents > 0
      ? await refundToCards(id, record.booking.payments ?? [], backCents, stateKey)
      : [];
  const [issue, key] = await Promise.all([receiptIssue(staff, id), linkKey()]);
  const written = await withLease(RECEIPTS_LEASE, () =>
    inTransaction(async (tx) => {
      // The receipts' counter first, then the booking (RECEIPT_LOCK_ORDER).
      const counter = await readReceiptCounter(
        tx,
        (backCents > 0 ? 1 : 0) + (creditCents > 0 ? 1 : 0),
      );
      const data = await readBookingIn(tx, id);
      const now = toBookingRecord(id, data);
      if (!now.stored || now.booking.status === 'cancelled') {
        throw new DomainError('cancellation_needs_plan');
      }
      const quote = quoteOf(policy, now.booking, now.stored, supplement, input.travellers, today);
      if (quote.refundCents !== first.refundCents) {
        throw new DomainError('cancellation_quote_changed', { refundCents: quote.refundCents });
      }
      const plan = planAfter(now.stored, quote);
      // What goes back, then what stays as a credit: each its own record and receipt.
      const back = backCents ? applyAmount(plan, -backCents) : plan;
      const next = creditCents ? applyAmount(back, -creditCents) : back;
      const status = quote.whole ? 'cancelled' : now.booking.status;
      const travellers = quote.whole ? travellersOf(data) : quote.travellersLeft;
      const after: DocumentFields = {
        ...data,
        status,
        numberOfTravelers: travellers,
        payment: next,
      };
      const to = claimFor(storedClaim(data)?.departureId ?? null, after);
      await moveSeats(tx, id, data, to, '');
      if (to) after['seatsHeld'] = to.seats;
      const entry: CancellationEntry = {
        at: clock.now().toISOString(),
        by: staff,
        requestedBy: now.booking.cancellationRequest?.by ?? 'staff',
        travellers: input.travellers,
        reason: input.reason,
        feeCents: quote.feeCents,
        nonRefundableCents: quote.nonRefundableCents,
        supplementCents: quote.supplementCents,
        refundCents: backCents,
        refundMethod: backCents ? input.refundMethod : '',
        creditCents,
        policyVersion: version,
      };
      let fields = after;
      if (backCents) {
        fields = recordRefundIn(tx, counter, issue, id, fields, back, {
          cents: backCents,
          method: input.refundMethod,
          note: cancellationNote(input.travellers, quote, cardRefunds),
          provider: cardRefunds[0]
            ? {
                sessionId: '',
                paymentIntentId: cardRefunds[0].intent,
                eventId: cardRefunds[0].refundId,
              }
            : null,
          recordedBy: staff,
          at: clock.now().toISOString(),
        });
      }
      let credit: Credit | null = null;
      if (creditCents) {
        ({ fields, credit } = creditIn(tx, counter, issue, id, fields, next, {
          cents: creditCents,
          expiresOn: input.creditExpiresOn ?? '',
          by: staff,
        }));
        entry.creditReference = credit.reference;
      }
      writeCancellation(tx, id, { status, travellers, payment: next }, to, entry);
      fields = {
        ...fields,
        cancellationRequest: null,
        cancellations: [...(now.booking.cancellations ?? []), entry],
      };
      if (input.sendEmail) {
        queueMail(
          tx,
          now.booking.email,
          cancellationMail({
            language: now.booking.language ?? 'en',
            reference: now.booking.reference,
            quote,
            back: { cents: backCents, method: input.refundMethod },
            credit,
            agency: {
              name: issue.agency.legalName,
              phone: issue.agency.phone,
              email: issue.agency.email,
            },
            tripLink: tripLink(key, id, next, now.booking.language),
          }),
        );
      }
      return fields;
    }, RECEIPT_TRANSACTION),
  );
  return withPayLink(toBookingRecord(id, written));
}

/** The refund's note: what it is for, and the provider's refund ids for a card refund. */
function cancellationNote(
  travellers: number,
  quote: CancellationQuote,
  cards: readonly { refundId: string }[],
): string {
  const who = quote.whole ? 'Booking cancelled' : `${travellers} traveller(s) cancelled`;
  const ids = cards.length ? ` (card refund ${cards.map((c) => c.refundId).join(', ')})` : '';
  return `${who}${ids}`;
}
