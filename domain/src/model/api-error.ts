/**
 * What a failed call to /api answers, read the same way by the public forms and the admin area:
 * the server sends `{ code?, message, errors? }` (functions/src/platform/http/errors.ts), the browser
 * turns it into an ApiError and shows its message (or words its code), never raw JSON or an HTML
 * error page.
 */
import { isErrorCode, type ErrorCode } from './error-codes';

/** The JSON body of every non-OK answer from /api. */
export interface ApiErrorBody {
  /** The error's name (domain/src/model/errors.ts), when the server names it. */
  code?: ErrorCode;
  message: string;
  /** Per field, what is wrong (400 validation answers). */
  errors?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's human message, for toasts. */
    readonly userMessage: string,
    readonly fieldErrors?: Record<string, string>,
    /** What went wrong, by name: the way to tell one failure from another. */
    readonly code?: ErrorCode,
  ) {
    super(`${status}: ${userMessage}`);
  }
}

/** An ApiError from a non-OK answer's status and body text (our JSON body, or any text). */
export function apiErrorFrom(status: number, statusText: string, text: string): ApiError {
  let message = text || statusText;
  let fieldErrors: Record<string, string> | undefined;
  let code: ErrorCode | undefined;
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody>;
    message = typeof body.message === 'string' ? body.message : statusText;
    fieldErrors = body.errors;
    code = isErrorCode(body.code) ? body.code : undefined;
  } catch {
    // Not JSON: keep the text as it is.
  }
  return new ApiError(status, message, fieldErrors, code);
}

/** The human text of a failed call: the server's message, else `fallback` (never raw JSON). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.userMessage.trim() !== '') {
    const text = error.userMessage.trim();
    // A body that was not our JSON shape (e.g. an HTML error page) is not shown to anyone.
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
