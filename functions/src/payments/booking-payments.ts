// From a confirmed booking to its pay page and checkout: the server computes every amount from the
// stored plan (never from the browser) and signs the link.
import { todayInTimeZone } from '@umrah/domain/dates';
import {
  amountDueNow,
  CURRENCY,
  paymentTermsOf,
  type PayLinkGone,
  type PayView,
} from '@umrah/domain/payments';
import type { ConfirmBookingInput } from '@umrah/domain/payment-schemas';
import { CLOSED_BOOKING_STATUSES, type Booking } from '@umrah/domain/inbox';
import { siteUrl } from '../config';
import { db } from '../firebase';
import {
  checkoutStartOf,
  confirmBookingPayment,
  markCheckoutSessionExpired,
  openCheckoutSessions,
  saveCheckoutSession,
  storedPaymentOf,
  type StoredPayment,
} from '../data/payments';
import { getPublicSettings } from '../data/settings';
import { HttpError } from '../http/errors';
import { linkIsCurrent, linkKey, parseLinkToken, readLinkToken, signLinkToken } from './link-token';
import { paymentLinkMail } from './payment-mails';
import { paymentProvider, type CheckoutRequest } from './provider';

export async function payLinkOf(bookingId: string, p: StoredPayment): Promise<string> {
  const token = signLinkToken(await linkKey(), {
    bookingId,
    expires: p.linkExpires,
    version: p.linkVersion,
  });
  return `${siteUrl()}/pay/${token}`;
}

/** The admin view of a booking with its pay link filled in. */
export async function withPayLink(booking: Booking): Promise<Booking> {
  if (!booking.payment) return booking;
  const snap = await db().collection('bookings').doc(booking.id).get();
  const stored = storedPaymentOf(snap.data());
  if (!stored) return booking;
  return { ...booking, payment: { ...booking.payment, link: await payLinkOf(booking.id, stored) } };
}

/** Staff confirm a booking: plan from the settings' terms, link signed, pilgrim mailed. */
export async function confirmBooking(id: string, input: ConfirmBookingInput): Promise<void> {
  const settings = await getPublicSettings();
  const key = await linkKey();
  await confirmBookingPayment(
    id,
    input,
    paymentTermsOf(settings),
    todayInTimeZone(),
    input.sendEmail
      ? (p, _email, bookingId, language) => {
          const token = signLinkToken(key, {
            bookingId,
            expires: p.linkExpires,
            version: p.linkVersion,
          });
          return paymentLinkMail(p, `${siteUrl()}/pay/${token}`, settings, language);
        }
      : null,
  );
}

/**
 * The booking a token names: null when the token is malformed, tampered or names no booking
 * (404); 'gone' when it was genuine but is retired: past its last day, replaced by a newer
 * version, or its booking cancelled or completed (410). The token's form is checked before
 * anything is read, so a random address costs no Firestore transaction.
 */
async function bookingOfToken(token: string) {
  if (!parseLinkToken(token)) return null;
  const claims = readLinkToken(await linkKey(), token);
  if (!claims) return null;
  if (!linkIsCurrent(claims, todayInTimeZone())) return 'gone' as const;
  const snap = await db().collection('bookings').doc(claims.bookingId).get();
  const p = storedPaymentOf(snap.data());
  if (!snap.exists || !p) return null;
  if (p.linkVersion !== claims.version) return 'gone' as const;
  if ((CLOSED_BOOKING_STATUSES as readonly unknown[]).includes(snap.get('status'))) {
    return 'gone' as const;
  }
  return { snap, p, bookingId: claims.bookingId };
}

/**
 * The pay page's data; null (404) or gone (410) when the link is not valid: the page then says
 * so, with the status that tells browsers and crawlers the address is no page.
 */
export async function readPayView(token: string): Promise<PayView | PayLinkGone | null> {
  const found = await bookingOfToken(token);
  if (found === 'gone') return { gone: true };
  if (!found) return null;
  const { snap, p } = found;
  const settings = await getPublicSettings();
  const terms = paymentTermsOf(settings);
  return {
    token,
    firstName: String(snap.get('fullName') ?? '').split(/\s+/)[0] ?? '',
    packageTitle: String(snap.get('packageTitle') ?? ''),
    roomType: p.roomType,
    travellers: p.travellers,
    departureDate: p.departureDate,
    status: p.status,
    totalCents: p.totalCents,
    paidCents: p.paidCents,
    pendingCents: p.pendingCents ?? 0,
    depositCents: p.depositCents,
    dueNowCents: amountDueNow(p, p.paidCents + (p.pendingCents ?? 0)),
    balanceDueDate: p.balanceDueDate,
    reference: p.reference,
    methods: terms.methods,
    etransferEmail: terms.etransferEmail,
    etransferInstructions: terms.etransferInstructions,
    // The French page's text (issue 17); empty: the English one, marked lang="en".
    etransferInstructionsFr: (settings.etransferInstructionsFr ?? '').trim(),
  };
}

/** A checkout refused for a reason the pay page names (?status=…), not a failure. */
export class CheckoutRefused extends HttpError {
  constructor(
    message: string,
    readonly notice: 'processing' | 'nothing-due',
  ) {
    super(409, message);
  }
}

/**
 * Opens a card checkout for what is due now; answers the provider's checkout address. One open
 * session per booking and amount: the pilgrim who comes back (or clicks twice) is sent to the
 * session already open, so a second one can never take the same money again; when the amount
 * changed, the old session is closed at the provider before a new one opens.
 */
export async function startCheckout(token: string, now = new Date()): Promise<string> {
  const found = await bookingOfToken(token);
  if (found === 'gone') throw new HttpError(410, 'This payment link is no longer valid');
  if (!found) throw new HttpError(404, 'This payment link is not valid or has expired');
  const { snap, p, bookingId } = found;
  const terms = paymentTermsOf(await getPublicSettings());
  if (!terms.methods.includes('card')) {
    throw new HttpError(409, 'Card payments are not offered; please use e-Transfer');
  }
  const amountCents = amountDueNow(p, p.paidCents + (p.pendingCents ?? 0));
  if (amountCents <= 0) throw new CheckoutRefused('Nothing is due on this booking', 'nothing-due');
  const start = await checkoutStartOf(bookingId, amountCents, now);
  if (start.reuse) return start.reuse.url;
  const provider = await paymentProvider();
  for (const old of start.stale) {
    if ((await provider.expireSession(old.id)) === 'complete') {
      // The pilgrim paid (or started a debit) on it a moment ago: its event is on the way, and
      // a new session now could take the same money twice.
      throw new CheckoutRefused(
        'A payment on this booking is being processed; check back soon',
        'processing',
      );
    }
    await markCheckoutSessionExpired(bookingId, old.id);
  }
  const request = checkoutRequestOf({
    bookingId,
    token,
    payment: p,
    packageTitle: String(snap.get('packageTitle') ?? ''),
    email: String(snap.get('email') ?? ''),
    attempt: start.attempt,
  });
  const session = await provider.createCheckout(request);
  const kept = await saveCheckoutSession(
    bookingId,
    {
      id: session.id,
      state: 'open',
      amountCents: request.amountCents,
      url: session.url,
      expiresAt: session.expiresAt,
      createdAt: now.toISOString(),
      eventIds: [],
    },
    now,
  );
  if (kept.id !== session.id) {
    // Another click opened one for this amount meanwhile: close ours, send the pilgrim to it.
    await provider.expireSession(session.id);
  }
  return kept.url;
}

/**
 * The checkout for what is due now: the rest of the deposit, else the rest of the balance (debits
 * awaiting the bank count as paid, so nothing is asked twice). Return addresses from SITE_URL.
 */
export function checkoutRequestOf(input: {
  bookingId: string;
  token: string;
  payment: StoredPayment;
  packageTitle: string;
  email: string;
  attempt?: number;
}): CheckoutRequest {
  const p = input.payment;
  const payPage = `${siteUrl()}/pay/${input.token}`;
  return {
    bookingId: input.bookingId,
    amountCents: amountDueNow(p, p.paidCents + (p.pendingCents ?? 0)),
    currency: CURRENCY,
    description: `${p.paidCents < p.depositCents ? 'Deposit' : 'Balance'}: ${input.packageTitle || 'Umrah booking'} (${p.reference})`,
    customerEmail: input.email,
    reference: p.reference,
    successUrl: `${payPage}?status=success`,
    cancelUrl: `${payPage}?status=cancelled`,
    attempt: input.attempt ?? 0,
  };
}

/**
 * Closes a booking's open checkouts at the provider once staff cancel or complete it, so a
 * pilgrim still on a checkout page cannot pay a closed booking. Money that arrives anyway (paid
 * a moment before) is still counted by the webhook.
 */
export async function closeOpenCheckouts(bookingId: string): Promise<void> {
  const open = await openCheckoutSessions(bookingId);
  if (!open.length) return;
  const provider = await paymentProvider();
  for (const session of open) {
    if ((await provider.expireSession(session.id)) === 'expired') {
      await markCheckoutSessionExpired(bookingId, session.id);
    }
  }
}
