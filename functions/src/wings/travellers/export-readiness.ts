// The departure's readiness board as a CSV file (English, formulas defused by csvCell). An
// export of personal data (names, the state of each traveller's documents): each download is
// written to the audit log first.
import { toCsv } from '@umrah/domain/model/csv';
import {
  READINESS_RULE_LABELS,
  READINESS_RULES,
  READINESS_STATUS_LABELS,
  readinessText,
  type ReadinessRow,
} from '@umrah/domain/model/readiness';
import { appendAudit } from '../audit/audit-log';
import { departureReadiness } from './readiness-board';
import type { Viewer } from './trip-readiness';

const EN_RULES = READINESS_RULE_LABELS.en;

export const READINESS_CSV_HEADER: readonly string[] = [
  'Booking',
  'Lead contact',
  'Traveller',
  'Name',
  'Ready',
  ...READINESS_RULES.flatMap((rule) => [EN_RULES[rule], `${EN_RULES[rule]} detail`]),
];

/** A board row as CSV cells (English; csvCell defuses formulas when the file is written). */
export function readinessCsvRow(row: ReadinessRow): unknown[] {
  const byRule = new Map(row.readiness.map((c) => [c.rule, c]));
  return [
    row.bookingReference,
    row.leadName,
    `${row.index} of ${row.travellers}`,
    row.name,
    row.ready ? 'Yes' : 'No',
    ...READINESS_RULES.flatMap((rule) => {
      const c = byRule.get(rule);
      return c ? [READINESS_STATUS_LABELS.en[c.status], readinessText(c, 'en')] : ['', ''];
    }),
  ];
}

export interface ReadinessCsv {
  fileName: string;
  /** With a byte-order mark, for spreadsheet apps. */
  text: string;
}

export async function exportReadiness(departureId: string, viewer: Viewer): Promise<ReadinessCsv> {
  const board = await departureReadiness(departureId);
  await appendAudit({
    actorUid: viewer.uid,
    actorUsername: viewer.username,
    action: 'export readiness',
    target: `departures/${board.departureId}`,
  });
  return {
    fileName: `readiness-${board.departureDate || board.departureId}.csv`,
    text: '\uFEFF' + toCsv(READINESS_CSV_HEADER, board.rows.map(readinessCsvRow)),
  };
}
