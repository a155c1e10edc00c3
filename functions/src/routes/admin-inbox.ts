import {
  bookingUpdateSchema,
  CLOSED_BOOKING_STATUSES,
  messageUpdateSchema,
  type Booking,
} from '@umrah/domain/inbox';
import { bookingListQuerySchema, messageListQuerySchema } from '@umrah/domain/paging';
import { travelersLabel } from '@umrah/domain/travelers';
import { Router } from 'express';
import { logger } from 'firebase-functions';
import { adminOf } from '../auth/session';
import { appendAudit } from '../data/audit-log';
import {
  bookingPages,
  countBookings,
  countNewBookings,
  deleteBooking,
  getBooking,
  listBookings,
  listBookingsOf,
  readPassport,
  updateBooking,
} from '../data/bookings';
import {
  countMessages,
  countUnreadMessages,
  deleteMessage,
  listMessages,
  setMessageRead,
} from '../data/messages';
import { streamCsv } from '../http/csv-stream';
import { asyncHandler, HttpError } from '../http/errors';
import { sendPage } from '../http/paging';
import { paymentFilterQuery } from '../data/payments';
import { PAYMENT_CSV_HEADER, paymentCsvCells } from '../payments/payment-csv';
import { closeOpenCheckouts, withPayLink } from '../payments/booking-payments';
import { todayInTimeZone } from '@umrah/domain/dates';
import { PAYMENT_FILTERS, type PaymentFilter } from '@umrah/domain/payments';

function paymentFilterOf(value: unknown): PaymentFilter | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && (PAYMENT_FILTERS as readonly string[]).includes(value)) {
    return value as PaymentFilter;
  }
  throw new HttpError(400, `Invalid input: payment must be one of ${PAYMENT_FILTERS.join(', ')}`);
}

/**
 * A payment filter lists confirmed bookings in due-date order, not newest first, so it is not
 * paged by the inbox's cursor; it answers at most this many (the first due come first).
 */
const PAYMENT_FILTER_MAX = 200;
import { validateBody } from '../http/validate';

const CSV_HEADER = [
  'Received',
  'Status',
  'Full name',
  'Email',
  'Phone',
  'Package',
  'Room',
  'Waiting list',
  'Travellers',
  'Preferred date',
  'Special requests',
  'Passport',
  'Note',
  // Money (issue 19), in dollars; empty until the booking is confirmed with a price.
  ...PAYMENT_CSV_HEADER,
  // The visitor's language (issue 17), so staff reply in it; old bookings read as English.
  'Language',
];

/** Bookings read per page while exporting: few round trips, and memory stays small. */
const EXPORT_PAGE_SIZE = 500;

function csvRow(b: Booking): unknown[] {
  return [
    b.receivedAt,
    b.status,
    b.fullName,
    b.email,
    b.phone,
    b.packageTitle,
    b.roomType,
    b.waitingList ? 'yes' : 'no',
    travelersLabel(b.numberOfTravelers),
    b.preferredDate,
    b.specialRequests,
    b.passport ? 'yes' : b.passportDeletedAt ? 'deleted' : 'no',
    b.note,
    ...paymentCsvCells(b.payment),
    b.language === 'fr' ? 'French' : 'English',
  ];
}

/**
 * The scan opens in a tab of its own. Its bytes were checked on upload (PDF, JPEG or PNG), so
 * the browser never reads it as a page; an image is sandboxed too. A PDF is not: Chromium's
 * PDF viewer refuses to run in a sandboxed document, which would show staff a blank tab.
 */
function passportPolicy(contentType: string): string {
  return contentType === 'application/pdf'
    ? "frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
    : "default-src 'none'; frame-ancestors 'none'; sandbox";
}

/** Booking requests and contact messages, for admins. */
export function adminInboxRouter(): Router {
  const router = Router();

  router.get(
    '/inbox-counts',
    asyncHandler(async (_req, res) => {
      const [newBookings, unreadMessages] = await Promise.all([
        countNewBookings(),
        countUnreadMessages(),
      ]);
      res.json({ newBookings, unreadMessages });
    }),
  );

  router.get(
    '/bookings',
    asyncHandler(async (req, res) => {
      // ?payment=deposit-due|balance-due-soon|overdue|paid (issue 19): a stored-field query.
      const { payment, ...query } = req.query;
      const filter = paymentFilterOf(payment);
      if (filter) {
        const due = paymentFilterQuery(filter, todayInTimeZone()).limit(PAYMENT_FILTER_MAX);
        res.set('Cache-Control', 'private, no-store').json(await listBookingsOf(due));
        return;
      }
      const { limit, cursor, ...filters } = validateBody(bookingListQuerySchema, query);
      sendPage(res, await listBookings({ limit, cursor, filters }));
    }),
  );

  router.get(
    '/bookings/counts',
    asyncHandler(async (_req, res) => {
      res.json(await countBookings());
    }),
  );

  router.get(
    '/bookings/export',
    asyncHandler(async (_req, res) => {
      const date = new Date().toISOString().slice(0, 10);
      await streamCsv(
        res,
        `bookings-${date}.csv`,
        CSV_HEADER,
        bookingPages(EXPORT_PAGE_SIZE),
        csvRow,
      );
    }),
  );

  router.get(
    '/bookings/:id',
    asyncHandler(async (req, res) => {
      res.json(await withPayLink(await getBooking(String(req.params.id))));
    }),
  );

  router.put(
    '/bookings/:id',
    asyncHandler(async (req, res) => {
      const update = validateBody(bookingUpdateSchema, req.body);
      const id = String(req.params.id);
      const booking = await updateBooking(id, update);
      if ((CLOSED_BOOKING_STATUSES as readonly string[]).includes(update.status)) {
        // A closed booking takes no payment: its open checkouts close too. The status change
        // stands if the provider cannot be reached (checkout refuses closed bookings anyway).
        await closeOpenCheckouts(id).catch((err: unknown) =>
          logger.warn('Open checkouts not closed', { id, error: String(err) }),
        );
      }
      res.json(booking);
    }),
  );

  router.delete(
    '/bookings/:id',
    asyncHandler(async (req, res) => {
      await deleteBooking(String(req.params.id));
      res.json({ message: 'Deleted' });
    }),
  );

  router.get(
    '/bookings/:id/passport',
    asyncHandler(async (req, res) => {
      const id = String(req.params.id);
      const file = await readPassport(id);
      const admin = adminOf(req);
      await appendAudit({
        actorUid: admin.uid,
        actorUsername: admin.username,
        action: 'view passport',
        target: `bookings/${id}`,
      });
      const safeName = file.fileName.replace(/[^\w. -]/g, '_') || 'passport';
      res
        .type(file.contentType)
        .set('Content-Disposition', `inline; filename="${safeName}"`)
        .set('Content-Security-Policy', passportPolicy(file.contentType))
        .set('Cache-Control', 'private, no-store')
        .send(file.bytes);
    }),
  );

  router.get(
    '/messages',
    asyncHandler(async (req, res) => {
      const { limit, cursor, ...filters } = validateBody(messageListQuerySchema, req.query);
      sendPage(res, await listMessages({ limit, cursor, filters }));
    }),
  );

  router.get(
    '/messages/counts',
    asyncHandler(async (_req, res) => {
      res.json(await countMessages());
    }),
  );

  router.put(
    '/messages/:id',
    asyncHandler(async (req, res) => {
      const { read } = validateBody(messageUpdateSchema, req.body);
      res.json(await setMessageRead(String(req.params.id), read));
    }),
  );

  router.delete(
    '/messages/:id',
    asyncHandler(async (req, res) => {
      await deleteMessage(String(req.params.id));
      res.json({ message: 'Deleted' });
    }),
  );

  return router;
}
