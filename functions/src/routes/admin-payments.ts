import { todayInTimeZone } from '@umrah/domain/dates';
import { PAYMENT_FILTERS } from '@umrah/domain/payments';
import { confirmBookingSchema, manualPaymentSchema } from '@umrah/domain/payment-schemas';
import { Router } from 'express';
import { adminOf } from '../auth/session';
import { getBooking } from '../data/bookings';
import { countPaymentFilter, recordManualPayment } from '../data/payments';
import { asyncHandler } from '../http/errors';
import { validateBody } from '../http/validate';
import { confirmBooking, withPayLink } from '../payments/booking-payments';

/** Staff's side of payments (issue 19); every write lands in the audit log (auditAdminWrites). */
export function adminPaymentsRouter(): Router {
  const router = Router();

  // Confirm at the agreed room, travellers and total: the server computes deposit and balance.
  router.post(
    '/bookings/:id/confirm',
    asyncHandler(async (req, res) => {
      const input = validateBody(confirmBookingSchema, req.body);
      const id = String(req.params.id);
      await confirmBooking(id, input);
      res.json(await withPayLink(await getBooking(id)));
    }),
  );

  // A payment or refund received outside Stripe (e-Transfer, cash, cheque), with a note.
  router.post(
    '/bookings/:id/payments',
    asyncHandler(async (req, res) => {
      const input = validateBody(manualPaymentSchema, req.body);
      const id = String(req.params.id);
      await recordManualPayment(id, input, adminOf(req).username);
      res.status(201).json(await withPayLink(await getBooking(id)));
    }),
  );

  // The dashboard's money counts: one count query per list filter.
  router.get(
    '/payment-counts',
    asyncHandler(async (_req, res) => {
      const today = todayInTimeZone();
      const counts = await Promise.all(PAYMENT_FILTERS.map((f) => countPaymentFilter(f, today)));
      res.json(Object.fromEntries(PAYMENT_FILTERS.map((f, i) => [f, counts[i]])));
    }),
  );

  return router;
}
