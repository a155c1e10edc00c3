import { PAYMENT_FILTERS } from '@umrah/domain/model/payments';
import {
  applyCreditSchema,
  cancellationDecisionSchema,
  cancellationPreviewSchema,
} from '@umrah/domain/schemas/cancellation-decision';
import { applyCredit, creditsForBooking } from '../../wings/money/credits';
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
import { DomainError } from '@umrah/domain/model/errors';
import { planChangeSchema } from '@umrah/domain/schemas/plan-change';
import { getBooking } from '../../wings/bookings/read-bookings';
import { changeBookingPlan } from '../../wings/money/change-plan';
import * as clock from '../../platform/clock';

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

  // Staff change the booking's plan: the rules need its total and what is paid (the schema's
  // context); the change checks them again in its transaction.
  router.put(
    '/bookings/:id/plan',
    asyncHandler(async (req, res) => {
      const id = String(req.params.id);
      const { payment } = await getBooking(id);
      if (!payment) throw new DomainError('plan_change_needs_plan');
      const input = validateBody(planChangeSchema, req.body, {
        totalCents: payment.totalCents,
        paidCents: payment.paidCents,
        today: clock.today(),
      });
      auditDetails(res, { instalments: input.instalments.length });
      res.json(await changeBookingPlan(id, input, adminOf(req).username));
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

  // The credits for a later trip of this booking's pilgrim (by address), with what is left.
  router.get(
    '/bookings/:id/credits',
    asyncHandler(async (req, res) => {
      res.json(await creditsForBooking(String(req.params.id)));
    }),
  );

  // Part or all of a credit as a payment of this booking, with its receipt.
  router.post(
    '/bookings/:id/credits/:creditId/apply',
    asyncHandler(async (req, res) => {
      const { amountCents } = validateBody(applyCreditSchema, req.body);
      auditDetails(res, { amountCents, credit: String(req.params.creditId) });
      res.json(
        await applyCredit(
          String(req.params.id),
          String(req.params.creditId),
          amountCents,
          adminOf(req).username,
        ),
      );
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
