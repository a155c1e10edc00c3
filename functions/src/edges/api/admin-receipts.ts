import { receiptFiltersSchema, receiptRegisterQuerySchema } from '@umrah/domain/schemas/paging';
import { Router, type Response } from 'express';
import { adminOf } from '../auth/session';
import { printReceiptForStaff, type ReceiptFile } from '../../wings/money/print-receipt';
import {
  bookingReceipts,
  exportReceipts,
  receiptCsvRow,
  receiptRegister,
  receiptRegisterTotals,
  RECEIPTS_CSV_HEADER,
} from '../../wings/money/receipt-register';
import { streamCsv } from '../../platform/http/csv-stream';
import { asyncHandler } from '../../platform/http/errors';
import { sendPdf } from '../../platform/http/send-pdf';
import { validateBody } from '../../platform/http/validate';

/** A receipt's PDF, its name saying when it is a copy. */
export function sendReceiptPdf(res: Response, file: ReceiptFile): void {
  sendPdf(res, `${file.receipt.number}${file.copy ? '-copy' : ''}.pdf`, file.pdf);
}

/** The receipts register and each receipt's PDF, for admins. */
export function adminReceiptsRouter(): Router {
  const router = Router();

  router.get(
    '/receipts',
    asyncHandler(async (req, res) => {
      // ?from=&to= (office days) and ?method=: the page of the filtered register.
      const { after, limit, ...filters } = validateBody(receiptRegisterQuerySchema, req.query);
      res
        .set('Cache-Control', 'private, no-store')
        .json(await receiptRegister(after, limit, filters));
    }),
  );

  router.get(
    '/receipts/totals',
    asyncHandler(async (req, res) => {
      const filters = validateBody(receiptFiltersSchema, req.query);
      res.set('Cache-Control', 'private, no-store').json(await receiptRegisterTotals(filters));
    }),
  );

  router.get(
    '/receipts/export',
    asyncHandler(async (_req, res) => {
      const date = new Date().toISOString().slice(0, 10);
      await streamCsv(
        res,
        `receipts-${date}.csv`,
        RECEIPTS_CSV_HEADER,
        exportReceipts(),
        receiptCsvRow,
      );
    }),
  );

  router.get(
    '/receipts/:number.pdf',
    asyncHandler(async (req, res) => {
      sendReceiptPdf(res, await printReceiptForStaff(String(req.params.number), adminOf(req)));
    }),
  );

  router.get(
    '/bookings/:id/receipts',
    asyncHandler(async (req, res) => {
      res
        .set('Cache-Control', 'private, no-store')
        .json(await bookingReceipts(String(req.params.id)));
    }),
  );

  return router;
}
