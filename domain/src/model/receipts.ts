/**
 * Numbered receipts: what one must show, its number's form and its amounts. Every payment and
 * refund recorded gets one, numbered from a single gap-free sequence (the server takes the number
 * in the transaction that records the money). The fields are those of Quebec's Regulation
 * respecting travel agents, s. 18 (pre-numbered receipt, date, customer's name and address,
 * amount received and balance, services, funds held in trust, refund conditions, FICAV
 * contribution, counsellor, the FICAV mention near the amounts) and Ontario's O. Reg. 26/05,
 * s. 38 (registration number, counsellor). Model only (no yup).
 */
import { addressLine, registrationOf, type AgencyFacts } from './agency';
import { todayInTimeZone } from './dates';
import { parseBasisPoints } from './payments';

/** The receipts collection's first number. */
export const FIRST_RECEIPT_NUMBER = 1;

/** 123 → 'R-000123': six digits keep the register's text order the numbers' order to 999,999. */
export function formatReceiptNumber(n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new Error('receipt numbers start at 1');
  return `R-${String(n).padStart(6, '0')}`;
}

const RECEIPT_NUMBER_PATTERN = /^R-\d{6,}$/;

/** True for a receipt number as formatReceiptNumber writes it (the receipt's id). */
export function isReceiptNumber(value: string): boolean {
  return RECEIPT_NUMBER_PATTERN.test(value);
}

/** 'yes' in a settings field (the settings are all text). */
export const isYes = (value: string | undefined) => (value ?? '').trim() === 'yes';

/**
 * The FICAV contribution (s. 18 (g); s. 39.01 computes it on the total cost of the tourist
 * services purchased): the rate's share, rounded half up to the cent. Rates are in hundredths of
 * a percent (basis points: '0.10' % → 10).
 */
export function ficavContributionCents(totalCents: number, basisPoints: number): number {
  return Math.floor((2 * Math.max(0, totalCents) * basisPoints + 10_000) / 20_000);
}

/** The settings a receipt takes, copied onto it when issued (later edits never change it). */
export interface ReceiptAgency {
  legalName: string;
  /** The agency's address on one line. */
  address: string;
  phone: string;
  email: string;
  /** 'TICO (Ontario) 50012345' or '' when no registration is set. */
  registration: string;
  /** The Quebec permit number (only when selling in Quebec). */
  quebecPermit: string;
  sellsInQuebec: boolean;
  /** Contribution rate in basis points; null: no rate set. */
  ficavBasisPoints: number | null;
  /** The fund credits the contribution (s. 39.01): the 'Credit applicable' line follows it. */
  ficavCredit: boolean;
  ficavExemption: string;
  /** English and French texts; '' in one language falls back to the other, then the catalog. */
  trustStatement: { en: string; fr: string };
  refundConditions: { en: string; fr: string };
}

/** The settings fields a receipt reads (all text, like every setting). */
export interface ReceiptSettings extends AgencyFacts {
  siteName: string;
  phone: string;
  email: string;
  legalName: string;
  quebecPermitNumber: string;
  sellsInQuebec: string;
  ficavRate: string;
  ficavCredit: string;
  ficavExemptionNumber: string;
  receiptTrustStatement: string;
  receiptTrustStatementFr: string;
  refundConditions: string;
  refundConditionsFr: string;
  counsellorName: string;
}

/** The agency's part of a receipt, from the settings as they stand when it is issued. */
export function receiptAgencyOf(s: Partial<ReceiptSettings>): ReceiptAgency {
  const text = (v: string | undefined) => (v ?? '').trim();
  const registration = registrationOf({
    registrationAuthority: text(s.registrationAuthority),
    registrationNumber: text(s.registrationNumber),
  });
  const sellsInQuebec = isYes(s.sellsInQuebec);
  return {
    legalName: text(s.legalName) || text(s.siteName),
    address: addressLine({
      address: text(s.address),
      city: text(s.city),
      province: text(s.province),
      postalCode: text(s.postalCode),
    }),
    phone: text(s.phone),
    email: text(s.email),
    registration: registration ? `${registration.authority} ${registration.number}` : '',
    quebecPermit: sellsInQuebec ? text(s.quebecPermitNumber) : '',
    sellsInQuebec,
    ficavBasisPoints: sellsInQuebec && text(s.ficavRate) ? parseBasisPoints(s.ficavRate) : null,
    ficavCredit: sellsInQuebec && isYes(s.ficavCredit),
    ficavExemption: sellsInQuebec ? text(s.ficavExemptionNumber) : '',
    trustStatement: { en: text(s.receiptTrustStatement), fr: text(s.receiptTrustStatementFr) },
    refundConditions: { en: text(s.refundConditions), fr: text(s.refundConditionsFr) },
  };
}

/** A receipt as stored (`receipts/{number}`) and as the admin API answers it. */
export interface Receipt {
  /** 'R-000123': the document id. */
  number: string;
  /** 123: the sequence's value, for ordering. */
  seq: number;
  bookingId: string;
  kind: 'payment' | 'refund';
  /** Positive: money received; negative: money refunded. */
  amountCents: number;
  method: string;
  /** The payment record this receipt is for (PaymentRecord.id on the booking). */
  paymentId: string;
  /** ISO-8601: when the money was recorded. */
  issuedAt: string;
  language: 'en' | 'fr';
  customer: { name: string; address: string; email: string };
  services: { packageTitle: string; roomType: string; travellers: number; departureDate: string };
  /**
   * The booking's agreed total (null: money taken before the price was agreed, so no balance yet)
   * and what was paid (payments less refunds) once this was recorded.
   */
  totalCents: number | null;
  paidCents: number;
  reference: string;
  /** Who recorded the money (staff), else the settings' default counsellor. */
  counsellor: string;
  agency: ReceiptAgency;
  /** ISO-8601: when the pilgrim first opened it (the original); later prints say "copy". */
  originalIssuedAt: string | null;
  /**
   * On a payment plan: the next instalment once this was recorded (its date, what is left of it);
   * null when none is left or the booking has no plan. Absent on receipts issued before plans.
   */
  nextDue?: { date: string; amountCents: number } | null;
}

/** The receipt's date (YYYY-MM-DD) in the agency's time zone, not UTC's. */
export const receiptDay = (r: Pick<Receipt, 'issuedAt'>) =>
  todayInTimeZone(undefined, new Date(r.issuedAt));

/** The balance still to collect after this receipt: never below zero; null before a price. */
export const receiptBalanceCents = (r: Pick<Receipt, 'totalCents' | 'paidCents'>) =>
  r.totalCents === null ? null : Math.max(0, r.totalCents - r.paidCents);

/** The FICAV lines of a receipt, or null when the agency does not sell in Quebec. */
export interface FicavLines {
  /** Contribution on the services' total, and its rate in basis points; null: no rate set. */
  contribution: { cents: number; basisPoints: number } | null;
  /** The credit granted by the fund (s. 39.01): the same amount, shown on the next line. */
  creditCents: number | null;
  exemption: string;
}

export function ficavLinesOf(r: Pick<Receipt, 'agency' | 'totalCents'>): FicavLines | null {
  const a = r.agency;
  if (!a.sellsInQuebec) return null;
  const contribution =
    // No total yet (money before the price): the contribution comes on the receipts after it.
    a.ficavBasisPoints === null || r.totalCents === null
      ? null
      : {
          cents: ficavContributionCents(r.totalCents, a.ficavBasisPoints),
          basisPoints: a.ficavBasisPoints,
        };
  return {
    contribution,
    creditCents: a.ficavCredit && contribution ? contribution.cents : null,
    exemption: a.ficavExemption,
  };
}

/** 10 basis points → '0.10' (English) or '0,10' (French), for 'rate %'. */
export function formatRate(basisPoints: number, language: 'en' | 'fr' = 'en'): string {
  const mark = language === 'fr' ? ',' : '.';
  return `${Math.floor(basisPoints / 100)}${mark}${String(basisPoints % 100).padStart(2, '0')}`;
}

/** A text in the receipt's language; '' falls back to the other language. */
export function inLanguage(texts: { en: string; fr: string }, language: 'en' | 'fr'): string {
  return (language === 'fr' ? texts.fr || texts.en : texts.en || texts.fr).trim();
}

/** What the pay page lists for each receipt (no customer details: the page shows no address). */
export interface PayViewReceipt {
  number: string;
  kind: Receipt['kind'];
  /** Positive: received; negative: refunded. */
  amountCents: number;
  /** YYYY-MM-DD */
  date: string;
  /** The PDF's address on the site (through the pay link). */
  href: string;
}

/** A billing address as a card checkout collects it (Stripe's `customer_details.address`). */
export interface BillingAddress {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
}

/**
 * The payer's address on one line, as the receipt prints it (s. 18 (b)): '' when the checkout
 * gave none. Canada, the agency's own country, goes unsaid; any other country is named by code.
 */
export function billingAddressLine(a: BillingAddress | null | undefined): string {
  if (!a) return '';
  const part = (v: string | null | undefined) => (v ?? '').trim();
  const street = [part(a.line1), part(a.line2)].filter(Boolean).join(', ');
  const line = addressLine({
    address: street,
    city: part(a.city),
    province: part(a.state),
    postalCode: part(a.postal_code),
  });
  const country = part(a.country).toUpperCase();
  return line && country && country !== 'CA' ? `${line}, ${country}` : line;
}

/**
 * The package's name on a receipt in the booking's language: its French title on a French
 * receipt when the package has one, else the title the booking was made under.
 */
export function receiptPackageTitle(
  language: 'en' | 'fr',
  bookedTitle: string,
  frenchTitle: string | null | undefined,
): string {
  const fr = (frenchTitle ?? '').trim();
  return language === 'fr' && fr ? fr : bookedTitle;
}
