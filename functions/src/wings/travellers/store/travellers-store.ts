// The travellers store: the only code that reads or writes `travellers` documents. One document
// per traveller of a booking, its id `{bookingId}_{index}` (index 1..n), so making sure a
// booking has its n records is idempotent and two readers at once cannot create a traveller twice.
//
// Privacy: these documents hold passport numbers and dates of birth. Nothing here logs a
// document's fields; firestore.rules deny every client (all access goes through the admin API).
// The files the pilgrim uploads (passport scan, vaccination certificate, photo) are kept in the
// media store's private side under `traveller-documents/{travellerId}/`, each upload under a new
// name; whatever deletes a record here deletes its files too (retention, erasure, a smaller party).
import { DomainError } from '@umrah/domain/model/errors';
import {
  DOCUMENT_FLAG,
  NO_DOCUMENT_FILES,
  TRAVELLER_DOCUMENT_KINDS,
  type TravellerDocumentFile,
  type TravellerDocumentFiles,
  type TravellerDocumentKind,
} from '@umrah/domain/model/traveller-documents';
import {
  blankTravellerFields,
  leadTravellerFields,
  TRAVELLER_NEEDS,
  TRAVELLER_RELATIONS,
  TRAVELLER_SEXES,
  VACCINE_TYPES,
  VISA_STATUSES,
  type Traveller,
  type TravellerFields,
} from '@umrah/domain/model/travellers';
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { randomBytes } from 'node:crypto';
import { isDocId } from '../../../platform/firebase/doc-id';
import { changeIfUnchanged } from '../../../platform/firebase/optimistic-write';
import { toIso } from '../../../platform/firebase/timestamps';
import { db } from '../../../platform/firebase/firebase';
import { extensionFor } from '../../../platform/media/file-types';
import { mediaStore } from '../../../platform/media/media-store';

const col = () => db().collection('travellers');

/** What the store needs to know of a booking to keep its travellers in step. */
export interface BookingParty {
  id: string;
  departureId: string | null;
  numberOfTravelers: number;
  /** The lead contact's name: traveller 1 starts from it. */
  fullName: string;
}

export const travellerDocId = (bookingId: string, index: number) => `${bookingId}_${index}`;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const dateOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null);
const oneOf = <T extends string>(values: readonly T[], v: unknown): T | null =>
  (values as readonly unknown[]).includes(v) ? (v as T) : null;

/** A stored upload: its metadata and where the media store keeps it (never leaves the server). */
interface StoredDocumentFile extends TravellerDocumentFile {
  path: string;
}

function storedFileOf(v: unknown): StoredDocumentFile | null {
  const f = v as Partial<StoredDocumentFile> | null | undefined;
  if (!f || typeof f.path !== 'string' || !f.path) return null;
  return {
    path: f.path,
    fileName: text(f.fileName),
    contentType: text(f.contentType),
    size: Number(f.size ?? 0),
    uploadedAt: text(f.uploadedAt),
  };
}

function storedFilesOf(d: DocumentData): Record<TravellerDocumentKind, StoredDocumentFile | null> {
  const files = (d['documentFiles'] ?? {}) as Record<string, unknown>;
  return {
    passport: storedFileOf(files['passport']),
    vaccination: storedFileOf(files['vaccination']),
    photo: storedFileOf(files['photo']),
  };
}

/** Where a record's uploads are stored (to delete them with it). */
function filePathsOf(d: DocumentData): string[] {
  return Object.values(storedFilesOf(d)).flatMap((f) => (f ? [f.path] : []));
}

/** Deletes files whose record is gone (a file already gone is no error). */
export async function removeFiles(paths: readonly string[]): Promise<void> {
  if (!paths.length) return;
  const store = await mediaStore();
  await Promise.all(paths.map((path) => store.removePrivate(path)));
}

function filesOf(d: DocumentData): TravellerDocumentFiles {
  const stored = storedFilesOf(d);
  const out: TravellerDocumentFiles = { ...NO_DOCUMENT_FILES };
  for (const kind of TRAVELLER_DOCUMENT_KINDS) {
    const f = stored[kind];
    out[kind] = f
      ? { fileName: f.fileName, contentType: f.contentType, size: f.size, uploadedAt: f.uploadedAt }
      : null;
  }
  return out;
}

/** A stored document as the API's Traveller (fields missing from older documents filled). */
function toTraveller(id: string, d: DocumentData): Traveller {
  const contact = (d['emergencyContact'] ?? {}) as Record<string, unknown>;
  const relation = d['relation'] as { kind?: unknown; to?: unknown } | null | undefined;
  const kind = oneOf(TRAVELLER_RELATIONS, relation?.kind);
  const docs = (d['documents'] ?? {}) as Record<string, unknown>;
  return {
    id,
    bookingId: text(d['bookingId']),
    departureId: typeof d['departureId'] === 'string' && d['departureId'] ? d['departureId'] : null,
    index: Number(d['index'] ?? 0),
    givenNames: text(d['givenNames']),
    surname: text(d['surname']),
    dateOfBirth: dateOrNull(d['dateOfBirth']),
    sex: oneOf(TRAVELLER_SEXES, d['sex']),
    nationality: text(d['nationality']),
    passportNumber: text(d['passportNumber']),
    passportIssuingCountry: text(d['passportIssuingCountry']),
    passportIssueDate: dateOrNull(d['passportIssueDate']),
    passportExpiryDate: dateOrNull(d['passportExpiryDate']),
    vaccinationDate: dateOrNull(d['vaccinationDate']),
    vaccineType: oneOf(VACCINE_TYPES, d['vaccineType']),
    emergencyContact: { name: text(contact['name']), phone: text(contact['phone']) },
    notes: text(d['notes']),
    needs: TRAVELLER_NEEDS.filter((n) => Array.isArray(d['needs']) && d['needs'].includes(n)),
    relation: kind && typeof relation?.to === 'number' ? { kind, to: relation.to } : null,
    visaStatus: oneOf(VISA_STATUSES, d['visaStatus']) ?? 'not_started',
    visaNumber: text(d['visaNumber']),
    documents: {
      passportScan: docs['passportScan'] === true,
      vaccinationCertificate: docs['vaccinationCertificate'] === true,
      photo: docs['photo'] === true,
    },
    files: filesOf(d),
    createdAt: toIso(d['createdAt']),
    updatedAt: toIso(d['updatedAt']),
  };
}

function fieldsOf(f: TravellerFields): TravellerFields {
  return {
    givenNames: f.givenNames,
    surname: f.surname,
    dateOfBirth: f.dateOfBirth,
    sex: f.sex,
    nationality: f.nationality,
    passportNumber: f.passportNumber,
    passportIssuingCountry: f.passportIssuingCountry,
    passportIssueDate: f.passportIssueDate,
    passportExpiryDate: f.passportExpiryDate,
    vaccinationDate: f.vaccinationDate,
    vaccineType: f.vaccineType,
    emergencyContact: { name: f.emergencyContact.name, phone: f.emergencyContact.phone },
    notes: f.notes,
    needs: [...f.needs],
    relation: f.relation ? { kind: f.relation.kind, to: f.relation.to } : null,
    visaStatus: f.visaStatus,
    visaNumber: f.visaNumber,
    documents: { ...f.documents },
  };
}

/**
 * The booking's travellers 1..n, in order, made to match the booking in one transaction: missing
 * records are created (traveller 1 from the lead contact), records beyond n are deleted (a person
 * no longer on the booking: their personal data has no purpose here any more), and a booking
 * moved to another departure carries its travellers with it.
 */
export async function ensureTravellers(party: BookingParty): Promise<Traveller[]> {
  if (!isDocId(party.id)) throw new DomainError('booking_not_found');
  const n = Math.max(0, Math.floor(party.numberOfTravelers));
  let dropped: string[] = [];
  const travellers = await db().runTransaction(async (tx) => {
    const stored = await tx.get(col().where('bookingId', '==', party.id));
    const byIndex = new Map(stored.docs.map((doc) => [Number(doc.get('index')), doc]));
    const out: Traveller[] = [];
    const now = new Date().toISOString();
    dropped = [];
    for (const doc of stored.docs) {
      const index = Number(doc.get('index'));
      if (!(index >= 1 && index <= n)) {
        tx.delete(doc.ref);
        dropped.push(...filePathsOf(doc.data()));
      }
    }
    for (let index = 1; index <= n; index++) {
      const doc = byIndex.get(index);
      if (!doc) {
        const fields = index === 1 ? leadTravellerFields(party.fullName) : blankTravellerFields();
        const data = {
          bookingId: party.id,
          departureId: party.departureId,
          index,
          ...fieldsOf(fields),
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        };
        tx.create(col().doc(travellerDocId(party.id, index)), data);
        out.push(
          toTraveller(travellerDocId(party.id, index), { ...data, createdAt: now, updatedAt: now }),
        );
        continue;
      }
      const data = doc.data();
      if ((data['departureId'] ?? null) !== party.departureId) {
        tx.update(doc.ref, { departureId: party.departureId });
        data['departureId'] = party.departureId;
      }
      out.push(toTraveller(doc.id, data));
    }
    return out;
  });
  await removeFiles(dropped);
  return travellers;
}

/**
 * The booking's travellers 1..n as ensureTravellers would make them, without writing: missing
 * records come back as they would be created (traveller 1 from the lead contact), records beyond
 * n are left out. For lists over many bookings (the readiness board, the manifest), which must
 * not write while they read.
 */
export async function partyTravellers(party: BookingParty): Promise<Traveller[]> {
  if (!isDocId(party.id)) return [];
  const n = Math.max(0, Math.floor(party.numberOfTravelers));
  const stored = await col().where('bookingId', '==', party.id).get();
  const byIndex = new Map(stored.docs.map((doc) => [Number(doc.get('index')), doc]));
  const now = new Date().toISOString();
  return Array.from({ length: n }, (_, i) => {
    const index = i + 1;
    const id = travellerDocId(party.id, index);
    const doc = byIndex.get(index);
    if (doc) return toTraveller(id, { ...doc.data(), departureId: party.departureId });
    const fields = index === 1 ? leadTravellerFields(party.fullName) : blankTravellerFields();
    return toTraveller(id, {
      bookingId: party.id,
      departureId: party.departureId,
      index,
      ...fieldsOf(fields),
      createdAt: now,
      updatedAt: now,
    });
  });
}

/**
 * Changes one traveller's fields in one write (all of them or nothing): `change` (pure: it runs
 * again if another save came first) gets the
 * stored fields (a blank record if none is stored yet) and answers the new ones, so a partial
 * change (the pilgrim's details, never the visa) keeps the rest as it is at that moment. Answers
 * the record as written. A traveller the booking does not have (index beyond its count) is 404.
 */
export async function writeTraveller(
  party: BookingParty,
  index: number,
  // eslint-disable-next-line no-restricted-syntax -- a pure change of the fields, run again on each retry
  change: (current: TravellerFields) => TravellerFields,
): Promise<Traveller> {
  if (!isDocId(party.id) || !Number.isInteger(index) || index < 1) {
    throw new DomainError('traveller_not_found');
  }
  if (index > party.numberOfTravelers) throw new DomainError('traveller_not_found');
  const ref = col().doc(travellerDocId(party.id, index));
  // Written only if unchanged since read (never a lock: saves of one traveller at once from the
  // trip page and the admin each finish at once, the later one reading the earlier's fields).
  return changeIfUnchanged(ref, (snap) => {
    const now = new Date().toISOString();
    const current = snap.exists ? toTraveller(ref.id, snap.data() ?? {}) : blankTravellerFields();
    const data = {
      bookingId: party.id,
      departureId: party.departureId,
      index,
      ...fieldsOf(change(fieldsOf(current))),
      updatedAt: FieldValue.serverTimestamp(),
      ...(snap.exists ? {} : { createdAt: FieldValue.serverTimestamp() }),
    };
    const result = toTraveller(ref.id, {
      ...data,
      createdAt: snap.exists ? snap.get('createdAt') : now,
      updatedAt: now,
    });
    return { data, result };
  });
}

/** Deletes every traveller record of a booking (the booking itself is gone). */
export async function deleteTravellersOfBooking(bookingId: string): Promise<void> {
  if (!isDocId(bookingId)) return;
  const snap = await col().where('bookingId', '==', bookingId).get();
  if (snap.empty) return;
  const batch = db().batch();
  for (const doc of snap.docs) batch.delete(doc.ref);
  await batch.commit();
  await removeFiles(snap.docs.flatMap((doc) => filePathsOf(doc.data())));
}

/**
 * The traveller records of these bookings as stored (never made here: a privacy search reads
 * what is held, it creates nothing), each with its stored fields.
 */
export async function storedTravellersOfBookings(
  bookingIds: readonly string[],
): Promise<{ id: string; fields: DocumentData }[]> {
  const ids = bookingIds.filter(isDocId);
  const found: { id: string; fields: DocumentData }[] = [];
  // Firestore's `in` takes 30 values at most.
  for (let i = 0; i < ids.length; i += 30) {
    const snap = await col()
      .where('bookingId', 'in', ids.slice(i, i + 30))
      .get();
    for (const doc of snap.docs) found.push({ id: doc.id, fields: doc.data() });
  }
  return found.sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * The files of traveller record `id` as read in `tx` (a privacy erasure deletes it with them), or
 * null when there is no such record.
 */
export async function travellerFilesIn(tx: Transaction, id: string): Promise<string[] | null> {
  if (!isDocId(id)) return null;
  const snap = await tx.get(col().doc(id));
  return snap.exists ? filePathsOf(snap.data() ?? {}) : null;
}

/**
 * Traveller `index` of the booking as read in `tx` (a blank record when none is stored yet) and
 * the paths of its uploads; a traveller the booking does not have is 404.
 */
export async function readTravellerIn(
  tx: Transaction,
  party: BookingParty,
  index: number,
): Promise<{ traveller: TravellerFields; files: string[] }> {
  if (!isDocId(party.id) || !Number.isInteger(index) || index < 1) {
    throw new DomainError('traveller_not_found');
  }
  if (index > party.numberOfTravelers) throw new DomainError('traveller_not_found');
  const snap = await tx.get(col().doc(travellerDocId(party.id, index)));
  if (!snap.exists) return { traveller: blankTravellerFields(), files: [] };
  const data = snap.data() ?? {};
  return { traveller: fieldsOf(toTraveller(snap.id, data)), files: filePathsOf(data) };
}

/**
 * Another person takes traveller `index`'s place, in `tx`: the record starts again from `fields`
 * with no uploads (the former traveller's files go after the transaction: removeFiles).
 */
export function replaceTravellerIn(
  tx: Transaction,
  party: BookingParty,
  index: number,
  fields: TravellerFields,
): void {
  tx.set(col().doc(travellerDocId(party.id, index)), {
    bookingId: party.id,
    departureId: party.departureId,
    index,
    ...fieldsOf(fields),
    documentFiles: {},
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** Deletes traveller record `id` in `tx` (its files go after the transaction: removeFiles). */
export function deleteTravellerIn(tx: Transaction, id: string): void {
  tx.delete(col().doc(id));
}

/**
 * Deletes the traveller records of these bookings (the retention job), 30 bookings a query;
 * answers how many were deleted.
 */
export async function deleteTravellersOfBookings(bookingIds: readonly string[]): Promise<number> {
  const found = await storedTravellersOfBookings(bookingIds);
  // Batches of at most 500 writes, Firestore's limit.
  for (let i = 0; i < found.length; i += 500) {
    const batch = db().batch();
    for (const { id } of found.slice(i, i + 500)) batch.delete(col().doc(id));
    await batch.commit();
  }
  await removeFiles(found.flatMap(({ fields }) => filePathsOf(fields)));
  return found.length;
}

/** A booking's traveller records as stored, in order (none made here: a read for documents). */
export async function readTravellersOfBooking(bookingId: string): Promise<Traveller[]> {
  if (!isDocId(bookingId)) return [];
  const snap = await col().where('bookingId', '==', bookingId).get();
  return snap.docs.map((doc) => toTraveller(doc.id, doc.data())).sort((a, b) => a.index - b.index);
}

/** A file the pilgrim uploads, its type already judged by its bytes. */
export interface DocumentUpload {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * Stores a traveller's document and records it in one write: the file goes to private storage
 * under a new name first, then one transaction records its metadata and sets the matching
 * `documents` flag (creating a blank record if none is stored yet). A failed write removes the new
 * file; a stored one replaced is removed once the record no longer names it. Answers the record.
 */
export async function attachTravellerDocument(
  party: BookingParty,
  index: number,
  kind: TravellerDocumentKind,
  file: DocumentUpload,
): Promise<Traveller> {
  if (!isDocId(party.id) || !Number.isInteger(index) || index < 1) {
    throw new DomainError('traveller_not_found');
  }
  if (index > party.numberOfTravelers) throw new DomainError('traveller_not_found');
  const id = travellerDocId(party.id, index);
  const path = `traveller-documents/${id}/${kind}-${randomBytes(8).toString('hex')}.${extensionFor(file.contentType)}`;
  const store = await mediaStore();
  await store.savePrivate(path, file.bytes, file.contentType);
  const stored: StoredDocumentFile = {
    path,
    fileName: file.fileName.slice(0, 200),
    contentType: file.contentType,
    size: file.bytes.length,
    uploadedAt: new Date().toISOString(),
  };
  const ref = col().doc(id);
  let replaced: string | null = null;
  let written: Traveller;
  try {
    written = await db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const data = snap.exists ? (snap.data() ?? {}) : null;
      replaced = data ? (storedFilesOf(data)[kind]?.path ?? null) : null;
      const now = new Date().toISOString();
      const flag = `documents.${DOCUMENT_FLAG[kind]}`;
      if (data) {
        tx.update(ref, {
          [`documentFiles.${kind}`]: stored,
          [flag]: true,
          updatedAt: FieldValue.serverTimestamp(),
        });
        const docs = { ...(data['documents'] as object), [DOCUMENT_FLAG[kind]]: true };
        const files = { ...(data['documentFiles'] as object), [kind]: stored };
        return toTraveller(id, { ...data, documents: docs, documentFiles: files, updatedAt: now });
      }
      const fields = fieldsOf(blankTravellerFields());
      const created = {
        bookingId: party.id,
        departureId: party.departureId,
        index,
        ...fields,
        documents: { ...fields.documents, [DOCUMENT_FLAG[kind]]: true },
        documentFiles: { [kind]: stored },
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      };
      tx.create(ref, created);
      return toTraveller(id, { ...created, createdAt: now, updatedAt: now });
    });
  } catch (err) {
    await store.removePrivate(path);
    throw err;
  }
  if (replaced && replaced !== path) await store.removePrivate(replaced);
  return written;
}

/** A traveller's uploaded document: its bytes and what to serve them as. */
export async function readTravellerDocument(
  bookingId: string,
  index: number,
  kind: TravellerDocumentKind,
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  if (!isDocId(bookingId) || !Number.isInteger(index) || index < 1) {
    throw new DomainError('traveller_not_found');
  }
  // No record yet: nobody has filled or uploaded anything for this traveller.
  const snap = await col().doc(travellerDocId(bookingId, index)).get();
  const file = storedFilesOf(snap.data() ?? {})[kind];
  if (!file) throw new DomainError('traveller_document_missing');
  const bytes = await (await mediaStore()).readPrivate(file.path);
  if (!bytes) throw new DomainError('traveller_document_not_stored');
  return { bytes, contentType: file.contentType, fileName: file.fileName };
}
