import { PAYMENT_FILTERS } from '@umrah/domain/model/payments';
import {
  cancellationDecisionSchema,
  cancellationPreviewSchema,
} from '@umrah/domain/schemas/cancellation-decision';
import { confirmBookingSchema, manualPaymentSchema } from '@umrah/domain/schemas/payment-schemas';
import { Router } from 'express';
import { adminOf } from '../auth/session';
import { confirmBooking } from '../../wings/bookings/confirm-booking';
import { cancelTravellers, previewCancellation } from '../../wings/bookings/cancel-travellers';
import { paymentFilterCounts } from '../../wings/money/read-payment-filters';
import { recordPayment } from '../../wings/money/record-payment';
import { asyncHandler } from '../../platform/http/errors';
import { createOnceOf, markReplay } from '../../platform/http/idempotency';
import { validateBody } from '../../platform/http/validate';
import { auditDetails } from './audit-admin-writes';

/** Staff's side of payments; every write lands in the audit log (auditAdminWrites). */
export function adminPaymentsRouter(): Router {
  const router = Router();

  // Confirm at the agreed room, travellers and total: the server computes deposit and balance.
  router.post(
    '/bookings/:id/confirm',
    asyncHandler(async (req, res) => {
      const input = validateBody(confirmBookingSchema, req.body);
      auditDetails(res, { travellers: input.numberOfTravelers });
      res.json(await confirmBooking(String(req.params.id), input));
    }),
  );

  // A payment or refund received outside Stripe (e-Transfer, cash, cheque), with a note; with an
  // Idempotency-Key it is recorded once however often the Save is retried.
  router.post(
    '/bookings/:id/payments',
    asyncHandler(async (req, res) => {
      const input = validateBody(manualPaymentSchema, req.body);
      const id = String(req.params.id);
      // The Save's key, bound to this booking: the same key on another booking is a conflict.
      const once = createOnceOf(req, { bookingId: id, ...input });
      const { booking, created } = await recordPayment(id, input, adminOf(req).username, once);
      if (!created) markReplay(res);
      res.status(201).json(booking);
    }),
  );

  // What cancelling N travellers costs and returns, today or on another day (?on=YYYY-MM-DD).
  router.get(
    '/bookings/:id/cancellation',
    asyncHandler(async (req, res) => {
      const { travellers, on } = validateBody(cancellationPreviewSchema, req.query);
      res.json(await previewCancellation(String(req.params.id), travellers, on || undefined));
    }),
  );

  // Cancel travellers at today's figures: the seats, the new total, the refund and its receipt.
  router.post(
    '/bookings/:id/cancellation',
    asyncHandler(async (req, res) => {
      const input = validateBody(cancellationDecisionSchema, req.body);
      auditDetails(res, {
        travellers: input.travellers,
        refundCents: input.expectedRefundCents,
        refundMethod: input.refundMethod,
      });
      res.json(await cancelTravellers(String(req.params.id), input, adminOf(req).username));
    }),
  );

  // The dashboard's money counts: one count query per list filter.
  router.get(
    '/payment-counts',
    asyncHandler(async (_req, res) => {
      res.json(await paymentFilterCounts(PAYMENT_FILTERS));
    }),
  );

  return router;
}
