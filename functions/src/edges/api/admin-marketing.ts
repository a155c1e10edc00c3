import { MARKETING_CSV_HEADER, marketingCsvRow } from '@umrah/domain/model/marketing';
import { Router } from 'express';
import { adminOf } from '../auth/session';
import { exportConsentingContacts } from '../../wings/marketing/marketing-list';
import { streamCsv } from '../../platform/http/csv-stream';
import { asyncHandler } from '../../platform/http/errors';

/**
 * GET /api/admin/marketing-contacts/export: the addresses that consented to news and offers and
 * have not unsubscribed since, as CSV (cells formula-safe), for staff to load into a mailing tool.
 * Mounted under the admin session check like every admin route; each export is audited.
 */
export function adminMarketingRouter(): Router {
  const router = Router();
  router.get(
    '/marketing-contacts/export',
    asyncHandler(async (req, res) => {
      const date = new Date().toISOString().slice(0, 10);
      await streamCsv(
        res,
        `news-and-offers-${date}.csv`,
        MARKETING_CSV_HEADER,
        await exportConsentingContacts(adminOf(req)),
        marketingCsvRow,
      );
    }),
  );
  return router;
}
