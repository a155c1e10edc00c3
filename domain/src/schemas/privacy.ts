import * as yup from 'yup';
import { isIsoDate } from '../model/dates';
import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from '../model/privacy';
import { optionalPhone, optionalText, personName, requiredEmail, trimString } from './validation';

/** GET /api/admin/privacy/search?email= (and export, erase): the person's address. */
export const privacyEmailSchema = yup.object({
  email: requiredEmail('Email'),
});

/** GET /api/admin/privacy/export?email=&language=: the address, and the letter's language. */
export const privacyExportSchema = privacyEmailSchema.shape({
  language: yup
    .string()
    .oneOf(['en', 'fr'] as const, 'Language must be en or fr')
    .default('en')
    .defined(),
});

/**
 * POST /api/admin/privacy/erase: the address whose records are erased, and (required when the
 * person has an upcoming confirmed trip, which the erasure cancels) why.
 */
export const privacyEraseSchema = yup.object({
  email: requiredEmail('Email'),
  reason: optionalText('Reason', 500),
});
export type PrivacyErasure = yup.InferType<typeof privacyEraseSchema>;

function requiredDate(label: string) {
  return yup
    .string()
    .transform(trimString)
    .required(`${label} is required`)
    .test('iso-date', `${label} must be a valid date (YYYY-MM-DD)`, (v) => isIsoDate(v));
}

/** The register's form: a new request (POST /api/admin/privacy/requests). */
export const privacyRequestSchema = yup.object({
  kind: yup
    .string()
    .required('Kind is required')
    .oneOf(PRIVACY_REQUEST_KINDS, `Kind must be one of ${PRIVACY_REQUEST_KINDS.join(', ')}`)
    .defined() as yup.StringSchema<PrivacyRequestKind>,
  email: requiredEmail('Email'),
  receivedDate: requiredDate('Received date'),
});
export type PrivacyRequestInput = yup.InferType<typeof privacyRequestSchema>;

/** Closing or reopening a request, with its outcome (PATCH /api/admin/privacy/requests/:id). */
export const privacyRequestUpdateSchema = yup.object({
  status: yup
    .string()
    .required('Status is required')
    .oneOf(PRIVACY_REQUEST_STATUSES, `Status must be one of ${PRIVACY_REQUEST_STATUSES.join(', ')}`)
    .defined() as yup.StringSchema<PrivacyRequestStatus>,
  outcome: optionalText('Outcome', 2000).when('status', {
    is: 'closed',
    then: (s) => s.required('Outcome is required to close a request'),
  }),
});
export type PrivacyRequestUpdate = yup.InferType<typeof privacyRequestUpdateSchema>;

/**
 * A correction request's new contact details for one message or booking
 * (PUT /api/admin/privacy/records/{messages|bookings}/{id}).
 */
export const privacyCorrectionSchema = yup.object({
  name: personName('Name', 100),
  email: requiredEmail('Email'),
  phone: optionalPhone('Phone'),
});
export type PrivacyCorrection = yup.InferType<typeof privacyCorrectionSchema>;
