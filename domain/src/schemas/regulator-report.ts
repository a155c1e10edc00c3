// GET /api/admin/reports/regulators(.csv|.pdf): the period (the agency's days, both ends
// included) and the document's language (the regulators read English or French).
import * as yup from 'yup';
import { addYears, isIsoDate } from '../model/dates';

/** The longest period one report covers: two years (a return covers six months). */
export const REGULATOR_REPORT_MAX_YEARS = 2;

const day = (label: string) =>
  yup
    .string()
    .typeError(`${label} must be a date`)
    .required(`${label} is required`)
    .test('iso-date', `${label} must be a date (YYYY-MM-DD)`, (v) => isIsoDate(v));

export const regulatorReportQuerySchema = yup.object({
  from: day('From'),
  to: day('To')
    .test(
      'after-from',
      'To must be on or after From',
      (to, ctx) => !isIsoDate(ctx.parent.from) || to >= (ctx.parent.from as string),
    )
    .test(
      'at-most',
      `The period must be at most ${REGULATOR_REPORT_MAX_YEARS} years`,
      (to, ctx) =>
        !isIsoDate(ctx.parent.from) ||
        to < addYears(ctx.parent.from as string, REGULATOR_REPORT_MAX_YEARS),
    ),
  lang: yup
    .string()
    .typeError('Language must be en or fr')
    .oneOf(['en', 'fr'], 'Language must be en or fr')
    .optional(),
});
export type RegulatorReportQuery = yup.InferType<typeof regulatorReportQuerySchema>;
