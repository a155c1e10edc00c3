import { bookingUpdateSchema } from '@umrah/domain/schemas/inbox-updates';
import {
  bookingCountsQuerySchema,
  bookingFiltersSchema,
  bookingListQuerySchema,
  bookingReferenceQuerySchema,
} from '@umrah/domain/schemas/paging';
import { PAYMENT_FILTERS, type PaymentFilter } from '@umrah/domain/model/payments';
import { Router } from 'express';
import { changeBooking, deleteBooking } from '../../wings/bookings/change-booking';
import { forgetBookingTravellers } from '../../wings/travellers/forget-booking-travellers';
import {
  BOOKINGS_CSV_HEADER,
  bookingsCsvRow,
  exportBookings,
} from '../../wings/bookings/export-bookings';
import {
  bookingByReference,
  bookingCounts,
  bookingsPage,
  getBooking,
} from '../../wings/bookings/read-bookings';
import { bookingsDue } from '../../wings/money/read-payment-filters';
import { printConfirmationForStaff } from '../../views/print-confirmation';
import { viewPassport } from '../../wings/bookings/view-passport';
import { adminOf } from '../auth/session';
import { streamCsv } from '../../platform/http/csv-stream';
import { asyncHandler } from '../../platform/http/errors';
import { DomainError } from '@umrah/domain/model/errors';
import { sendPage } from '../../platform/http/paging';
import { sendPdf } from '../../platform/http/send-pdf';
import { sendPrivateFile } from '../../platform/http/send-private-file';
import { validateBody } from '../../platform/http/validate';

function paymentFilterOf(value: unknown): PaymentFilter | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && (PAYMENT_FILTERS as readonly string[]).includes(value)) {
    return value as PaymentFilter;
  }
  throw new DomainError('payment_filter_invalid', { allowed: PAYMENT_FILTERS.join(', ') });
}

/** Booking requests, for admins (their money: admin-payments.ts). */
export function adminBookingsRouter(): Router {
  const router = Router();

  router.get(
    '/bookings/:id/confirmation.pdf',
    asyncHandler(async (req, res) => {
      const file = await printConfirmationForStaff(String(req.params.id), adminOf(req));
      sendPdf(res, `confirmation-${file.reference}.pdf`, file.pdf);
    }),
  );

  router.get(
    '/bookings',
    asyncHandler(async (req, res) => {
      // ?payment=deposit-due|balance-due-soon|overdue|paid: confirmed bookings by due date.
      // Otherwise a page, of ?status= and ?departureId= when given.
      const { payment, ...query } = req.query;
      const filter = paymentFilterOf(payment);
      if (filter) {
        res.set('Cache-Control', 'private, no-store').json(await bookingsDue(filter));
        return;
      }
      const { limit, cursor, ...filters } = validateBody(bookingListQuerySchema, query);
      sendPage(res, await bookingsPage({ limit, cursor, filters }));
    }),
  );

  router.get(
    '/bookings/find',
    asyncHandler(async (req, res) => {
      // ?reference=3GJ4-HDCY: the id of the booking it names (404 when none).
      const { reference } = validateBody(bookingReferenceQuerySchema, req.query);
      res.set('Cache-Control', 'private, no-store').json(await bookingByReference(reference));
    }),
  );

  router.get(
    '/bookings/counts',
    asyncHandler(async (req, res) => {
      const { departureId } = validateBody(bookingCountsQuerySchema, req.query);
      res.json(await bookingCounts(departureId));
    }),
  );

  router.get(
    '/bookings/export',
    asyncHandler(async (req, res) => {
      // The list's filters (?status=&departureId=): the file holds what staff see.
      const filters = validateBody(bookingFiltersSchema, req.query);
      const date = new Date().toISOString().slice(0, 10);
      await streamCsv(
        res,
        `bookings-${date}.csv`,
        BOOKINGS_CSV_HEADER,
        exportBookings(filters),
        bookingsCsvRow,
      );
    }),
  );

  router.get(
    '/bookings/:id',
    asyncHandler(async (req, res) => {
      res.json(await getBooking(String(req.params.id)));
    }),
  );

  router.put(
    '/bookings/:id',
    asyncHandler(async (req, res) => {
      const update = validateBody(bookingUpdateSchema, req.body);
      res.json(await changeBooking(String(req.params.id), update));
    }),
  );

  router.delete(
    '/bookings/:id',
    asyncHandler(async (req, res) => {
      await deleteBooking(String(req.params.id));
      await forgetBookingTravellers(String(req.params.id));
      res.json({ message: 'Deleted' });
    }),
  );

  router.get(
    '/bookings/:id/passport',
    asyncHandler(async (req, res) => {
      const bookingId = String(req.params.id);
      const file = await viewPassport(bookingId, adminOf(req));
      sendPrivateFile(res, file, { kind: 'passport', bookingId });
    }),
  );

  return router;
}
