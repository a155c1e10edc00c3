// The payment provider port: what the rest of the code asks of a provider (a checkout, and closing
// one), never Stripe's client directly. The adapters (stripe-provider.ts, local-provider.ts) and
// the local checkout's store implement it; provider.ts picks one.
export interface CheckoutRequest {
  bookingId: string;
  amountCents: number;
  /** Always 'cad' here; kept in the request so adapters send what they are given. */
  currency: string;
  /** What the pilgrim sees on the checkout page. */
  description: string;
  /** The checkout page's language, in Stripe's names: the pay page's the pilgrim came from. */
  locale: 'en' | 'fr-CA';
  customerEmail: string;
  /** The e-Transfer style reference, also kept in the metadata. */
  reference: string;
  successUrl: string;
  cancelUrl: string;
  /**
   * How many sessions the booking has had: part of the idempotency key, so two clicks at once
   * share one session while a replacement (new amount) gets its own.
   */
  attempt: number;
}

export interface CheckoutSession {
  id: string;
  url: string;
  /** ISO-8601: when the provider stops accepting it. */
  expiresAt: string;
}

/** What expiring a session found: now expired (or already), or completed (money under way). */
export type ExpireOutcome = 'expired' | 'complete';

/** Money sent back to the card a payment came from. */
export interface RefundRequest {
  paymentIntentId: string;
  amountCents: number;
  /** The same key always gives the same refund: a retry never refunds twice. */
  idempotencyKey: string;
  bookingId: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Closes an open session so it can no longer be paid (a new amount replaces it). */
  expireSession(sessionId: string): Promise<ExpireOutcome>;
  /** Refunds part or all of a card payment; answers the provider's refund id. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}
