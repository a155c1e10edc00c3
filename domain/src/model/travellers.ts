/**
 * A traveller of a booking: one record per person flying, with what the agency needs before the
 * group flies (the name exactly as on the passport, the passport, the meningitis vaccination, the
 * visa, an emergency contact). Model only (no yup): the schema is schemas/traveller.ts; the
 * readiness rules are readiness.ts.
 *
 * Privacy: the passport number and the date of birth are shown only on the booking's page, the
 * pilgrim's trip page and the exports meant for them; never in lists, logs, mails or URLs.
 */
import type { TravellerDocumentFiles, TravellerDocuments } from './traveller-documents';
import type { FormLanguage } from './validation-messages';

/** Sex as printed on the passport (the machine-readable zone has M, F or <; the visa asks M/F). */
export const TRAVELLER_SEXES = ['M', 'F'] as const;
export type TravellerSex = (typeof TRAVELLER_SEXES)[number];

/** The two kinds of meningococcal ACWY vaccine (their validity differs; see readiness.ts). */
export const VACCINE_TYPES = ['polysaccharide', 'conjugate'] as const;
export type VaccineType = (typeof VACCINE_TYPES)[number];

export const VISA_STATUSES = ['not_started', 'applied', 'issued', 'refused'] as const;
export type VisaStatus = (typeof VISA_STATUSES)[number];

/** What a traveller needs of their room and transfers, for the hotels (the rooming list). */
export const TRAVELLER_NEEDS = ['wheelchair', 'groundFloor'] as const;
export type TravellerNeed = (typeof TRAVELLER_NEEDS)[number];

export const TRAVELLER_NEED_LABELS: Record<FormLanguage, Record<TravellerNeed, string>> = {
  en: { wheelchair: 'Uses a wheelchair', groundFloor: 'Needs a ground-floor room' },
  fr: {
    wheelchair: 'Se déplace en fauteuil roulant',
    groundFloor: 'A besoin d’une chambre au rez-de-chaussée',
  },
};

/** How a traveller is related to another traveller of the same booking. */
export const TRAVELLER_RELATIONS = ['spouse', 'parent', 'child', 'sibling', 'other'] as const;
export type TravellerRelationKind = (typeof TRAVELLER_RELATIONS)[number];

export interface TravellerRelation {
  kind: TravellerRelationKind;
  /** The other traveller's index in the booking (1..n, not this one). */
  to: number;
}

/** Which documents the agency holds for the traveller (scans uploaded or paper received). */
export interface EmergencyContact {
  name: string;
  phone: string;
}

/**
 * What the pilgrim (or staff) fill about a traveller. Blank text is ''; an unknown date or choice
 * is null: a record is filled over weeks, and "details complete" is a readiness rule, not a
 * condition of saving.
 */
export interface TravellerDetails {
  /** Given names exactly as on the passport. */
  givenNames: string;
  /** Surname exactly as on the passport. */
  surname: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  sex: TravellerSex | null;
  nationality: string;
  passportNumber: string;
  passportIssuingCountry: string;
  passportIssueDate: string | null;
  passportExpiryDate: string | null;
  /** Date of the meningococcal ACWY vaccination (YYYY-MM-DD). */
  vaccinationDate: string | null;
  vaccineType: VaccineType | null;
  emergencyContact: EmergencyContact;
  /** Mobility or medical notes (optional; staff use them for rooms and assistance). */
  notes: string;
  /** What the hotels must know (the rooming list prints each room's), in TRAVELLER_NEEDS' order. */
  needs: TravellerNeed[];
  relation: TravellerRelation | null;
}

/** What staff record besides the details: the visa and the documents held. */
export interface TravellerFields extends TravellerDetails {
  visaStatus: VisaStatus;
  visaNumber: string;
  documents: TravellerDocuments;
}

/** A stored traveller as the admin API answers it. */
export interface Traveller extends TravellerFields {
  id: string;
  bookingId: string;
  departureId: string | null;
  /** 1..n within the booking; traveller 1 is the lead contact unless staff say otherwise. */
  index: number;
  /** The files the pilgrim uploaded from the trip page (metadata only; the bytes stay private). */
  files: TravellerDocumentFiles;
  createdAt: string;
  updatedAt: string;
}

export const NO_DOCUMENTS: TravellerDocuments = {
  passportScan: false,
  vaccinationCertificate: false,
  photo: false,
};

/** A blank record (what a new traveller starts as). */
export function blankTravellerFields(): TravellerFields {
  return {
    givenNames: '',
    surname: '',
    dateOfBirth: null,
    sex: null,
    nationality: '',
    passportNumber: '',
    passportIssuingCountry: '',
    passportIssueDate: null,
    passportExpiryDate: null,
    vaccinationDate: null,
    vaccineType: null,
    emergencyContact: { name: '', phone: '' },
    notes: '',
    needs: [],
    relation: null,
    visaStatus: 'not_started',
    visaNumber: '',
    documents: { ...NO_DOCUMENTS },
  };
}

/**
 * Traveller 1 prefilled from the booking's lead contact: the full name split at its last space
 * (given names, then surname), for staff or the pilgrim to correct to the passport's spelling.
 */
export function leadTravellerFields(fullName: string): TravellerFields {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const surname = words.length > 1 ? (words.at(-1) ?? '') : '';
  const givenNames = words.length > 1 ? words.slice(0, -1).join(' ') : (words[0] ?? '');
  return { ...blankTravellerFields(), givenNames, surname };
}

/**
 * A record with the pilgrim's details replaced and what staff record (the visa, the documents
 * held) kept: the pilgrim's own form never changes those.
 */
export function withDetails(current: TravellerFields, details: TravellerDetails): TravellerFields {
  return {
    ...current,
    givenNames: details.givenNames,
    surname: details.surname,
    dateOfBirth: details.dateOfBirth,
    sex: details.sex,
    nationality: details.nationality,
    passportNumber: details.passportNumber,
    passportIssuingCountry: details.passportIssuingCountry,
    passportIssueDate: details.passportIssueDate,
    passportExpiryDate: details.passportExpiryDate,
    vaccinationDate: details.vaccinationDate,
    vaccineType: details.vaccineType,
    emergencyContact: { ...details.emergencyContact },
    notes: details.notes,
    needs: [...details.needs],
    relation: details.relation ? { ...details.relation } : null,
  };
}

/** "SURNAME, Given names" as staff lists show a traveller ('' parts left out). */
export function travellerDisplayName(t: Pick<TravellerDetails, 'givenNames' | 'surname'>): string {
  const surname = t.surname.toUpperCase();
  if (surname && t.givenNames) return `${surname}, ${t.givenNames}`;
  return surname || t.givenNames;
}

/** The fields' labels, as messages and forms name them. */
export const TRAVELLER_FIELD_LABELS = {
  en: {
    givenNames: 'Given names',
    surname: 'Surname',
    dateOfBirth: 'Date of birth',
    sex: 'Sex',
    nationality: 'Nationality',
    passportNumber: 'Passport number',
    passportIssuingCountry: 'Issuing country',
    passportIssueDate: 'Passport issue date',
    passportExpiryDate: 'Passport expiry date',
    vaccinationDate: 'Vaccination date',
    vaccineType: 'Vaccine type',
    emergencyContactName: 'Emergency contact name',
    emergencyContactPhone: 'Emergency contact phone',
    notes: 'Mobility or medical notes',
    needs: 'Room needs',
    relation: 'Relation',
    relationTo: 'Related traveller',
    visaStatus: 'Visa status',
    visaNumber: 'Visa number',
    documents: 'Documents',
  },
  fr: {
    givenNames: 'Prénoms',
    surname: 'Nom de famille',
    dateOfBirth: 'Date de naissance',
    sex: 'Sexe',
    nationality: 'Nationalité',
    passportNumber: 'Numéro de passeport',
    passportIssuingCountry: 'Pays de délivrance',
    passportIssueDate: 'Date de délivrance du passeport',
    passportExpiryDate: 'Date d’expiration du passeport',
    vaccinationDate: 'Date de vaccination',
    vaccineType: 'Type de vaccin',
    emergencyContactName: 'Nom du contact d’urgence',
    emergencyContactPhone: 'Téléphone du contact d’urgence',
    notes: 'Notes sur la mobilité ou la santé',
    needs: 'Besoins pour la chambre',
    relation: 'Lien',
    relationTo: 'Voyageur lié',
    visaStatus: 'Statut du visa',
    visaNumber: 'Numéro de visa',
    documents: 'Documents',
  },
} as const satisfies Record<FormLanguage, Record<string, string>>;

export type TravellerFieldKey = keyof (typeof TRAVELLER_FIELD_LABELS)['en'];

export const VISA_STATUS_LABELS: Record<FormLanguage, Record<VisaStatus, string>> = {
  en: { not_started: 'Not started', applied: 'Applied', issued: 'Issued', refused: 'Refused' },
  fr: { not_started: 'Pas commencé', applied: 'Demandé', issued: 'Délivré', refused: 'Refusé' },
};

export const VACCINE_TYPE_LABELS: Record<FormLanguage, Record<VaccineType, string>> = {
  en: { polysaccharide: 'Polysaccharide', conjugate: 'Conjugate' },
  fr: { polysaccharide: 'Polysaccharidique', conjugate: 'Conjugué' },
};

export const RELATION_LABELS: Record<FormLanguage, Record<TravellerRelationKind, string>> = {
  en: { spouse: 'Spouse', parent: 'Parent', child: 'Child', sibling: 'Sibling', other: 'Other' },
  fr: {
    spouse: 'Conjoint',
    parent: 'Parent',
    child: 'Enfant',
    sibling: 'Frère ou sœur',
    other: 'Autre',
  },
};

/**
 * What the trip page shows of a passport number: its last 3 characters only (the page may be
 * open on a shared screen; the pilgrim recognises their passport by its end). '' when none.
 */
export function passportNumberEnding(passportNumber: string): string {
  return passportNumber.trim().slice(-3);
}

/**
 * The pilgrim's own form: the trip page never shows the stored passport number, so its field
 * starts blank and a blank one keeps the number on file; a number typed replaces it.
 */
export function withPilgrimDetails(
  current: TravellerFields,
  details: TravellerDetails,
): TravellerFields {
  return withDetails(current, {
    ...details,
    passportNumber: details.passportNumber || current.passportNumber,
    // The room needs are staff's to record (from the pilgrim's notes): the trip form has none.
    needs: current.needs,
  });
}

/** The nested fields an update may carry one part of (a flag, the contact's phone). */
const NESTED_FIELDS = ['documents', 'emergencyContact'] as const;

/**
 * Staff's update as it changes the stored record: only the fields the request carried (`body` as
 * sent; `parsed` as the schema cleaned it, its defaults filling what was not sent). A save
 * without the document flags keeps the photo recorded as received; a body with one flag changes
 * that flag alone.
 */
export function withCarriedFields(
  current: TravellerFields,
  parsed: TravellerFields,
  body: unknown,
): TravellerFields {
  const sent = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);
  const next: TravellerFields = { ...current };
  const target = next as unknown as Record<string, unknown>;
  const source = parsed as unknown as Record<string, unknown>;
  for (const key of Object.keys(parsed)) {
    if (!has(sent, key)) continue;
    const nested = (NESTED_FIELDS as readonly string[]).includes(key);
    const part = sent[key];
    if (nested && part && typeof part === 'object') {
      const kept = { ...(target[key] as Record<string, unknown>) };
      const cleaned = source[key] as Record<string, unknown>;
      for (const sub of Object.keys(cleaned)) if (has(part, sub)) kept[sub] = cleaned[sub];
      target[key] = kept;
    } else {
      target[key] = source[key];
    }
  }
  return next;
}
