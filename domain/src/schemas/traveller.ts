/**
 * A traveller's record as the forms send it: the pilgrim's trip page (the details) and staff's
 * edit form (the details, the visa and the documents held). Shared by the forms and the server;
 * each message names its field, in the form's language.
 *
 * Every field may be left blank (a record is filled over weeks; "details complete" is a readiness
 * rule), but what is given must be right: real dates in the past, an expiry after the issue, a
 * passport number of letters and digits, a visa number once the visa is issued.
 *
 * yup context (parseWith's third argument): `today` ('YYYY-MM-DD', default the agency's today)
 * for the dates that cannot be in the future; `index` and `travellers` (this traveller's number
 * and the booking's count) for the relation to another traveller.
 */
import * as yup from 'yup';
import { countryCode } from '../model/countries';
import { isIsoDate, todayInTimeZone } from '../model/dates';
import { frenchSpacing } from '../model/french-typography';
import {
  TRAVELLER_FIELD_LABELS,
  TRAVELLER_NEEDS,
  TRAVELLER_RELATIONS,
  TRAVELLER_SEXES,
  VACCINE_TYPES,
  VISA_STATUSES,
  type TravellerDetails,
  type TravellerFields,
  type TravellerNeed,
  type TravellerRelation,
} from '../model/travellers';
import { validationMessages, type FormLanguage } from '../model/validation-messages';
import {
  optionalPhone,
  optionalText,
  refuseForbiddenKeys,
  trimString,
  optionalLine,
} from './validation';

export const PASSPORT_NUMBER_PATTERN = /^[A-Z0-9]{5,15}$/;
/** Names as passports print them: letters of any script, spaces, hyphens, apostrophes, dots. */
const PASSPORT_NAME = /^[\p{L}\p{M}' .-]*$/u;
const OLDEST_BIRTH = '1900-01-01';

interface Words {
  passportName: (label: string) => string;
  passportNumber: string;
  future: (label: string) => string;
  tooOld: (label: string) => string;
  expiryAfterIssue: string;
  oneOf: (label: string, choices: string) => string;
  visaNumberRequired: string;
  relationBoth: string;
  relationSelf: string;
  relationRange: (n: number) => string;
  flag: (label: string) => string;
  object: (label: string) => string;
  country: (label: string) => string;
  needs: (label: string, choices: string) => string;
}

const WORDS: Record<FormLanguage, Words> = {
  en: {
    passportName: (label) =>
      `${label} may contain only letters, spaces, hyphens and apostrophes, as on the passport`,
    passportNumber: 'Passport number must be 5 to 15 letters and digits, as on the passport',
    future: (label) => `${label} cannot be in the future`,
    tooOld: (label) => `${label} must be after 1900`,
    expiryAfterIssue: 'Passport expiry date must be after its issue date',
    oneOf: (label, choices) => `${label} must be one of ${choices}`,
    visaNumberRequired: 'Visa number is required once the visa is issued',
    relationBoth: 'Choose both the relation and the traveller it is to',
    relationSelf: 'A traveller cannot be related to themselves',
    relationRange: (n) => `Related traveller must be a traveller of this booking (1 to ${n})`,
    flag: (label) => `${label} must be true or false`,
    object: (label) => `${label} must be an object`,
    country: (label) => `${label}: choose a country from the list`,
    needs: (label, choices) => `${label} must be a list of ${choices}`,
  },
  fr: {
    passportName: (label) =>
      `Le champ « ${label} » ne peut contenir que des lettres, des espaces, des traits d’union et des apostrophes, comme sur le passeport`,
    passportNumber:
      'Le numéro de passeport doit compter de 5 à 15 lettres et chiffres, comme sur le passeport',
    future: (label) => `Le champ « ${label} » ne peut pas être dans le futur`,
    tooOld: (label) => `Le champ « ${label} » doit être postérieur à 1900`,
    expiryAfterIssue:
      'La date d’expiration du passeport doit être postérieure à sa date de délivrance',
    oneOf: (label, choices) => `Le champ « ${label} » doit valoir ${choices}`,
    visaNumberRequired: 'Le numéro de visa est obligatoire une fois le visa délivré',
    relationBoth: 'Choisissez le lien et le voyageur auquel il se rapporte',
    relationSelf: 'Un voyageur ne peut pas être lié à lui-même',
    relationRange: (n) => `Le voyageur lié doit être un voyageur de cette réservation (1 à ${n})`,
    flag: (label) => `Le champ « ${label} » doit valoir vrai ou faux`,
    object: (label) => `Le champ « ${label} » doit être un objet`,
    country: (label) => `${label} : choisissez un pays dans la liste`,
    needs: (label, choices) => `Le champ « ${label} » doit être une liste parmi ${choices}`,
  },
};

function todayOf(context: Record<string, unknown> | undefined): string {
  const ctx: unknown = context?.['today'];
  return isIsoDate(ctx) ? ctx : todayInTimeZone();
}

/** Blank ('' or spaces) or missing becomes null. */
const blankToNull = (value: unknown, original: unknown): unknown =>
  original === undefined ||
  original === null ||
  (typeof original === 'string' && original.trim() === '')
    ? null
    : value;

export function travellerDetailsSchemaFor(language: FormLanguage) {
  const m = validationMessages(language);
  const w = WORDS[language];
  const label = TRAVELLER_FIELD_LABELS[language];
  const say = (s: string) => (language === 'fr' ? frenchSpacing(s) : s);

  const date = (name: string) =>
    yup
      .string()
      .typeError(say(m.date(name)))
      .transform(blankToNull)
      .transform(trimString)
      .test('iso-date', say(m.isoDate(name)), (v) => v == null || isIsoDate(v))
      .nullable()
      .default(null);

  const pastDate = (name: string) =>
    date(name).test('not-future', say(w.future(name)), function (v) {
      return v == null || !isIsoDate(v) || v <= todayOf(this.options.context);
    });

  const passportName = (name: string) =>
    optionalLine(name, 100, m).test(
      'passport-name',
      say(w.passportName(name)),
      (v) => !v || PASSPORT_NAME.test(v),
    );

  const choice = <T extends string>(name: string, values: readonly T[]) =>
    yup
      .mixed<T>()
      .transform(blankToNull)
      .transform(trimString)
      .nullable()
      .default(null)
      .test(
        'one-of',
        say(w.oneOf(name, values.join(', '))),
        (v) => v == null || (values as readonly unknown[]).includes(v),
      );

  // A country from the list, stored as its ISO 3166-1 alpha-3 code; a name or nationality typed
  // in English or French (as forms took before the list, and older records hold) becomes its code.
  const country = (name: string) =>
    optionalText(name, 60, m)
      .transform((v: unknown) => (typeof v === 'string' && v ? (countryCode(v) ?? v) : v))
      .test('country', say(w.country(name)), (v) => !v || countryCode(v) === v);

  return yup.object({
    givenNames: passportName(label.givenNames),
    surname: passportName(label.surname),
    dateOfBirth: pastDate(label.dateOfBirth).test(
      'not-too-old',
      say(w.tooOld(label.dateOfBirth)),
      (v) => v == null || !isIsoDate(v) || v >= OLDEST_BIRTH,
    ),
    sex: choice(label.sex, TRAVELLER_SEXES).transform((v: unknown) =>
      typeof v === 'string' ? v.toUpperCase() : v,
    ),
    nationality: country(label.nationality),
    // Spaces and dashes some people type between groups are dropped; letters are uppercased.
    passportNumber: yup
      .string()
      .typeError(say(m.text(label.passportNumber)))
      .transform((v: unknown, original: unknown) => (original === null ? '' : v))
      .transform((v: unknown) =>
        typeof v === 'string' ? v.replace(/[\s-]/g, '').toUpperCase() : v,
      )
      .test('passport-number', say(w.passportNumber), (v) => !v || PASSPORT_NUMBER_PATTERN.test(v))
      .default(''),
    passportIssuingCountry: country(label.passportIssuingCountry),
    passportIssueDate: pastDate(label.passportIssueDate),
    passportExpiryDate: date(label.passportExpiryDate).test(
      'after-issue',
      say(w.expiryAfterIssue),
      function (v) {
        const issued: unknown = (this.parent as { passportIssueDate?: unknown }).passportIssueDate;
        return v == null || !isIsoDate(v) || !isIsoDate(issued) || v > issued;
      },
    ),
    vaccinationDate: pastDate(label.vaccinationDate),
    vaccineType: choice(label.vaccineType, VACCINE_TYPES),
    emergencyContact: yup
      .object({
        name: optionalLine(label.emergencyContactName, 120, m),
        phone: optionalPhone(label.emergencyContactPhone, m),
      })
      .transform(refuseForbiddenKeys)
      .typeError(say(w.object(label.emergencyContactName)))
      .default(() => ({ name: '', phone: '' })),
    notes: optionalText(label.notes, 2000, m),
    // Each need at most once, in the list's order (a form's ticked boxes).
    needs: yup
      .mixed<TravellerNeed[]>()
      .transform((v: unknown) => {
        if (v == null || v === '') return [];
        if (!Array.isArray(v)) return v;
        const rank = (n: unknown) => {
          const i = (TRAVELLER_NEEDS as readonly unknown[]).indexOf(n);
          return i < 0 ? TRAVELLER_NEEDS.length : i;
        };
        return [...new Set(v as unknown[])].sort((a, b) => rank(a) - rank(b));
      })
      .test(
        'needs',
        say(w.needs(label.needs, TRAVELLER_NEEDS.join(', '))),
        (v) =>
          Array.isArray(v) && v.every((n) => (TRAVELLER_NEEDS as readonly unknown[]).includes(n)),
      )
      .default(() => [])
      .defined(),
    // Typed as the model's relation: the 'both' test makes a half-given one an error.
    relation: yup
      .object({
        kind: choice(label.relation, TRAVELLER_RELATIONS),
        to: yup
          .number()
          .transform((v: unknown, original: unknown) => blankToNull(v, original))
          .typeError(say(m.number(label.relationTo)))
          .integer(say(m.wholeNumber(label.relationTo)))
          .nullable()
          .default(null)
          .test('not-self', say(w.relationSelf), function (v) {
            const index: unknown = this.options.context?.['index'];
            return v == null || v !== index;
          })
          .test('in-booking', function (v) {
            const n: unknown = this.options.context?.['travellers'];
            if (v == null || typeof n !== 'number') return true;
            return (v >= 1 && v <= n) || this.createError({ message: say(w.relationRange(n)) });
          }),
      })
      .transform(refuseForbiddenKeys)
      .typeError(say(w.object(label.relation)))
      .nullable()
      .default(null)
      .test('both', say(w.relationBoth), (v) => v == null || (v.kind == null) === (v.to == null))
      // No relation given (both parts blank, as an empty form sends them): stored as null.
      .transform((v: unknown) => {
        const r = v as { kind?: unknown; to?: unknown } | null;
        const blank = (x: unknown) => x == null || (typeof x === 'string' && x.trim() === '');
        return r && typeof r === 'object' && blank(r.kind) && blank(r.to) ? null : v;
      }) as unknown as yup.Schema<TravellerRelation | null>,
  });
}

/** Staff's form: the details, and the visa and documents the agency records. */
export function travellerSchemaFor(language: FormLanguage) {
  const m = validationMessages(language);
  const w = WORDS[language];
  const label = TRAVELLER_FIELD_LABELS[language];
  const say = (s: string) => (language === 'fr' ? frenchSpacing(s) : s);
  const flag = (name: string) =>
    yup
      .boolean()
      .typeError(say(w.flag(name)))
      .nonNullable(say(w.flag(name)))
      .default(false);
  return travellerDetailsSchemaFor(language).shape({
    visaStatus: yup
      .mixed<(typeof VISA_STATUSES)[number]>()
      // Blank or null: not started (the default).
      .transform((v: unknown) => (v === null || v === '' ? undefined : trimString(v)))
      .default('not_started')
      .test('one-of', say(w.oneOf(label.visaStatus, VISA_STATUSES.join(', '))), (v) =>
        (VISA_STATUSES as readonly unknown[]).includes(v),
      ),
    visaNumber: optionalText(label.visaNumber, 30, m).test(
      'issued-needs-number',
      say(w.visaNumberRequired),
      function (v) {
        const status: unknown = (this.parent as { visaStatus?: unknown }).visaStatus;
        return status !== 'issued' || Boolean(v);
      },
    ),
    documents: yup
      .object({
        passportScan: flag(language === 'fr' ? 'Copie du passeport' : 'Passport scan'),
        vaccinationCertificate: flag(
          language === 'fr' ? 'Certificat de vaccination' : 'Vaccination certificate',
        ),
        photo: flag('Photo'),
      })
      .transform(refuseForbiddenKeys)
      .typeError(say(w.object(label.documents)))
      .default(() => ({ passportScan: false, vaccinationCertificate: false, photo: false })),
  });
}

/** Staff's form in English (the admin area's language). */
export const travellerSchema = travellerSchemaFor('en');

export type TravellerDetailsInput = yup.InferType<ReturnType<typeof travellerDetailsSchemaFor>>;
export type TravellerInput = yup.InferType<typeof travellerSchema>;

// The schemas' output is the model's shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _detailsMatch: Same<TravellerDetailsInput, TravellerDetails> = true;
const _fieldsMatch: Same<TravellerInput, TravellerFields> = true;
void _detailsMatch;
void _fieldsMatch;
