import * as yup from 'yup';
import { isAuditKind } from '../model/audit-log';
import { BOOKING_STATUSES } from '../model/bookings';
import { isIsoDate } from '../model/dates';
import { PAYMENT_METHOD_LABELS } from '../model/payments';

/** Admin lists answer this many items a page unless asked for fewer or more (at most the max). */
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

export { NEXT_CURSOR_HEADER } from '../model/paging';

/** Cursors are short opaque strings; anything longer is not one of ours. */
const CURSOR_MAX_LENGTH = 300;

/** `?limit=&cursor=` of every paged admin list (query text, cast like form text). */
export const pageQuerySchema = yup.object({
  limit: yup
    .number()
    .typeError('Limit must be a whole number')
    .integer('Limit must be a whole number')
    .min(1, `Limit must be between 1 and ${PAGE_SIZE_MAX}`)
    .max(PAGE_SIZE_MAX, `Limit must be between 1 and ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
  cursor: yup
    .string()
    .typeError('Cursor must be text')
    .max(CURSOR_MAX_LENGTH, 'Cursor is not valid')
    .optional(),
});
export type PageQuery = yup.InferType<typeof pageQuerySchema>;

/** A departure's id as the API answers it (a Firestore id: letters, digits, '-' and '_'). */
const DEPARTURE_ID = /^[A-Za-z0-9_-]{1,128}$/;

const departureFilter = yup
  .string()
  .typeError('Departure must be text')
  .matches(DEPARTURE_ID, 'Departure must be the id of a departure')
  .optional();

const statusFilter = yup
  .string()
  .typeError('Status must be text')
  .oneOf(BOOKING_STATUSES, `Status must be one of ${BOOKING_STATUSES.join(', ')}`)
  .optional();

/**
 * The bookings list's filters, the same for its pages, its tab counts and its CSV export: one
 * status, one departure (the bookings linked to it, whatever their status).
 */
export const bookingFiltersSchema = yup.object({
  status: statusFilter,
  departureId: departureFilter,
});
export type BookingFilters = yup.InferType<typeof bookingFiltersSchema>;

/** GET /api/admin/bookings: a page, optionally of one status and one departure. */
export const bookingListQuerySchema = pageQuerySchema.shape({
  status: statusFilter,
  departureId: departureFilter,
});

/** GET /api/admin/bookings/counts: the counts, optionally of one departure's bookings. */
export const bookingCountsQuerySchema = yup.object({ departureId: departureFilter });

/** GET /api/admin/messages: a page, optionally only read or only unread messages. */
export const messageListQuerySchema = pageQuerySchema.shape({
  read: yup.boolean().typeError('Read must be true or false').optional(),
});

/** GET /api/admin/{packages,reviews,blogs,gallery}: a page, optionally only published or drafts. */
export const contentListQuerySchema = pageQuerySchema.shape({
  published: yup.boolean().typeError('Published must be true or false').optional(),
});

/** GET /api/admin/bookings/counts: how many bookings in all and per status. */
export type BookingCounts = Record<'all' | (typeof BOOKING_STATUSES)[number], number>;

/** GET /api/admin/messages/counts. */
export interface MessageCounts {
  all: number;
  unread: number;
}

/** GET /api/admin/{collection}/counts. */
export interface ContentCounts {
  all: number;
  published: number;
}

const dayFilter = (label: string) =>
  yup
    .string()
    .typeError(`${label} must be a date`)
    .test(
      'iso-date',
      `${label} must be a date (YYYY-MM-DD)`,
      (v) => v === undefined || isIsoDate(v),
    )
    .optional();

/** A date range's two ends (each optional); the end is the last day included. */
const dateRange = {
  from: dayFilter('From'),
  to: dayFilter('To').test(
    'after-from',
    'To must be on or after From',
    (to, ctx) => !to || !ctx.parent.from || to >= (ctx.parent.from as string),
  ),
};

/**
 * The audit log's filters, the same for its pages and its count: one person (the username an
 * entry names), one booking (its reference or id), one kind, a date range.
 */
export const auditFiltersSchema = yup.object({
  person: yup.string().typeError('Person must be text').trim().max(200).optional(),
  booking: yup
    .string()
    .typeError('Booking must be text')
    .trim()
    .matches(/^[A-Za-z0-9_-]{1,128}$/, 'Booking must be a booking reference or id')
    .optional(),
  kind: yup
    .string()
    .typeError('Kind must be text')
    .test(
      'kind',
      'Kind is not one of the audit log’s kinds',
      (v) => v === undefined || isAuditKind(v),
    )
    .optional(),
  ...dateRange,
});
export type AuditFilters = yup.InferType<typeof auditFiltersSchema>;

/** GET /api/admin/audit-log: a page of the filtered log. */
export const auditListQuerySchema = pageQuerySchema.concat(auditFiltersSchema);

/** GET /api/admin/audit-log/counts. */
export interface AuditCounts {
  all: number;
}

/** One page of a list, newest first. */
export interface Page<T> {
  items: T[];
  /** Continues after the last item; null on the last page. */
  nextCursor: string | null;
}

// In the model layer (no yup) so the receipts screen does not load yup.
import { RECEIPT_PAGE_DEFAULT, RECEIPT_PAGE_MAX } from '../model/paging';
export { RECEIPT_PAGE_DEFAULT, RECEIPT_PAGE_MAX };

/**
 * GET /api/admin/receipts: the register in number order, from after receipt `after` (its
 * sequence number; 0: the first). Numbers are the order, so the cursor is the last one read.
 */
export const receiptListQuerySchema = yup.object({
  after: yup
    .number()
    .typeError('After must be a whole number')
    .integer('After must be a whole number')
    .min(0, 'After must be 0 or more')
    .default(0),
  limit: yup
    .number()
    .typeError('Limit must be a whole number')
    .integer('Limit must be a whole number')
    .min(1, `Limit must be between 1 and ${RECEIPT_PAGE_MAX}`)
    .max(RECEIPT_PAGE_MAX, `Limit must be between 1 and ${RECEIPT_PAGE_MAX}`)
    .default(RECEIPT_PAGE_DEFAULT),
});

/** The methods a receipt may name (card, e-Transfer, cash, cheque, other). */
const RECEIPT_METHODS = Object.keys(PAYMENT_METHOD_LABELS);

/**
 * The register's filters, the same for its pages and its totals: a date range (office days, the
 * end included) and one method.
 */
export const receiptFiltersSchema = yup.object({
  method: yup
    .string()
    .typeError('Method must be text')
    .oneOf(RECEIPT_METHODS, `Method must be one of ${RECEIPT_METHODS.join(', ')}`)
    .optional(),
  ...dateRange,
});
export type ReceiptFilters = yup.InferType<typeof receiptFiltersSchema>;

/** GET /api/admin/receipts: a page of the filtered register. */
export const receiptRegisterQuerySchema = receiptListQuerySchema.concat(receiptFiltersSchema);

/** GET /api/admin/receipts/totals: the whole filtered register's count and net amount. */
export interface ReceiptTotals {
  count: number;
  /** Payments less refunds, in cents. */
  amountCents: number;
}

/** `?reference=` of the staff's booking search (a booking's reference, or an older payment one). */
export const bookingReferenceQuerySchema = yup.object({
  reference: yup
    .string()
    .typeError('Reference must be text')
    .trim()
    .required('Reference is required')
    .max(20, 'Reference must be at most 20 characters'),
});
