import { regulatorReportQuerySchema } from '@umrah/domain/schemas/regulator-report';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import { Router } from 'express';
import { adminOf } from '../auth/session';
import { asyncHandler } from '../../platform/http/errors';
import { sendPdf } from '../../platform/http/send-pdf';
import { validateBody } from '../../platform/http/validate';
import {
  exportRegulatorReport,
  regulatorReportSummary,
  type RegulatorReportFormat,
} from '../../wings/money/regulator-reports';

const NO_STORE = 'private, no-store';

/**
 * The regulators' reports for a period (?from=&to=, the agency's days; ?lang=en|fr for the
 * files): the figures as JSON, and CSV or PDF downloads, each audited.
 */
export function adminRegulatorReportsRouter(): Router {
  const router = Router();

  router.get(
    '/reports/regulators',
    asyncHandler(async (req, res) => {
      const { from, to } = validateBody(regulatorReportQuerySchema, req.query);
      res.set('Cache-Control', NO_STORE).json(await regulatorReportSummary({ from, to }));
    }),
  );

  const download = (format: RegulatorReportFormat) =>
    asyncHandler(async (req, res) => {
      const { from, to, lang } = validateBody(regulatorReportQuerySchema, req.query);
      const file = await exportRegulatorReport(
        { from, to },
        format,
        formLanguageOf(lang),
        adminOf(req),
      );
      if (file.format === 'pdf') {
        sendPdf(res, file.fileName, file.pdf);
        return;
      }
      res
        .status(200)
        .type('text/csv; charset=utf-8')
        .set('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .set('Cache-Control', NO_STORE)
        .send(file.text);
    });
  router.get('/reports/regulators.csv', download('csv'));
  router.get('/reports/regulators.pdf', download('pdf'));

  return router;
}
