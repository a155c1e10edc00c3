/**
 * The pilgrim's traveller form as a plain HTML form sends it (flat field names, no script): how
 * its fields become the shape travellerDetailsSchemaFor validates, and how the schema's error
 * paths name the form's fields again. Model only (no yup).
 */
import { REQUIRED_DETAILS } from './readiness';
import type { TravellerFieldKey } from './travellers';

/** The form's fields, in form order (the names the inputs carry). */
export const TRAVELLER_FORM_FIELDS = [
  // The details readiness requires, in its order, then the optional ones.
  ...REQUIRED_DETAILS,
  'notes',
  'relationKind',
  'relationTo',
] as const;
export type TravellerFormField = (typeof TRAVELLER_FORM_FIELDS)[number];

/** Each form field's label key in TRAVELLER_FIELD_LABELS. */
export const TRAVELLER_FORM_LABEL: Record<TravellerFormField, TravellerFieldKey> = {
  givenNames: 'givenNames',
  surname: 'surname',
  dateOfBirth: 'dateOfBirth',
  sex: 'sex',
  nationality: 'nationality',
  passportNumber: 'passportNumber',
  passportIssuingCountry: 'passportIssuingCountry',
  passportIssueDate: 'passportIssueDate',
  passportExpiryDate: 'passportExpiryDate',
  vaccinationDate: 'vaccinationDate',
  vaccineType: 'vaccineType',
  emergencyContactName: 'emergencyContactName',
  emergencyContactPhone: 'emergencyContactPhone',
  notes: 'notes',
  relationKind: 'relation',
  relationTo: 'relationTo',
};

export const isTravellerFormField = (v: unknown): v is TravellerFormField =>
  (TRAVELLER_FORM_FIELDS as readonly unknown[]).includes(v);

/**
 * The form's flat fields as the schema's body. Only the form's own fields are taken (anything else
 * is dropped, not passed on); missing ones stay missing, which the schema reads as blank.
 */
export function travellerBodyOfForm(fields: Record<string, unknown>): Record<string, unknown> {
  const pick = (name: TravellerFormField) => (Object.hasOwn(fields, name) ? fields[name] : '');
  const body: Record<string, unknown> = {};
  for (const name of TRAVELLER_FORM_FIELDS) {
    if (name.startsWith('emergencyContact') || name.startsWith('relation')) continue;
    if (Object.hasOwn(fields, name)) body[name] = fields[name];
  }
  body['emergencyContact'] = {
    name: pick('emergencyContactName'),
    phone: pick('emergencyContactPhone'),
  };
  body['relation'] = { kind: pick('relationKind'), to: pick('relationTo') };
  return body;
}

const PATH_TO_FIELD: Record<string, TravellerFormField> = {
  'emergencyContact.name': 'emergencyContactName',
  'emergencyContact.phone': 'emergencyContactPhone',
  emergencyContact: 'emergencyContactName',
  'relation.kind': 'relationKind',
  'relation.to': 'relationTo',
  relation: 'relationKind',
};

/** The form field a schema error path is about (the relation as a whole: its kind). */
export function travellerFormFieldOf(path: string): TravellerFormField | null {
  const mapped = PATH_TO_FIELD[path];
  if (mapped) return mapped;
  return isTravellerFormField(path) ? path : null;
}

/**
 * A traveller form the server refused, as its answer shows it again (issue 40 item 4): every value
 * typed, and why each refused field was refused (the schema's message, in the form's language).
 * Only in that answer: never stored, never in an address.
 */
export interface TravellerFormRefusal {
  /** The traveller whose form it was. */
  index: number;
  /** What each field held, as typed. */
  values: Partial<Record<TravellerFormField, string>>;
  /** Why, for each field refused, in form order. */
  errors: Partial<Record<TravellerFormField, string>>;
}

/**
 * The refusal of a form post: its fields' text as typed (the form's own fields only) and the
 * schema's errors by path, each on the form field it is about (the first message a field gets
 * is kept: a relation as a whole and its kind land on the same field).
 */
export function travellerFormRefusalOf(
  index: number,
  fields: Record<string, unknown>,
  errorsByPath: Record<string, string>,
): TravellerFormRefusal {
  const values: Partial<Record<TravellerFormField, string>> = {};
  for (const name of TRAVELLER_FORM_FIELDS) {
    const value = fields[name];
    if (Object.hasOwn(fields, name) && typeof value === 'string') values[name] = value;
  }
  const byField = new Map<TravellerFormField, string>();
  for (const [path, message] of Object.entries(errorsByPath)) {
    const field = travellerFormFieldOf(path);
    if (field && !byField.has(field)) byField.set(field, message);
  }
  const errors: Partial<Record<TravellerFormField, string>> = {};
  for (const name of TRAVELLER_FORM_FIELDS) {
    const message = byField.get(name);
    if (message !== undefined) errors[name] = message;
  }
  return { index, values, errors };
}
