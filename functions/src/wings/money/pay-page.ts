// The pilgrim's pay page: what it shows, and the card checkout it opens. Every amount comes from
// the stored plan (never from the browser); the link's token decides which booking it is.
import { DomainError } from '@umrah/domain/model/errors';
import { amountDueNow, CURRENCY, paymentTermsOf } from '@umrah/domain/model/payments';
import type { PayLinkGone, PayView } from '@umrah/domain/model/pay-view';
import { localeOfLanguage } from '@umrah/domain/model/locale';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { translatorFor } from '@umrah/i18n/translate';
import { packages } from '../content/packages';
import { receiptDay, type PayViewReceipt, type Receipt } from '@umrah/domain/model/receipts';
import type { Booking } from '@umrah/domain/model/bookings';
import { getPublicSettings } from '../content/settings';
import { currentTerms } from '../content/terms-versions';
import { needsTermsAcceptance } from '@umrah/domain/model/confirmation';
import {
  policyInForce,
  policyToRecord,
  policyVersion,
  shownPolicy,
  type CancellationPolicy,
} from '@umrah/domain/model/money/cancellation-policy';
import { lookUpDeparture } from '../departures/read-departures';
import { paymentProvider } from './provider';
import type { CheckoutRequest } from './provider-port';
import { bookingOfLinkToken, confirmationPathOf, payPageOf, receiptPathOf } from './pay-link';
import { receiptsOfBooking } from './receipts-store';
import { pilgrimCreditsOf } from './credits';
import {
  checkoutStartOf,
  markCheckoutSessionExpired,
  recordTermsAcceptance,
  saveCheckoutSession,
} from './store/payments-store';
import type { StoredPayment } from '@umrah/domain/model/booking-document';
import * as clock from '../../platform/clock';

const bookingOfToken = (token: string) => bookingOfLinkToken(token, 'pay');

/**
 * What the pay page and the trip page both show of a booking: who and what was booked, and its
 * money as it stands.
 */
export function bookingSummaryOf(
  booking: Booking,
  p: StoredPayment,
  pkg: { fr?: { title?: string } | null } | null,
) {
  // The agency's day, for what is due now (model/payment-due.ts), the same on server and client.
  const today = clock.today();
  return {
    firstName: String(booking.fullName ?? '').split(/\s+/)[0] ?? '',
    packageTitle: booking.packageTitle,
    // The package's French title for the French pages, as its French page names it (empty: not
    // translated, or the package is gone; the page then shows the English title).
    packageTitleFr: (pkg?.fr?.title ?? '').trim(),
    roomType: p.roomType,
    travellers: p.travellers,
    departureDate: p.departureDate,
    status: p.status,
    totalCents: p.totalCents,
    paidCents: p.paidCents,
    pendingCents: p.pendingCents ?? 0,
    dueNowCents: amountDueNow(p, p.paidCents + (p.pendingCents ?? 0), today),
    depositCents: p.depositCents,
    depositDueDate: p.depositDueDate ?? null,
    balanceDueDate: p.balanceDueDate,
    schedule: p.schedule ?? null,
    // A group booking's price per traveller and why (the pay page says it).
    groupPrice: p.groupPrice ?? null,
    today,
  };
}

/** The booking's receipts as the pilgrim's pages list them, each opening through `payToken`. */
export function receiptLinksOf(receipts: Receipt[], payToken: string): PayViewReceipt[] {
  return receipts.map((r) => ({
    number: r.number,
    kind: r.kind,
    amountCents: r.amountCents,
    date: receiptDay(r),
    href: receiptPathOf(payToken, r.number),
  }));
}

/** The cancellation policy in force for the booking's departure (else its package's). */
async function policyInForceOf(
  booking: Booking,
  pkg: { cancellationPolicy?: CancellationPolicy | null } | null,
): Promise<CancellationPolicy | null> {
  const departure = booking.departureId ? await lookUpDeparture(booking.departureId) : null;
  return policyInForce(departure, pkg);
}

/**
 * The pay page's data; null (404) or gone (410) when the link is not valid: the page then says
 * so, with the status that tells browsers and crawlers the address is no page.
 */
export async function readPayView(token: string): Promise<PayView | PayLinkGone | null> {
  const found = await bookingOfToken(token);
  if (found === 'gone') return { gone: true };
  if (!found) return null;
  const { booking, p, bookingId } = found;
  const [settings, pkg, receipts, current, credits] = await Promise.all([
    getPublicSettings(),
    packages.getById(String(booking.packageId ?? '')),
    receiptsOfBooking(bookingId),
    currentTerms(),
    pilgrimCreditsOf(bookingId, String(booking.email ?? '')),
  ]);
  const terms = paymentTermsOf(settings);
  const inForce = await policyInForceOf(booking, pkg);
  const termsDue = current && needsTermsAcceptance(booking.termsAccepted, current.version);
  // Accepting newer terms also accepts the policy in force when the booking keeps none or
  // another one: the page shows that one, to read before accepting.
  const toRecord = termsDue ? policyToRecord(booking.cancellationPolicy, inForce) : null;
  return {
    token,
    ...bookingSummaryOf(booking, p, pkg),
    depositCents: p.depositCents,
    reference: p.reference,
    methods: terms.methods,
    etransferEmail: terms.etransferEmail,
    etransferInstructions: terms.etransferInstructions,
    // The French page's text; empty: the English one, marked lang="en".
    etransferInstructionsFr: (settings.etransferInstructionsFr ?? '').trim(),
    receipts: receiptLinksOf(receipts, token),
    confirmationHref: confirmationPathOf(token),
    termsToAccept: termsDue
      ? {
          version: current.version,
          en: current.en,
          fr: current.fr,
          policyVersion: toRecord ? policyVersion(toRecord) : null,
        }
      : null,
    cancellationPolicy: toRecord
      ? shownPolicy(null, toRecord)
      : shownPolicy(booking.cancellationPolicy, inForce),
    credits,
  };
}

/**
 * The pilgrim accepts the booking terms in force, shown on their pay page: `version` is the one
 * the page showed, so terms that changed again in between are not accepted unread. With them, the
 * cancellation policy in force when the booking keeps none or another one (a booking made before
 * policies gets one here); `shownPolicy` is the version the page showed, checked the same way.
 */
export async function acceptTerms(
  token: string,
  version: number,
  shownPolicyVersion: string | null = null,
): Promise<void> {
  const found = await bookingOfToken(token);
  if (found === 'gone') throw new DomainError('pay_link_retired');
  if (!found) throw new DomainError('pay_link_invalid');
  const [current, pkg] = await Promise.all([
    currentTerms(),
    packages.getById(String(found.booking.packageId ?? '')),
  ]);
  if (!current || current.version !== version) throw new DomainError('terms_changed');
  const toRecord = policyToRecord(
    found.booking.cancellationPolicy,
    await policyInForceOf(found.booking, pkg),
  );
  if (toRecord && policyVersion(toRecord) !== shownPolicyVersion) {
    throw new DomainError('terms_changed');
  }
  await recordTermsAcceptance(found.bookingId, version, toRecord);
}

/**
 * Opens a card checkout for what is due now; answers the provider's checkout address. One open
 * session per booking and amount: the pilgrim who comes back (or clicks twice) is sent to the
 * session already open, so a second one can never take the same money again; when the amount
 * changed, the old session is closed at the provider before a new one opens.
 */
export async function startCheckout(
  token: string,
  language: FormLanguage = 'en',
  now = clock.now(),
): Promise<string> {
  const found = await bookingOfToken(token);
  if (found === 'gone') throw new DomainError('pay_link_retired');
  if (!found) throw new DomainError('pay_link_invalid');
  const { booking, p, bookingId } = found;
  const [settings, current] = await Promise.all([getPublicSettings(), currentTerms()]);
  const terms = paymentTermsOf(settings);
  if (!terms.methods.includes('card')) {
    throw new DomainError('card_not_offered');
  }
  // Terms changed since the pilgrim accepted theirs: the page asks them to accept first.
  if (current && needsTermsAcceptance(booking.termsAccepted, current.version)) {
    throw new DomainError('terms_not_accepted');
  }
  const amountCents = amountDueNow(p, p.paidCents + (p.pendingCents ?? 0), clock.today());
  if (amountCents <= 0) throw new DomainError('nothing_due');
  const start = await checkoutStartOf(bookingId, amountCents, now);
  if (start.reuse) return start.reuse.url;
  const provider = await paymentProvider();
  for (const old of start.stale) {
    if ((await provider.expireSession(old.id)) === 'complete') {
      // The pilgrim paid (or started a debit) on it a moment ago: its event is on the way, and
      // a new session now could take the same money twice.
      throw new DomainError('payment_processing');
    }
    await markCheckoutSessionExpired(bookingId, old.id);
  }
  // The French page's pilgrim pays for the package by its French name, as the page calls it.
  const frenchTitle =
    language === 'fr'
      ? ((await packages.getById(String(booking.packageId ?? '')))?.fr?.title ?? '').trim()
      : '';
  const request = checkoutRequestOf({
    bookingId,
    token,
    payment: p,
    packageTitle: frenchTitle || booking.packageTitle,
    email: String(booking.email ?? ''),
    attempt: start.attempt,
    language,
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
 * awaiting the bank count as paid, so nothing is asked twice). Return addresses from SITE_URL;
 * the checkout page and its line in the pay page's language.
 */
export function checkoutRequestOf(input: {
  bookingId: string;
  token: string;
  payment: StoredPayment;
  packageTitle: string;
  email: string;
  attempt?: number;
  /** The pay page's language the pilgrim came from: the checkout sends them back to it. */
  language?: FormLanguage;
}): CheckoutRequest {
  const p = input.payment;
  const language = input.language ?? 'en';
  const payPage = payPageOf(input.token, language);
  const locale = localeOfLanguage(language);
  const t = translatorFor(locale);
  return {
    bookingId: input.bookingId,
    amountCents: amountDueNow(p, p.paidCents + (p.pendingCents ?? 0), clock.today()),
    currency: CURRENCY,
    description: t(p.paidCents < p.depositCents ? 'pay.checkoutDeposit' : 'pay.checkoutBalance', {
      title: input.packageTitle || t('pay.checkoutBooking'),
      reference: p.reference,
    }),
    locale: locale === 'fr-CA' ? 'fr-CA' : 'en',
    customerEmail: input.email,
    reference: p.reference,
    successUrl: `${payPage}?status=success`,
    cancelUrl: `${payPage}?status=cancelled`,
    attempt: input.attempt ?? 0,
  };
}
