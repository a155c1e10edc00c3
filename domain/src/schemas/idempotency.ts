// Safe retries of admin creates: the form makes one key per dialog and sends it with each try.
import * as yup from 'yup';

import { IDEMPOTENCY_KEY_MALFORMED } from '../model/idempotency';

export { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MALFORMED } from '../model/idempotency';

/** A key is a UUID as `crypto.randomUUID()` makes it (any case): always a valid document id. */
export const IDEMPOTENCY_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The header's value: absent (a plain create) or a UUID, stored in lower case. */
export const idempotencyKeySchema = yup
  .string()
  .typeError(IDEMPOTENCY_KEY_MALFORMED)
  .trim()
  .matches(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_MALFORMED)
  .lowercase()
  .optional();

/** One admin create made safe to retry: the client's key and what the request asked for. */
export interface CreateOnce {
  key: string;
  /** A hash of the validated body: a repeat with another body is a different request (409). */
  fingerprint: string;
}
