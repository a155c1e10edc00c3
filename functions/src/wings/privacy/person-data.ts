// Privacy requests' use cases: find everything held about one email address, export it as one
// archive for an access request, or erase it, keeping what the law requires.
import { toCsv } from '@umrah/domain/model/csv';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import {
  forRequester,
  isUpcomingTrip,
  PRIVACY_RECORD_KINDS,
  privacyMailboxOf,
  type ErasureResult,
  type UpcomingTrip,
  type PlainValue,
  type PrivacyFindings,
  type PrivacyRecord,
  type PrivacyRecordKind,
} from '@umrah/domain/model/privacy';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { changeBooking } from '../bookings/change-booking';
import { readPassportScan } from '../bookings/personal-data';
import { takeOutOfRooms } from '../rooming/leave-rooms';
import { readTravellerUpload } from '../travellers/personal-data';
import { appendAudit, type Actor } from '../audit/audit-log';
import { DomainError } from '@umrah/domain/model/errors';
import type { PrivacyCorrection } from '@umrah/domain/schemas/privacy';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { getPublicSettings } from '../content/settings';
import { exportLetter } from './export-letter';
import { PRIVACY_SOURCES, type SearchState } from './sources';

/** Every record held about the person an address names, source by source. */
export async function findPersonData(email: string): Promise<PrivacyFindings> {
  return (await search(email)).findings;
}

async function search(email: string): Promise<{ findings: PrivacyFindings; state: SearchState }> {
  const state: SearchState = {
    email,
    mailbox: privacyMailboxOf(email),
    records: [],
    bookings: [],
  };
  for (const source of PRIVACY_SOURCES) state.records.push(...(await source.find(state)));
  const today = todayInTimeZone();
  const upcomingTrips: UpcomingTrip[] = state.bookings
    .filter((b) => !b.erased && isUpcomingTrip(b.fields, today))
    .map((b) => ({
      bookingId: b.id,
      tripDate: String(b.fields['tripDate']),
      seats: Number(b.fields['seatsHeld'] ?? 0),
    }));
  return {
    findings: { email, mailbox: state.mailbox, records: state.records, upcomingTrips },
    state,
  };
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
  marketingContacts: 'marketing-contacts.csv',
  auditEntries: 'audit-entries.csv',
};

/** A file name safe inside the archive (the visitor named their scan). */
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'scan';

/**
 * The access request's archive: a letter in the requester's language (README.txt or
 * LISEZ-MOI.txt: what each file holds, what the law keeps, whom to ask), `everything.json` (every record), one CSV per kind of record,
 * the passport scans themselves under `passport-scans/` and the requester's trip-page uploads
 * under `trip-documents/`; another traveller's record gives only their name (forRequester). The export is audited (who, how
 * many records), without the address.
 */
export async function exportPersonData(
  email: string,
  actor: Actor,
  /** The language of the letter that opens the archive: the requester's. */
  language: FormLanguage = 'en',
): Promise<{ zip: Uint8Array; findings: PrivacyFindings }> {
  const [found, settings] = await Promise.all([findPersonData(email), getPublicSettings()]);
  const findings = { ...found, records: found.records.map(forRequester) };
  const letter = exportLetter(findings, CSV_NAMES, settings, language, todayInTimeZone());
  const files: Zippable = {
    [letter.fileName]: strToU8(letter.text),
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
  // The files the requester uploaded on the trip page (co-travellers' records carry none here).
  for (const traveller of findings.records.filter((r) => r.kind === 'travellers')) {
    const uploads = traveller.fields['documentFiles'];
    if (!uploads || typeof uploads !== 'object' || Array.isArray(uploads)) continue;
    for (const [kind, file] of Object.entries(uploads)) {
      if (!file || typeof file !== 'object' || Array.isArray(file)) continue;
      const bytes =
        typeof file['path'] === 'string' ? await readTravellerUpload(file['path']) : null;
      if (bytes)
        files[`trip-documents/${traveller.id}-${kind}-${safeName(String(file['fileName']))}`] = [
          new Uint8Array(bytes),
          { level: 0 },
        ];
    }
  }
  await appendAudit({
    actorUid: actor.uid,
    actorUsername: actor.username,
    action: `privacy: export ${findings.records.length} records`,
    target: 'privacy/export',
  });
  return { zip: zipSync(files, { level: 6 }), findings };
}

/**
 * Erases what is held about the person: each record of a kind that has an eraser, one
 * transaction each with its audit entry (a failure stops there; the steps done stay done and
 * logged, and running it again finishes the rest). Receipts, the payment records behind them,
 * a marketing suppression and the audit log are kept, as the law requires. A confirmed trip
 * still ahead is cancelled first, with the reason staff give (required then): its seats are
 * freed, its travellers leave the rooming lists (a locked list marks the room changed) and,
 * their records deleted, the manifest.
 */
export async function erasePersonData(
  email: string,
  reason: string,
  actor: Actor,
): Promise<ErasureResult> {
  const { findings, state } = await search(email);
  const { records, upcomingTrips } = findings;
  if (upcomingTrips.length && !reason.trim())
    throw new DomainError('erasure_reason_required', { trips: upcomingTrips.length });
  const result: ErasureResult = { erased: {}, kept: {}, cancelledTrips: [] };
  for (const trip of upcomingTrips) {
    const booking = await changeBooking(trip.bookingId, { status: 'cancelled', note: '' });
    const travellerIds = records
      .filter((r) => r.kind === 'travellers' && r.fields['bookingId'] === trip.bookingId)
      .map((r) => r.id);
    const rooms = booking.departureId
      ? await takeOutOfRooms(booking.departureId, travellerIds)
      : [];
    await appendAudit({
      actorUid: actor.uid,
      actorUsername: actor.username,
      action: `privacy: erasure cancels the upcoming trip (${trip.seats} seats freed): ${reason.trim()}`,
      target: `bookings/${trip.bookingId}`,
    });
    result.cancelledTrips.push({ ...trip, rooms });
  }
  for (const source of PRIVACY_SOURCES) {
    for (const record of records.filter((r) => r.kind === source.kind)) {
      if (!source.erase || record.kept) {
        result.kept[source.kind] = (result.kept[source.kind] ?? 0) + 1;
        continue;
      }
      if (await source.erase(record, actor, state))
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
