import {
  copyCostSheetSchema,
  costSheetSchema,
  supplierFromInput,
  supplierPaymentSchema,
  supplierSchema,
} from '@umrah/domain/schemas/costs';
import { Router } from 'express';
import { adminOf } from '../auth/session';
import { asyncHandler } from '../../platform/http/errors';
import { validateBody } from '../../platform/http/validate';
import { readAgencyTrust } from '../../views/read-agency-trust';
import { readDepartureCosts } from '../../views/read-departure-costs';
import { readMarginReport } from '../../views/read-margin-report';
import { copyCostSheet, recordSupplierPayment, saveCostSheet } from '../../wings/costs/cost-sheets';
import { supplierPaymentsDue } from '../../wings/costs/supplier-payments-due';
import { addSupplier, changeSupplier, supplierList } from '../../wings/costs/suppliers';
import { auditDetails } from './audit-admin-writes';

const NO_STORE = 'private, no-store';

/**
 * The agency's books, for admins (issue 45): the suppliers list; a departure's cost sheet with
 * its margin and allotments (save, copy from another departure, record a supplier payment);
 * the supplier payments due soon; the margin report per package and season. Every write is
 * audited like the other admin writes.
 */
export function adminCostsRouter(): Router {
  const router = Router();
  const param = (value: unknown) => String(value);

  router.get(
    '/suppliers',
    asyncHandler(async (_req, res) => {
      res.set('Cache-Control', NO_STORE).json(await supplierList());
    }),
  );

  router.post(
    '/suppliers',
    asyncHandler(async (req, res) => {
      const input = validateBody(supplierSchema, req.body);
      res.status(201).json(await addSupplier(supplierFromInput(input)));
    }),
  );

  router.put(
    '/suppliers/:id',
    asyncHandler(async (req, res) => {
      const input = validateBody(supplierSchema, req.body);
      res.json(await changeSupplier(param(req.params.id), supplierFromInput(input)));
    }),
  );

  router.get(
    '/departures/:id/costs',
    asyncHandler(async (req, res) => {
      res.set('Cache-Control', NO_STORE).json(await readDepartureCosts(param(req.params.id)));
    }),
  );

  router.put(
    '/departures/:id/costs',
    asyncHandler(async (req, res) => {
      const input = validateBody(costSheetSchema, req.body);
      const id = param(req.params.id);
      await saveCostSheet(id, input, adminOf(req).username);
      auditDetails(res, { lines: input.lines.length });
      res.json(await readDepartureCosts(id));
    }),
  );

  router.post(
    '/departures/:id/costs/copy',
    asyncHandler(async (req, res) => {
      const { fromDepartureId } = validateBody(copyCostSheetSchema, req.body);
      const id = param(req.params.id);
      await copyCostSheet(id, fromDepartureId, adminOf(req).username);
      auditDetails(res, { from: fromDepartureId });
      res.json(await readDepartureCosts(id));
    }),
  );

  router.post(
    '/departures/:id/costs/payments',
    asyncHandler(async (req, res) => {
      const input = validateBody(supplierPaymentSchema, req.body);
      const id = param(req.params.id);
      const payment = await recordSupplierPayment(id, input, adminOf(req).username);
      auditDetails(res, { amount: `${input.currency} ${input.amount}`, line: payment.lineId });
      res.status(201).json({ payment, costs: await readDepartureCosts(id) });
    }),
  );

  router.get(
    '/costs/due',
    asyncHandler(async (_req, res) => {
      res.set('Cache-Control', NO_STORE).json(await supplierPaymentsDue());
    }),
  );

  router.get(
    '/costs/trust',
    asyncHandler(async (_req, res) => {
      res.set('Cache-Control', NO_STORE).json(await readAgencyTrust());
    }),
  );

  router.get(
    '/costs/report',
    asyncHandler(async (_req, res) => {
      res.set('Cache-Control', NO_STORE).json(await readMarginReport());
    }),
  );

  return router;
}
