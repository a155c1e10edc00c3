import { ApiError } from './api-client';

/** The human part of a failure for a toast: the server's message, never raw JSON. */
export function errorMessage(error: unknown, fallback = 'Please try again.'): string {
  if (error instanceof ApiError) return error.userMessage || fallback;
  return fallback;
}
