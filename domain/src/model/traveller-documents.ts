/**
 * The documents a pilgrim uploads for each traveller from the trip page (issue 29): the passport
 * scan, the meningitis ACWY vaccination certificate and a photo. Each kind names the traveller's
 * `documents` flag it sets (readiness reads the flags) and the file types it takes; a file's type
 * is judged by its leading bytes on the server, and by its name and declared type in the browser.
 * The size limit is the booking form's passport scan's.
 */
import { PASSPORT_MAX_BYTES } from './constants';

/** Which of a traveller's documents the agency holds (readiness reads these flags). */
export interface TravellerDocuments {
  passportScan: boolean;
  vaccinationCertificate: boolean;
  photo: boolean;
}

/**
 * Uploads one booking's trip page may make per hour, all travellers and kinds together: enough
 * for a large party's three documents each and a few retries; each upload is a stored file and
 * an audit entry, so a script holding the link cannot fill storage and the log.
 */
export const TRIP_UPLOAD_HOURLY_LIMIT = 40;

export const TRAVELLER_DOCUMENT_KINDS = ['passport', 'vaccination', 'photo'] as const;
export type TravellerDocumentKind = (typeof TRAVELLER_DOCUMENT_KINDS)[number];

export function isTravellerDocumentKind(value: unknown): value is TravellerDocumentKind {
  return (TRAVELLER_DOCUMENT_KINDS as readonly unknown[]).includes(value);
}

/** The `documents` flag each kind sets once its file is stored. */
export const DOCUMENT_FLAG: Record<TravellerDocumentKind, keyof TravellerDocuments> = {
  passport: 'passportScan',
  vaccination: 'vaccinationCertificate',
  photo: 'photo',
};

/** What each kind takes: a scan may be a PDF; a photo is a picture (the visa form wants one). */
export const DOCUMENT_MIME_TYPES: Record<TravellerDocumentKind, readonly string[]> = {
  passport: ['application/pdf', 'image/jpeg', 'image/png'],
  vaccination: ['application/pdf', 'image/jpeg', 'image/png'],
  photo: ['image/jpeg', 'image/png'],
};

/** The file inputs' `accept` attributes (extensions and MIME types, for every browser). */
export const DOCUMENT_ACCEPT: Record<TravellerDocumentKind, string> = {
  passport: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
  vaccination: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
  photo: '.jpg,.jpeg,.png,image/jpeg,image/png',
};

export const TRAVELLER_DOCUMENT_MAX_BYTES = PASSPORT_MAX_BYTES;

/** A stored document as staff and the pilgrim see it (where it is stored never leaves the server). */
export interface TravellerDocumentFile {
  fileName: string;
  contentType: string;
  size: number;
  /** ISO date-time. */
  uploadedAt: string;
}

/** Each kind's stored file, or null when none was uploaded (paper may still be recorded). */
export type TravellerDocumentFiles = Record<TravellerDocumentKind, TravellerDocumentFile | null>;

export const NO_DOCUMENT_FILES: TravellerDocumentFiles = {
  passport: null,
  vaccination: null,
  photo: null,
};

/** The refusals of an upload, as codes (errors.ts words them). */
export type TravellerDocumentProblem =
  'traveller_document_type' | 'traveller_document_too_large' | 'traveller_document_empty';

const EXTENSIONS: Record<TravellerDocumentKind, readonly string[]> = {
  passport: ['.pdf', '.jpg', '.jpeg', '.png'],
  vaccination: ['.pdf', '.jpg', '.jpeg', '.png'],
  photo: ['.jpg', '.jpeg', '.png'],
};

/**
 * The browser's early check of a chosen file (the server judges the bytes again): null when it
 * may be sent, else the problem's code. The name's extension must fit the kind and, when the
 * browser reports a MIME type, that too; then 1 byte to the size limit.
 */
export function travellerDocumentFileError(
  kind: TravellerDocumentKind,
  file: { name: string; size: number; type?: string },
): TravellerDocumentProblem | null {
  const name = file.name.toLowerCase();
  const dot = name.lastIndexOf('.');
  const ext = dot >= 0 ? name.slice(dot) : '';
  if (!EXTENSIONS[kind].includes(ext)) return 'traveller_document_type';
  if (file.type && !DOCUMENT_MIME_TYPES[kind].includes(file.type.toLowerCase())) {
    return 'traveller_document_type';
  }
  if (file.size > TRAVELLER_DOCUMENT_MAX_BYTES) return 'traveller_document_too_large';
  if (file.size <= 0) return 'traveller_document_empty';
  return null;
}

const PROBLEMS: readonly TravellerDocumentProblem[] = [
  'traveller_document_type',
  'traveller_document_too_large',
  'traveller_document_empty',
];

/** The problem named in the trip page's address after a refused upload, or null. */
export function travellerDocumentProblemOf(value: unknown): TravellerDocumentProblem | null {
  return (PROBLEMS as readonly unknown[]).includes(value)
    ? (value as TravellerDocumentProblem)
    : null;
}
