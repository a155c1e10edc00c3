import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { log } from '../log';
import {
  DomainError,
  errorText,
  isDomainError,
  type ErrorCode,
  type ErrorParams,
} from '@umrah/domain/model/errors';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import { NO_STORE } from '../config';

/** The one place a named error becomes an HTTP status. */
const STATUS_OF: Record<ErrorCode, number> = {
  booking_not_found: 404,
  passport_not_attached: 404,
  passport_not_stored: 404,
  amount_invalid: 400,
  departure_in_past: 400,
  refund_exceeds_paid: 400,
  cancellation_needs_plan: 409,
  cancellation_too_many: 400,
  cancellation_quote_changed: 409,
  name_change_needs_plan: 409,
  plan_change_needs_plan: 409,
  name_change_fee_changed: 409,
  refund_card_short: 409,
  credit_not_found: 404,
  credit_exceeds_left: 400,
  credit_exceeds_due: 400,
  credit_exceeds_refund: 400,
  credit_expiry_past: 400,
  booking_closed: 409,
  booking_paid_in_full: 409,
  pay_link_invalid: 404,
  pay_link_retired: 410,
  card_not_offered: 409,
  nothing_due: 409,
  payment_processing: 409,
  package_unavailable: 400,
  package_sold_out: 400,
  passport_type: 415,
  passport_too_large: 413,
  passport_empty: 400,
  spam_check_failed: 400,
  too_many_from_network: 429,
  too_many_with_email: 429,
  message_not_found: 404,
  content_not_found: 404,
  slug_taken: 409,
  created_item_deleted: 409,
  idempotency_key_reused: 409,
  cursor_invalid: 400,
  username_taken: 409,
  admin_not_found: 404,
  own_account_gone: 401,
  last_admin: 400,
  admin_roster_busy: 503,
  // Writers of one document at once that kept colliding: try again in a second.
  record_busy: 503,
  card_payments_not_set_up: 503,
  checkout_not_opened: 502,
  departure_date_required: 400,
  departure_not_found: 404,
  group_leader_not_found: 404,
  group_not_found: 404,
  // Two staff confirming the last seats at once: the one that came second learns what is left.
  departure_sold_out: 409,
  departure_not_bookable: 400,
  departure_waiting_list_only: 400,
  waiting_list_order: 409,
  departure_has_bookings: 409,
  departure_too_many_to_reschedule: 409,
  hold_not_found: 404,
  receipt_not_found: 404,
  confirmation_not_found: 404,
  terms_not_accepted: 409,
  terms_changed: 409,
  traveller_not_found: 404,
  traveller_details_locked: 409,
  trip_link_invalid: 404,
  trip_link_retired: 410,
  unsubscribe_link_invalid: 404,
  privacy_request_not_found: 404,
  erasure_reason_required: 400,
  rooming_stay_not_found: 404,
  rooming_traveller_not_found: 404,
  rooming_locked: 409,
  rooming_nothing_to_copy: 409,
  room_not_found: 404,
  room_full: 409,
  room_not_empty: 409,
  traveller_document_kind: 404,
  traveller_document_type: 415,
  traveller_document_too_large: 413,
  traveller_document_empty: 400,
  traveller_document_missing: 404,
  traveller_document_not_stored: 404,
  group_message_daily_limit: 429,
  group_message_no_recipients: 409,
  too_many_trip_messages: 429,
  too_many_trip_uploads: 429,
  cancellation_not_open: 409,
  too_many_cancellation_requests: 429,
  departure_cancelled: 409,
  departure_choice_closed: 409,
  departure_choice_not_offered: 400,
  supplier_not_found: 404,
  cost_sheet_not_found: 404,
  cost_line_not_found: 400,
  cost_line_supplier_unknown: 400,
  cost_line_has_payments: 409,
  supplier_payment_currency: 400,
  invalid_input: 400,
  image_not_fetched: 400,
  not_found: 404,
  file_not_found: 404,
  api_route_not_found: 404,
  body_too_large: 413,
  body_not_json: 400,
  body_unreadable: 400,
  body_type_unsupported: 415,
  multipart_expected: 415,
  multipart_malformed: 400,
  file_too_large: 413,
  too_many_files: 400,
  idempotency_key_malformed: 400,
  service_unavailable: 503,
  internal_error: 500,
  too_many_requests: 429,
  submission_id_malformed: 400,
  challenge_form_unknown: 400,
  payment_filter_invalid: 400,
  settings_body_empty: 400,
  image_file_missing: 400,
  image_type: 415,
  image_unreadable: 415,
  checkout_not_found: 404,
  checkout_moved_on: 409,
  webhook_refused: 502,
  cross_site_request: 403,
  client_header_missing: 403,
  admin_sign_in_required: 401,
  not_an_admin: 403,
  not_signed_in: 401,
  invalid_credentials: 401,
  account_paused: 429,
  too_many_sign_in_attempts: 429,
  current_password_incorrect: 400,
  sign_in_expired: 401,
  sign_in_link_invalid: 401,
  activation_link_invalid: 401,
  second_factor_required: 403,
  second_factor_setup_first: 403,
  // 400, not 401: a wrong code is not a lost session.
  wrong_code: 400,
  too_many_wrong_codes: 429,
  notice_email_needed: 409,
  own_account_delete: 400,
  own_second_factor_reset: 400,
};

/** The HTTP status a named error answers with. */
export const statusOf = (code: ErrorCode): number => STATUS_OF[code];

/**
 * The language a request's errors are worded in: a public form's route sets the visitor's
 * (`res.locals.language`); staff and everything else read English.
 */
export function setErrorLanguage(res: Response, language: string): void {
  res.locals['language'] = language;
}

/**
 * Answers a named error in the request's language: `{ code, message, errors? }`. `status` is
 * given only for a body the parser refused, whose status the parser chose (413, 415, 400).
 */
function sendCoded(
  res: Response,
  code: ErrorCode,
  params: ErrorParams = {},
  fields?: Record<string, string>,
  status = STATUS_OF[code],
): void {
  const text = errorText(code, params, formLanguageOf(res.locals['language']), fields);
  const retryAfter = params['retryAfterSeconds'];
  if (retryAfter !== undefined) res.set('Retry-After', String(retryAfter));
  const errors = fields ?? (text.field ? { [text.field.name]: text.field.text } : undefined);
  res.status(status).json({ code, message: text.message, ...(errors ? { errors } : {}) });
}

export const unknownApiRoute: RequestHandler = (req, _res, next) => {
  next(
    new DomainError('api_route_not_found', {
      method: req.method,
      path: req.originalUrl.split('?')[0] ?? '',
    }),
  );
};

interface BodyParserError {
  type?: string;
  status?: number;
}

function isBodyParserError(err: unknown): err is BodyParserError {
  return typeof err === 'object' && err !== null && 'type' in err && 'status' in err;
}

/** gRPC codes (numbers from the Admin SDK, text from client SDKs) that mean "try again later". */
const UNAVAILABLE_CODES = new Set<unknown>([
  4, // DEADLINE_EXCEEDED
  8, // RESOURCE_EXHAUSTED: quota or overload
  14, // UNAVAILABLE: no connection, or the service is down
  'deadline-exceeded',
  'resource-exhausted',
  'unavailable',
]);

/** Firestore (or another Google API) is unreachable or overloaded: the client should retry. */
export function isUnavailable(err: unknown): boolean {
  return UNAVAILABLE_CODES.has((err as { code?: unknown } | null)?.code);
}

/** Seconds a client should wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 10;

/** The 503 answer for a database that does not answer: JSON, not cached, with Retry-After. */
export function sendUnavailable(res: Response): void {
  res.set('Cache-Control', NO_STORE);
  sendCoded(res, 'service_unavailable', { retryAfterSeconds: RETRY_AFTER_SECONDS });
}

export const errorHandler: ErrorRequestHandler = (err, _req, res, next) => {
  if (res.headersSent) {
    // The request's deadline answered already; the work went on and failed (or answered) later.
    // Passing it on would make Express destroy a socket whose answer was complete.
    if (res.writableEnded) {
      log.warn('Request ended after its answer was sent', { err: String(err) });
      return;
    }
    next(err);
    return;
  }
  res.set('Cache-Control', NO_STORE);
  if (isDomainError(err)) {
    sendCoded(res, err.code, err.params, err.fields);
    return;
  }
  if (isBodyParserError(err)) {
    const code: ErrorCode =
      err.type === 'entity.too.large'
        ? 'body_too_large'
        : err.type === 'entity.parse.failed'
          ? 'body_not_json'
          : 'body_unreadable';
    sendCoded(res, code, {}, undefined, err.status ?? 400);
    return;
  }
  if (isUnavailable(err)) {
    log.error('Database unavailable', { err: String(err) });
    sendUnavailable(res);
    return;
  }
  log.error('Unhandled error', {
    err: err instanceof Error ? err.stack : String(err),
  });
  sendCoded(res, 'internal_error');
};

/** Wraps an async handler so a rejected promise reaches the error handler (Express 4 does not). */
export function asyncHandler(
  fn: (...args: Parameters<RequestHandler>) => Promise<void>,
): RequestHandler {
  return (req, res, next) => {
    fn(req, res, next).catch(next);
  };
}
