// Privacy requests' use cases: find everything held about one email address, export it as one
// archive for an access request, or erase it, keeping what the law requires.
import { toCsv } from '@umrah/domain/model/csv';
import {
  PRIVACY_RECORD_KINDS,
  privacyMailboxOf,
  type PlainValue,
  type PrivacyFindings,
  type PrivacyRecord,
  type PrivacyRecordKind,
} from '@umrah/domain/model/privacy';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { readPassportScan } from '../bookings/personal-data';
import { appendAudit, type Actor } from '../data/audit-log';
import { DomainError } from '@umrah/domain/model/errors';
import type { PrivacyCorrection } from '@umrah/domain/schemas/privacy';
import { PRIVACY_SOURCES, type SearchState } from './sources';

/** Every record held about the person an address names, source by source. */
export async function findPersonData(email: string): Promise<PrivacyFindings> {
  const state: SearchState = { mailbox: privacyMailboxOf(email), records: [], bookings: [] };
  for (const source of PRIVACY_SOURCES) state.records.push(...(await source.find(state)));
  return { email, mailbox: state.mailbox, records: state.records };
}

/** A record's fields as one row: nested values under dotted names, lists as JSON. */
function flatten(fields: { [key: string]: PlainValue }, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value))
      Object.assign(out, flatten(value, name));
    else out[name] = Array.isArray(value) ? JSON.stringify(value) : value;
  }
  return out;
}

/** One kind's records as CSV: a column per field any of them has, in order of appearance. */
export function recordsCsv(records: readonly PrivacyRecord[]): string {
  const rows: Record<string, unknown>[] = records.map((r) => ({ id: r.id, ...flatten(r.fields) }));
  const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return toCsv(
    header,
    rows.map((row) => header.map((name) => row[name] ?? '')),
  );
}

const CSV_NAMES: Record<PrivacyRecordKind, string> = {
  messages: 'messages.csv',
  bookings: 'bookings.csv',
  payments: 'payments.csv',
  receipts: 'receipts.csv',
  passportScans: 'passport-scans.csv',
  travellers: 'travellers.csv',
  groupMessages: 'group-messages.csv',
  mails: 'mails.csv',
  auditEntries: 'audit-entries.csv',
};

/** A file name safe inside the archive (the visitor named their scan). */
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'scan';

/**
 * The access request's archive: `everything.json` (every record), one CSV per kind of record,
 * and the passport scans themselves under `passport-scans/`. The export is audited (who, how
 * many records), without the address.
 */
export async function exportPersonData(
  email: string,
  actor: Actor,
): Promise<{ zip: Uint8Array; findings: PrivacyFindings }> {
  const findings = await findPersonData(email);
  const files: Zippable = {
    'everything.json': strToU8(
      JSON.stringify(
        { email: findings.email, exportedAt: new Date().toISOString(), records: findings.records },
        null,
        2,
      ),
    ),
  };
  for (const kind of PRIVACY_RECORD_KINDS) {
    const records = findings.records.filter((r) => r.kind === kind);
    if (records.length) files[CSV_NAMES[kind]] = strToU8(recordsCsv(records));
  }
  for (const scan of findings.records.filter((r) => r.kind === 'passportScans')) {
    const path = scan.fields['path'];
    const bytes = typeof path === 'string' ? await readPassportScan(path) : null;
    if (bytes)
      files[`passport-scans/${scan.id}-${safeName(String(scan.fields['fileName']))}`] = [
        new Uint8Array(bytes),
        { level: 0 },
      ];
  }
  await appendAudit({
    actorUid: actor.uid,
    actorUsername: actor.username,
    action: `privacy: export ${findings.records.length} records`,
    target: 'privacy/export',
  });
  return { zip: zipSync(files, { level: 6 }), findings };
}

export interface ErasureResult {
  erased: Partial<Record<PrivacyRecordKind, number>>;
  kept: Partial<Record<PrivacyRecordKind, number>>;
}

/**
 * Erases what is held about the person: each record of a kind that has an eraser, one
 * transaction each with its audit entry (a failure stops there; the steps done stay done and
 * logged, and running it again finishes the rest). Receipts, the payment records behind them
 * and the audit log are kept, as the law requires.
 */
export async function erasePersonData(email: string, actor: Actor): Promise<ErasureResult> {
  const { records } = await findPersonData(email);
  const result: ErasureResult = { erased: {}, kept: {} };
  for (const source of PRIVACY_SOURCES) {
    for (const record of records.filter((r) => r.kind === source.kind)) {
      if (!source.erase) {
        result.kept[source.kind] = (result.kept[source.kind] ?? 0) + 1;
        continue;
      }
      if (await source.erase(record, actor))
        result.erased[source.kind] = (result.erased[source.kind] ?? 0) + 1;
    }
  }
  return result;
}

/**
 * A correction request: new contact details for one message or booking (the kinds whose source
 * can correct), audited. An unknown kind or record is not found.
 */
export async function correctPersonData(
  kind: string,
  id: string,
  contact: PrivacyCorrection,
  actor: Actor,
): Promise<void> {
  const source = PRIVACY_SOURCES.find((s) => s.kind === kind && s.correct);
  const notFound = kind === 'messages' ? 'message_not_found' : 'booking_not_found';
  if (!source?.correct || !(await source.correct(id, contact, actor)))
    throw new DomainError(notFound);
}
