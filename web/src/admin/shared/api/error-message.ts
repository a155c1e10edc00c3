import { ApiError } from './api-client';

/** The human text of a failed call: the server's message, else `fallback` (never raw JSON). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.userMessage.trim() !== '') {
    const text = error.userMessage.trim();
    // A body that was not our JSON shape (e.g. an HTML error page) is not shown to staff.
    if (!text.startsWith('{') && !text.startsWith('<')) return text;
  }
  return fallback;
}

/** Field errors of a failed call (400/409 answers), if any. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  return error instanceof ApiError && error.fieldErrors && Object.keys(error.fieldErrors).length > 0
    ? error.fieldErrors
    : undefined;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
