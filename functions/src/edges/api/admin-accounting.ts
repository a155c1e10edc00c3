import {
  accountingExportQuerySchema,
  accountingMappingSchema,
} from '@umrah/domain/schemas/accounting-mapping';
import type { AccountingFile, ClearingAccount } from '@umrah/domain/model/money/accounting-export';
import { Router } from 'express';
import { adminOf } from '../auth/session';
import { exportAccountingFile } from '../../views/accounting-export';
import {
  getAccountingMapping,
  saveAccountingMapping,
} from '../../wings/content/accounting-mapping';
import { asyncHandler } from '../../platform/http/errors';
import { validateBody } from '../../platform/http/validate';

const NO_STORE = 'private, no-store';

/**
 * The accounting package's files and their mapping, for admins (issue 45 item 7): read and save
 * the mapping (the save is audited as every admin write), download one file for a range of
 * office days (audited by the export itself).
 */
export function adminAccountingRouter(): Router {
  const router = Router();

  router.get(
    '/mapping',
    asyncHandler(async (_req, res) => {
      res.set('Cache-Control', NO_STORE).json(await getAccountingMapping());
    }),
  );

  router.put(
    '/mapping',
    asyncHandler(async (req, res) => {
      const mapping = validateBody(accountingMappingSchema, req.body);
      await saveAccountingMapping(mapping);
      res.json(await getAccountingMapping());
    }),
  );

  router.get(
    '/export',
    asyncHandler(async (req, res) => {
      const q = validateBody(accountingExportQuerySchema, req.query);
      const { fileName, text } = await exportAccountingFile(
        {
          file: q.file as AccountingFile,
          from: q.from,
          to: q.to,
          account: q.account as ClearingAccount,
        },
        adminOf(req),
      );
      res
        .set('Cache-Control', NO_STORE)
        .type('text/csv; charset=utf-8')
        .attachment(fileName)
        .send(text);
    }),
  );

  return router;
}
