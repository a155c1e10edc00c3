// The passport scan a booking may carry: which files are accepted, and how long one is kept.
// Without yup, so the booking page checks a file before its form's rules have loaded.
import { PASSPORT_EXTENSIONS, PASSPORT_MAX_BYTES, PASSPORT_MIME_TYPES } from './constants';

export type PassportProblem = 'passport_type' | 'passport_too_large' | 'passport_empty';

/**
 * Checks an optional passport upload: null when acceptable, else the problem's code (each side
 * words it in its reader's language). The extension must be .pdf/.jpg/.jpeg/.png (any case) and,
 * when the browser reports a MIME type, it must match too; then size 1 byte to 5 MB.
 */
export function passportFileError(file: {
  name: string;
  size: number;
  type?: string;
}): PassportProblem | null {
  const name = file.name.toLowerCase();
  const dot = name.lastIndexOf('.');
  const ext = dot >= 0 ? name.slice(dot) : '';
  if (!(PASSPORT_EXTENSIONS as readonly string[]).includes(ext)) return 'passport_type';
  if (file.type && !(PASSPORT_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase()))
    return 'passport_type';
  if (file.size > PASSPORT_MAX_BYTES) return 'passport_too_large';
  if (file.size <= 0) return 'passport_empty';
  return null;
}

/** How long a passport scan is kept after the trip date, unless the agency sets otherwise. */
export const PASSPORT_RETENTION_DAYS_DEFAULT = 90;
export const PASSPORT_RETENTION_DAYS_MAX = 3650;

/**
 * The retention period in days from the settings' text ('' or anything unusable gives the
 * default). One reading for the consent text the visitor agrees to and for the deletion job.
 */
export function passportRetentionDaysOf(text: string | null | undefined): number {
  const days = /^\d{1,4}$/.test(text?.trim() ?? '') ? Number(text) : NaN;
  return days >= 1 && days <= PASSPORT_RETENTION_DAYS_MAX ? days : PASSPORT_RETENTION_DAYS_DEFAULT;
}
