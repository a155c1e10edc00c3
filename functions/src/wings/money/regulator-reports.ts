// The regulators' reports (issue 45, item 6): Ontario's gross sales to its residents and Quebec's
// FICAV contributions for a period, from the receipts register (the rules are in
// domain/src/model/money/regulator-reports.ts), for the admin screen as figures and as CSV or
// PDF in English or French. Each file is written to the audit log (who, which period, which
// format and language) before it is made. The agency's records, not accounting or legal advice.
import { toCsv } from '@umrah/domain/model/csv';
import { localeOfLanguage } from '@umrah/domain/model/locale';
import {
  regulatorReport,
  type CustomerRegion,
  type Period,
  type RegisterReceipt,
  type RegulatorReport,
  type RegulatorReportSummary,
} from '@umrah/domain/model/money/regulator-reports';
import { centsToText } from '@umrah/domain/model/payments';
import { receiptAgencyOf } from '@umrah/domain/model/receipts';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { translatorFor, type MessageId, type Translate } from '@umrah/i18n/translate';
import { appendAudit, type Actor } from '../audit/audit-log';
import { agencyLogo } from '../content/agency-logo';
import { getPublicSettings } from '../content/settings';
import { renderRegulatorReportPdf } from './documents/regulator-report-pdf';
import { exportReceipts } from './receipt-register';
import * as clock from '../../platform/clock';

export type RegulatorReportFormat = 'csv' | 'pdf';

export type RegulatorReportFile =
  | { format: 'csv'; fileName: string; text: string }
  | { format: 'pdf'; fileName: string; pdf: Buffer };

/** The report of a period, read from the whole register (earlier receipts decide FICAV shares). */
async function reportOf(period: Period): Promise<RegulatorReport> {
  const register: RegisterReceipt[] = [];
  for await (const page of exportReceipts()) register.push(...page);
  return regulatorReport(register, period);
}

/** The figures the admin screen shows. */
export async function regulatorReportSummary(period: Period): Promise<RegulatorReportSummary> {
  const { lines: _lines, ...summary } = await reportOf(period);
  return summary;
}

/** A province's code as written; the other regions in the document's language. */
export function regionLabel(region: CustomerRegion, t: Translate): string {
  return region === 'outside' || region === 'unknown' ? t(`regulators.province.${region}`) : region;
}

const METHOD_IDS: Record<string, MessageId> = {
  card: 'receipt.method.card',
  etransfer: 'receipt.method.etransfer',
  cash: 'receipt.method.cash',
  cheque: 'receipt.method.cheque',
  other: 'receipt.method.other',
  credit: 'receipt.method.credit',
};

/** One line per receipt of the period, then the totals: what the figures add up from. */
function reportCsv(report: RegulatorReport, t: Translate): string {
  const header = [
    t('regulators.csv.receipt'),
    t('regulators.csv.date'),
    t('regulators.csv.kind'),
    t('regulators.csv.method'),
    t('regulators.csv.province'),
    t('regulators.csv.amount'),
    t('regulators.csv.ontario'),
    t('regulators.csv.ficav'),
    t('regulators.csv.ficavCredit'),
  ];
  const rows = report.lines.map((l) => [
    l.number,
    l.date,
    t(`regulators.kind.${l.kind}`),
    METHOD_IDS[l.method] ? t(METHOD_IDS[l.method] as MessageId) : l.method,
    regionLabel(l.region, t),
    centsToText(l.amountCents),
    centsToText(l.ontarioCents),
    centsToText(l.ficavCents),
    centsToText(l.ficavCreditCents),
  ]);
  const x = report.totals;
  rows.push([
    t('regulators.total'),
    '',
    '',
    '',
    '',
    centsToText(x.registerCents),
    centsToText(x.ontario.netCents),
    centsToText(x.ficav.collectedCents),
    centsToText(x.ficav.creditCents),
  ]);
  // With a byte-order mark, for spreadsheet apps (like the other exports).
  return '\uFEFF' + toCsv(header, rows);
}

/** The report as a file, audited first. */
export async function exportRegulatorReport(
  period: Period,
  format: RegulatorReportFormat,
  language: FormLanguage,
  actor: Actor,
  now: Date = clock.now(),
): Promise<RegulatorReportFile> {
  const [report, settings] = await Promise.all([reportOf(period), getPublicSettings()]);
  await appendAudit({
    actorUid: actor.uid,
    actorUsername: actor.username,
    action: `export regulators report ${format} ${language}`,
    target: `reports/regulators/${period.from}..${period.to}`,
  });
  const t = translatorFor(localeOfLanguage(language));
  const fileName = `regulators-report-${period.from}-${period.to}-${language}.${format}`;
  if (format === 'csv') return { format, fileName, text: reportCsv(report, t) };
  const pdf = await renderRegulatorReportPdf(report, receiptAgencyOf(settings), language, now, {
    logo: await agencyLogo(settings.logoUrl),
  });
  return { format, fileName, pdf };
}
