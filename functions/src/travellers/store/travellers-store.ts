// The travellers store: the only code that reads or writes `travellers` documents. One document
// per traveller of a booking, its id `{bookingId}_{index}` (index 1..n), so making sure a
// booking has its n records is idempotent and two readers at once cannot create a traveller twice.
//
// Privacy: these documents hold passport numbers and dates of birth. Nothing here logs a
// document's fields; firestore.rules deny every client (all access goes through the admin API).
import { DomainError } from '@umrah/domain/model/errors';
import {
  blankTravellerFields,
  leadTravellerFields,
  TRAVELLER_RELATIONS,
  TRAVELLER_SEXES,
  VACCINE_TYPES,
  VISA_STATUSES,
  type Traveller,
  type TravellerFields,
} from '@umrah/domain/model/travellers';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { isDocId } from '../../data/doc-id';
import { toIso } from '../../data/timestamps';
import { db } from '../../firebase';

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
    relation: kind && typeof relation?.to === 'number' ? { kind, to: relation.to } : null,
    visaStatus: oneOf(VISA_STATUSES, d['visaStatus']) ?? 'not_started',
    visaNumber: text(d['visaNumber']),
    documents: {
      passportScan: docs['passportScan'] === true,
      vaccinationCertificate: docs['vaccinationCertificate'] === true,
      photo: docs['photo'] === true,
    },
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
  return db().runTransaction(async (tx) => {
    const stored = await tx.get(col().where('bookingId', '==', party.id));
    const byIndex = new Map(stored.docs.map((doc) => [Number(doc.get('index')), doc]));
    const out: Traveller[] = [];
    const now = new Date().toISOString();
    for (const doc of stored.docs) {
      const index = Number(doc.get('index'));
      if (!(index >= 1 && index <= n)) tx.delete(doc.ref);
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
 * Changes one traveller's fields in one transaction (all of them or nothing): `change` gets the
 * stored fields (a blank record if none is stored yet) and answers the new ones, so a partial
 * change (the pilgrim's details, never the visa) keeps the rest as it is at that moment. Answers
 * the record as written. A traveller the booking does not have (index beyond its count) is 404.
 */
export async function writeTraveller(
  party: BookingParty,
  index: number,
  change: (current: TravellerFields) => TravellerFields,
): Promise<Traveller> {
  if (!isDocId(party.id) || !Number.isInteger(index) || index < 1) {
    throw new DomainError('traveller_not_found');
  }
  if (index > party.numberOfTravelers) throw new DomainError('traveller_not_found');
  const ref = col().doc(travellerDocId(party.id, index));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const now = new Date().toISOString();
    const current = snap.exists ? toTraveller(ref.id, snap.data() ?? {}) : blankTravellerFields();
    const data = {
      bookingId: party.id,
      departureId: party.departureId,
      index,
      ...fieldsOf(change(fieldsOf(current))),
      updatedAt: FieldValue.serverTimestamp(),
    };
    if (snap.exists) {
      tx.update(ref, data);
    } else {
      tx.create(ref, { ...data, createdAt: FieldValue.serverTimestamp() });
    }
    return toTraveller(ref.id, {
      ...data,
      createdAt: snap.exists ? snap.get('createdAt') : now,
      updatedAt: now,
    });
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

/** Deletes one traveller record in a transaction with its audit entry (a privacy erasure). */
export async function eraseTravellerRecord(
  id: string,
  audit: (tx: FirebaseFirestore.Transaction) => void,
): Promise<boolean> {
  if (!isDocId(id)) return false;
  const ref = col().doc(id);
  return db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    tx.delete(ref);
    audit(tx);
    return true;
  });
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
  return found.length;
}

/** A booking's traveller records as stored, in order (none made here: a read for documents). */
export async function readTravellersOfBooking(bookingId: string): Promise<Traveller[]> {
  if (!isDocId(bookingId)) return [];
  const snap = await col().where('bookingId', '==', bookingId).get();
  return snap.docs.map((doc) => toTraveller(doc.id, doc.data())).sort((a, b) => a.index - b.index);
}
