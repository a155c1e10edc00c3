/**
 * Marketing consent (issue 28, item 4; CASL): an optional, unticked "Send me news and offers"
 * on the booking and contact forms, separate from the privacy consent a booking needs. What is
 * kept is the fact, its time (the server's) and the version of the text the visitor saw; a
 * visitor who did not tick it leaves no trace of the question. No yup: the islands import it.
 */

/**
 * The version of the checkbox's words (`forms.common.marketingConsent` in both languages). A
 * change of those words is a new version: the i18n test pins the texts to this id.
 */
export const MARKETING_CONSENT_TEXT_VERSION = 'news-offers-2026-11-26';

/** Where a consent was given. */
export const MARKETING_SOURCES = ['booking', 'contact'] as const;
export type MarketingSource = (typeof MARKETING_SOURCES)[number];

/** What a submission stores when (and only when) the box was ticked. */
export interface StoredMarketingConsent {
  given: true;
  /** The server's time of the submission. */
  at: string;
  textVersion: string;
}

/** One consenting address, as the admin's export lists it. */
export interface MarketingContact {
  email: string;
  language: 'en' | 'fr';
  consentedAt: string;
  textVersion: string;
  source: MarketingSource;
}

/** The export's columns, in order. */
export const MARKETING_CSV_HEADER = [
  'Email',
  'Language',
  'Consented at',
  'Text version',
  'Source',
] as const;

export function marketingCsvRow(c: MarketingContact): readonly string[] {
  return [c.email, c.language, c.consentedAt, c.textVersion, c.source];
}

/** One address, one contact: case and surrounding spaces do not make another. */
export function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * An address as the unsubscribe page shows it: enough for its owner to recognise it, not
 * enough for someone else holding the link to learn it ("a•••e@example.com").
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  const local = email.slice(0, at);
  const first = local.slice(0, 1);
  const last = local.length > 2 ? local.slice(-1) : '';
  return `${first}•••${last}${email.slice(at)}`;
}

/** The unsubscribe page's data (/unsubscribe/{token}), from the site function. */
export interface UnsubscribeView {
  token: string;
  /** The address, masked. */
  email: string;
  /** Already unsubscribed: the page says so and offers nothing to press. */
  unsubscribed: boolean;
}

export function isUnsubscribeView(value: unknown): value is UnsubscribeView {
  const v = value as Partial<UnsubscribeView> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.token === 'string' &&
    typeof v.email === 'string' &&
    typeof v.unsubscribed === 'boolean'
  );
}
