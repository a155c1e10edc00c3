/**
 * Is a traveller ready to fly? The readiness rules, in one place, for the booking's page, the
 * departure's readiness board, its CSV and the pilgrim's trip page alike. Each rule answers a
 * status (ok, missing, problem) with a message code and its parameters; `readinessText` words it
 * in English or French (a domain table, as errors.ts words the error codes).
 *
 * Sources of the limits:
 * - Meningococcal ACWY vaccination: the Saudi Ministry of Hajj and Umrah's health requirements
 *   for Umrah pilgrims (and the Saudi visa requirement that follows them) ask for a quadrivalent
 *   (ACYW) meningococcal vaccine given at least 10 days before arrival in the Kingdom, valid for
 *   3 years for the polysaccharide vaccine and 5 years for the conjugate vaccine.
 * - Passport: valid at least six months after the trip (the Saudi visa's passport-validity
 *   requirement, which airlines enforce at check-in); the agency judges it against the return
 *   date, the stricter reading.
 *
 * Arrival: flights from Canada land in Saudi Arabia the day after they leave (as the hotel
 * stays count: check-in the day after departure), so a vaccine must still be valid on that day
 * (arrivalInSaudiArabia). The 10 days before arrival are counted from the departure date, the
 * stricter reading.
 */
import { addDays, addMonths, addYears, isIsoDate } from './dates';
import { frenchSpacing } from './french-typography';
import { formatDocumentDate, formatMoneyCents } from './locale-format';
import {
  TRAVELLER_FIELD_LABELS,
  type Traveller,
  type TravellerFieldKey,
  type TravellerFields,
  type VaccineType,
} from './travellers';
import type { FormLanguage } from './validation-messages';

/** Minimum passport validity after the return date, in months. */
export const PASSPORT_MONTHS_AFTER_RETURN = 6;
/** The vaccination must be given at least this many days before arrival. */
export const VACCINATION_DAYS_BEFORE_ARRIVAL = 10;
/** How long each meningococcal ACWY vaccine counts, in years. */
export const VACCINE_VALIDITY_YEARS: Record<VaccineType, number> = {
  polysaccharide: 3,
  conjugate: 5,
};

export const READINESS_RULES = [
  'details',
  'passport',
  'vaccination',
  'photo',
  'visa',
  'payment',
] as const;
export type ReadinessRule = (typeof READINESS_RULES)[number];

export const READINESS_STATUSES = ['ok', 'missing', 'problem'] as const;
export type ReadinessStatus = (typeof READINESS_STATUSES)[number];

export const READINESS_CODES = [
  'details_complete',
  'details_missing',
  'trip_dates_unknown',
  'passport_valid',
  'passport_expiry_missing',
  'passport_expires_too_soon',
  'vaccination_valid',
  'vaccination_missing',
  'vaccination_too_late',
  'vaccination_expired',
  'photo_present',
  'photo_missing',
  'visa_issued',
  'visa_not_started',
  'visa_applied',
  'visa_refused',
  'paid_in_full',
  'balance_due',
  'booking_not_confirmed',
] as const;
export type ReadinessCode = (typeof READINESS_CODES)[number];

export type ReadinessParams = Record<string, string | number>;

export interface ReadinessCheck {
  rule: ReadinessRule;
  status: ReadinessStatus;
  code: ReadinessCode;
  params: ReadinessParams;
}

/** What the rules need to know of the trip and the booking besides the traveller. */
export interface ReadinessTrip {
  /** YYYY-MM-DD, the day the group leaves; null: the booking has no departure yet. */
  departureDate: string | null;
  returnDate: string | null;
  /** The booking is confirmed with a price (a payment plan). */
  confirmed: boolean;
  paidInFull: boolean;
  /** What is left to pay, in cents (for the sentence). */
  balanceCents: number;
}

/** The details a traveller must give (the optional notes and relation are not among them). */
export const REQUIRED_DETAILS = [
  'givenNames',
  'surname',
  'dateOfBirth',
  'sex',
  'nationality',
  'passportNumber',
  'passportIssuingCountry',
  'passportIssueDate',
  'passportExpiryDate',
  'vaccinationDate',
  'vaccineType',
  'emergencyContactName',
  'emergencyContactPhone',
] as const satisfies readonly TravellerFieldKey[];

type RequiredDetail = (typeof REQUIRED_DETAILS)[number];

function detailValue(t: TravellerFields, key: RequiredDetail): unknown {
  if (key === 'emergencyContactName') return t.emergencyContact.name;
  if (key === 'emergencyContactPhone') return t.emergencyContact.phone;
  return t[key];
}

const check = (
  rule: ReadinessRule,
  status: ReadinessStatus,
  code: ReadinessCode,
  params: ReadinessParams = {},
): ReadinessCheck => ({ rule, status, code, params });

/** Every required detail given. */
export function detailsRule(t: TravellerFields): ReadinessCheck {
  const missing = REQUIRED_DETAILS.filter((key) => {
    const v = detailValue(t, key);
    return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  });
  return missing.length === 0
    ? check('details', 'ok', 'details_complete')
    : check('details', 'missing', 'details_missing', {
        fields: missing.join(','),
        count: missing.length,
      });
}

/** The latest expiry a passport may have and still be refused: it must be valid on this date. */
export function passportValidThrough(returnDate: string): string {
  return addMonths(returnDate, PASSPORT_MONTHS_AFTER_RETURN);
}

/** Passport valid at least six months after the return date (expiring on that day is enough). */
export function passportRule(t: TravellerFields, trip: ReadinessTrip): ReadinessCheck {
  if (!isIsoDate(t.passportExpiryDate))
    return check('passport', 'missing', 'passport_expiry_missing');
  const back = trip.returnDate ?? trip.departureDate;
  if (!isIsoDate(back)) return check('passport', 'missing', 'trip_dates_unknown');
  const needed = passportValidThrough(back);
  return t.passportExpiryDate >= needed
    ? check('passport', 'ok', 'passport_valid', { expiry: t.passportExpiryDate })
    : check('passport', 'problem', 'passport_expires_too_soon', {
        expiry: t.passportExpiryDate,
        needed,
      });
}

/** Days from leaving Canada to landing in Saudi Arabia (overnight flights; stays check in then). */
export const ARRIVAL_DAYS_AFTER_DEPARTURE = 1;

/** The day the group lands in Saudi Arabia, on which a vaccination must still be valid. */
export function arrivalInSaudiArabia(departureDate: string): string {
  return addDays(departureDate, ARRIVAL_DAYS_AFTER_DEPARTURE);
}

/** The last day a vaccination given on `date` counts (arrival on that day is still covered). */
export function vaccinationValidUntil(date: string, type: VaccineType): string {
  return addYears(date, VACCINE_VALIDITY_YEARS[type]);
}

/**
 * Meningococcal ACWY vaccination at least 10 days before arrival (the 10th day before is enough)
 * and still valid on arrival (3 years polysaccharide, 5 years conjugate).
 */
export function vaccinationRule(t: TravellerFields, trip: ReadinessTrip): ReadinessCheck {
  if (!isIsoDate(t.vaccinationDate) || !t.vaccineType) {
    return check('vaccination', 'missing', 'vaccination_missing');
  }
  const departure = trip.departureDate;
  if (!isIsoDate(departure)) return check('vaccination', 'missing', 'trip_dates_unknown');
  const latest = addDays(departure, -VACCINATION_DAYS_BEFORE_ARRIVAL);
  if (t.vaccinationDate > latest) {
    return check('vaccination', 'problem', 'vaccination_too_late', {
      date: t.vaccinationDate,
      latest,
    });
  }
  const validUntil = vaccinationValidUntil(t.vaccinationDate, t.vaccineType);
  if (validUntil < arrivalInSaudiArabia(departure)) {
    return check('vaccination', 'problem', 'vaccination_expired', {
      date: t.vaccinationDate,
      validUntil,
      years: VACCINE_VALIDITY_YEARS[t.vaccineType],
    });
  }
  return check('vaccination', 'ok', 'vaccination_valid', { validUntil });
}

export function photoRule(t: TravellerFields): ReadinessCheck {
  return t.documents.photo
    ? check('photo', 'ok', 'photo_present')
    : check('photo', 'missing', 'photo_missing');
}

export function visaRule(t: TravellerFields): ReadinessCheck {
  switch (t.visaStatus) {
    case 'issued':
      return check('visa', 'ok', 'visa_issued', { number: t.visaNumber });
    case 'refused':
      return check('visa', 'problem', 'visa_refused');
    case 'applied':
      return check('visa', 'missing', 'visa_applied');
    default:
      return check('visa', 'missing', 'visa_not_started');
  }
}

/** The booking paid in full (the same for each of its travellers). */
export function paymentRule(trip: ReadinessTrip): ReadinessCheck {
  if (trip.paidInFull) return check('payment', 'ok', 'paid_in_full');
  if (!trip.confirmed) return check('payment', 'missing', 'booking_not_confirmed');
  return check('payment', 'missing', 'balance_due', { balanceCents: trip.balanceCents });
}

/** Every rule for one traveller, in READINESS_RULES order. */
export function readinessOf(t: TravellerFields, trip: ReadinessTrip): ReadinessCheck[] {
  return [
    detailsRule(t),
    passportRule(t, trip),
    vaccinationRule(t, trip),
    photoRule(t),
    visaRule(t),
    paymentRule(trip),
  ];
}

/** Ready: every rule ok. */
export function isReady(checks: readonly ReadinessCheck[]): boolean {
  return checks.every((c) => c.status === 'ok');
}

// ---------------------------------------------------------------------------
// The admin API's answers (GET /api/admin/bookings/{id}/travellers, .../departures/{id}/readiness).
// ---------------------------------------------------------------------------

/** A traveller as staff see it: the record and where it stands against each rule. */
export interface TravellerReadiness extends Traveller {
  readiness: ReadinessCheck[];
  ready: boolean;
}

export interface BookingTravellers {
  bookingId: string;
  departureId: string | null;
  trip: ReadinessTrip;
  travellers: TravellerReadiness[];
}

/** One line of a departure's readiness board (names only: no passport number, no birth date). */
export interface ReadinessRow {
  bookingId: string;
  /** The booking's reference, as the pilgrim quotes it. */
  bookingReference: string;
  leadName: string;
  index: number;
  /** The booking's number of travellers. */
  travellers: number;
  name: string;
  readiness: ReadinessCheck[];
  ready: boolean;
}

export interface ReadinessBoard {
  departureId: string;
  departureDate: string;
  returnDate: string;
  rows: ReadinessRow[];
  /** Travellers ready, of `total`. */
  ready: number;
  total: number;
}

// ---------------------------------------------------------------------------
// Words.
// ---------------------------------------------------------------------------

export const READINESS_RULE_LABELS: Record<FormLanguage, Record<ReadinessRule, string>> = {
  en: {
    details: 'Details',
    passport: 'Passport',
    vaccination: 'Vaccination',
    photo: 'Photo',
    visa: 'Visa',
    payment: 'Paid in full',
  },
  fr: {
    details: 'Renseignements',
    passport: 'Passeport',
    vaccination: 'Vaccination',
    photo: 'Photo',
    visa: 'Visa',
    payment: 'Payé en entier',
  },
};

export const READINESS_STATUS_LABELS: Record<FormLanguage, Record<ReadinessStatus, string>> = {
  en: { ok: 'OK', missing: 'Missing', problem: 'Problem' },
  fr: { ok: 'OK', missing: 'Manquant', problem: 'Problème' },
};

type Words = (p: ReadinessParams, language: FormLanguage) => string;

function fieldList(p: ReadinessParams, language: FormLanguage): string {
  const labels: Record<string, string> = TRAVELLER_FIELD_LABELS[language];
  return String(p['fields'] ?? '')
    .split(',')
    .filter(Boolean)
    .map((key) => (labels[key] ?? key).toLowerCase())
    .join(', ');
}

/** An amount as documents write it: '$11,580.00' / '11 580,00 $'. */
function dollars(cents: unknown, language: FormLanguage): string {
  return formatMoneyCents(Number(cents) || 0, language === 'fr' ? 'fr-CA' : 'en-CA');
}

/** A date param written out: '26 February 2027' / '1er mai 2027' (a missing one stays blank). */
function day(p: ReadinessParams, key: string, language: FormLanguage): string {
  return formatDocumentDate(String(p[key] ?? ''), language === 'fr' ? 'fr-CA' : 'en-CA');
}

const EN: Record<ReadinessCode, Words> = {
  details_complete: () => 'All details are filled in.',
  details_missing: (p) => `Missing: ${fieldList(p, 'en')}.`,
  trip_dates_unknown: () => 'The booking has no departure dates yet, so this cannot be checked.',
  passport_valid: (p) => `The passport is valid until ${day(p, 'expiry', 'en')}.`,
  passport_expiry_missing: () => 'The passport expiry date is missing.',
  passport_expires_too_soon: (p) =>
    `The passport expires on ${day(p, 'expiry', 'en')}; it must be valid until at least ${day(p, 'needed', 'en')} (six months after the return). A new passport is needed.`,
  vaccination_valid: (p) =>
    `The meningitis vaccination is valid until ${day(p, 'validUntil', 'en')}.`,
  vaccination_missing: () => 'The meningitis (ACWY) vaccination date or vaccine type is missing.',
  vaccination_too_late: (p) =>
    `The meningitis vaccination on ${day(p, 'date', 'en')} is too close to the departure: it must be given by ${day(p, 'latest', 'en')} (10 days before arrival).`,
  vaccination_expired: (p) =>
    `The meningitis vaccination of ${day(p, 'date', 'en')} is only valid ${p['years']} years, until ${day(p, 'validUntil', 'en')}: a new vaccination is needed before the trip.`,
  photo_present: () => 'The photo has been received.',
  photo_missing: () => 'The photo is missing.',
  visa_issued: (p) =>
    p['number'] ? `The visa is issued (${p['number']}).` : 'The visa is issued.',
  visa_not_started: () => 'The visa application has not started.',
  visa_applied: () => 'The visa has been applied for and is not issued yet.',
  visa_refused: () => 'The visa was refused.',
  paid_in_full: () => 'The booking is paid in full.',
  balance_due: (p) => `${dollars(p['balanceCents'], 'en')} is still to be paid.`,
  booking_not_confirmed: () => 'The booking is not confirmed yet.',
};

const FR: Record<ReadinessCode, Words> = {
  details_complete: () => 'Tous les renseignements sont remplis.',
  details_missing: (p) => `Manquant : ${fieldList(p, 'fr')}.`,
  trip_dates_unknown: () =>
    'La réservation n’a pas encore de dates de départ : la vérification est impossible.',
  passport_valid: (p) => `Le passeport est valide jusqu’au ${day(p, 'expiry', 'fr')}.`,
  passport_expiry_missing: () => 'La date d’expiration du passeport manque.',
  passport_expires_too_soon: (p) =>
    `Le passeport expire le ${day(p, 'expiry', 'fr')} ; il doit être valide au moins jusqu’au ${day(p, 'needed', 'fr')} (six mois après le retour). Un nouveau passeport est nécessaire.`,
  vaccination_valid: (p) =>
    `La vaccination contre la méningite est valide jusqu’au ${day(p, 'validUntil', 'fr')}.`,
  vaccination_missing: () => 'La date ou le type du vaccin contre la méningite (ACWY) manque.',
  vaccination_too_late: (p) =>
    `La vaccination contre la méningite du ${day(p, 'date', 'fr')} est trop proche du départ : elle doit être faite au plus tard le ${day(p, 'latest', 'fr')} (10 jours avant l’arrivée).`,
  vaccination_expired: (p) =>
    `La vaccination contre la méningite du ${day(p, 'date', 'fr')} n’est valide que ${p['years']} ans, jusqu’au ${day(p, 'validUntil', 'fr')} : un nouveau vaccin est nécessaire avant le voyage.`,
  photo_present: () => 'La photo a été reçue.',
  photo_missing: () => 'La photo manque.',
  visa_issued: (p) =>
    p['number'] ? `Le visa est délivré (${p['number']}).` : 'Le visa est délivré.',
  visa_not_started: () => 'La demande de visa n’est pas commencée.',
  visa_applied: () => 'Le visa est demandé, mais pas encore délivré.',
  visa_refused: () => 'Le visa a été refusé.',
  paid_in_full: () => 'La réservation est payée en entier.',
  balance_due: (p) => `Il reste ${dollars(p['balanceCents'], 'fr')} à payer.`,
  booking_not_confirmed: () => 'La réservation n’est pas encore confirmée.',
};

/** A check's sentence in a language (French spacing applied). */
export function readinessText(
  c: Pick<ReadinessCheck, 'code' | 'params'>,
  language: FormLanguage,
): string {
  return language === 'fr' ? frenchSpacing(FR[c.code](c.params, 'fr')) : EN[c.code](c.params, 'en');
}
