// What a booking confirmation must disclose, in one place. The confirmation answers:
// - Ontario, O. Reg. 26/05 under the Travel Industry Act, 2002: s. 36 (before the sale: the total
//   price, the dates, the cancellation terms and non-refundable amounts, that cancellation and
//   out-of-province health insurance are available, the travel documents each person needs and
//   that entry may be refused) and s. 38 (after it: a statement or invoice with the
//   registration number);
// - Quebec, Regulation respecting travel agents: the agency's permit, the services and the
//   price in one all-in amount in Canadian dollars, and the refund conditions.
// The PDF (functions/src/wings/bookings/documents/confirmation-pdf.ts) lays these out; the texts are in
// the i18n catalogs (documents.confirmation.*), English and French.
import type { GroupPriceNote } from './group-leaders';
import type { DepartureFlights } from './flights';
import type { ReceiptAgency } from './receipts';
import type { ScheduleLine } from './money/plan-allocation';

/** The pilgrim's answer when staff offered cancellation and out-of-province health insurance. */
export const INSURANCE_ANSWERS = ['accepted', 'declined', 'own_coverage'] as const;
export type InsuranceAnswer = (typeof INSURANCE_ANSWERS)[number];

export function isInsuranceAnswer(value: unknown): value is InsuranceAnswer {
  return typeof value === 'string' && (INSURANCE_ANSWERS as readonly string[]).includes(value);
}

/** Staff-facing words for the confirm dialog and the booking's page. */
export const INSURANCE_ANSWER_LABELS: Record<InsuranceAnswer | '', string> = {
  '': 'Not recorded yet',
  accepted: 'Offered, the pilgrim took it',
  declined: 'Offered, the pilgrim declined it',
  own_coverage: 'Offered, the pilgrim has their own coverage',
};

/**
 * The travel documents every traveller to Saudi Arabia for Umrah needs, in the order the
 * confirmation lists them: a passport valid six months beyond the return (Saudi entry rule), the
 * Umrah or tourist visa, the meningococcal ACWY vaccination certificate (Saudi Ministry of Health
 * requirement for Umrah pilgrims, at least 10 days before arrival), and for travellers who are not
 * Canadian citizens, the papers to return to Canada (permanent resident card or visa).
 */
export const TRAVEL_DOCUMENTS = ['passport', 'visa', 'vaccination', 'returnToCanada'] as const;
export type TravelDocument = (typeof TRAVEL_DOCUMENTS)[number];

/** A version of the booking terms (cancellation, refunds, non-refundable amounts). */
export interface TermsVersion {
  /** 1, 2, 3…: a new version each time staff change either language's text. */
  version: number;
  en: string;
  fr: string;
  /** ISO time it was published. */
  publishedAt: string;
}

/** The terms a booking's pilgrim accepted, and when (ISO time). */
export interface TermsAcceptance {
  version: number;
  at: string;
}

/** The terms' text in `language`, the other language's when that one is blank. */
export function termsText(terms: Pick<TermsVersion, 'en' | 'fr'>, language: 'en' | 'fr'): string {
  const own = terms[language].trim();
  return own || terms[language === 'fr' ? 'en' : 'fr'].trim();
}

/** Whether a save of the terms' texts makes a new version (either language changed). */
export function termsChanged(
  current: Pick<TermsVersion, 'en' | 'fr'> | null,
  next: Pick<TermsVersion, 'en' | 'fr'>,
): boolean {
  if (!next.en.trim() && !next.fr.trim()) return current !== null && !!(current.en || current.fr);
  return !current || current.en.trim() !== next.en.trim() || current.fr.trim() !== next.fr.trim();
}

/**
 * The terms in force given the latest version: none when staff cleared both texts (a cleared
 * version is kept for the record, but there is nothing for a pilgrim to accept or a confirmation
 * to print).
 */
export function termsInForce<T extends Pick<TermsVersion, 'en' | 'fr'>>(
  latest: T | null,
): T | null {
  return latest && (latest.en.trim() || latest.fr.trim()) ? latest : null;
}

/** The pilgrim must accept the terms again when a newer version than theirs is published. */
export function needsTermsAcceptance(
  accepted: Pick<TermsAcceptance, 'version'> | null | undefined,
  currentVersion: number | null,
): boolean {
  return currentVersion !== null && currentVersion > 0 && (accepted?.version ?? 0) < currentVersion;
}

/** Everything a confirmation shows, gathered by the use case; the PDF only lays it out. */
export interface ConfirmationFacts {
  language: 'en' | 'fr';
  /** The booking's payment reference (the one on its receipts and e-Transfers). */
  reference: string;
  /** YYYY-MM-DD, the office's day it was made. */
  issuedOn: string;
  /** The agency's facts from the settings (name, address, registration, Quebec permit). */
  agency: ReceiptAgency;
  counsellor: string;
  customer: { name: string; email: string; phone: string; address: string };
  packageTitle: string;
  roomType: string;
  travellers: number;
  /**
   * The travellers' names as on their passports, one per traveller paid for; '' where the
   * pilgrim has not given it yet (the confirmation then says it is to come).
   */
  travellerNames: string[];
  departureDate: string;
  returnDate: string | null;
  /** The departure's flights; null when the booking has no departure or no airline yet. */
  flights: DepartureFlights | null;
  hotels: { city: string; hotel: string; nights: number | null }[];
  inclusions: string[];
  exclusions: string[];
  money: {
    totalCents: number;
    depositCents: number;
    /** null: the deposit is due now. */
    depositDueDate: string | null;
    balanceCents: number;
    balanceDueDate: string;
    paidCents: number;
    /** On a payment plan: its instalments as paid so far (replacing deposit and balance). */
    schedule: ScheduleLine[] | null;
    /** A leader's group's booking: its price per traveller and why (absent: none). */
    groupPrice?: GroupPriceNote | null;
  };
  /** The terms the pilgrim accepted (or, not yet accepted, the ones in force); null: none. */
  terms: { version: number; text: string; acceptedAt: string | null } | null;
  /**
   * The cancellation policy the pilgrim accepted (or, none recorded, the one in force for the
   * departure, acceptedAt null), its lines in the booking's language; null: none stated.
   */
  policy: { version: string; lines: string[]; acceptedAt: string | null } | null;
  insurance: InsuranceAnswer | '';
}
