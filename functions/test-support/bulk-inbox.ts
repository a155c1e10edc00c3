// Many bookings, messages and audit entries written straight to Firestore in batches, as the API
// would store them: for the paging tests and `npm run scale`.
import { BOOKING_STATUSES } from '@umrah/domain/model/bookings';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../src/platform/firebase/firebase';

const BATCH_SIZE = 500;
/** Batches in flight at once: enough to keep the emulator busy without queueing too much. */
const PARALLEL_BATCHES = 4;

/** The i-th item's time: one minute apart, newest first for i = 0, with `tied` items sharing each time. */
export function timeOf(i: number, start: number, tied = 1): Timestamp {
  return Timestamp.fromMillis(start - Math.floor(i / tied) * 60_000);
}

export function bookingDoc(i: number, receivedAt: Timestamp): DocumentData {
  return {
    fullName: `Pilgrim ${i}`,
    email: `pilgrim${i}@example.com`,
    phone: `+1 416 555 ${String(i % 10_000).padStart(4, '0')}`,
    packageId: 'pkg',
    packageTitle: 'Ramadan Umrah 14 Nights',
    packageSlug: 'ramadan-umrah-14-nights',
    roomType: ['double', 'triple', 'quad'][i % 3],
    numberOfTravelers: (i % 6) + 1,
    preferredDate: '2027-03-05',
    specialRequests: i % 7 === 0 ? `=cmd|' /C calc'!A0 "quoted", line\nbreak ${i}` : '',
    status: BOOKING_STATUSES[i % BOOKING_STATUSES.length],
    note: i % 5 === 0 ? `Called, ${i}` : '',
    consentAt: receivedAt,
    receivedAt,
    tripDate: '2027-03-19',
    passport: null,
    hasPassport: false,
    passportDeletedAt: null,
  };
}

export function messageDoc(i: number, receivedAt: Timestamp): DocumentData {
  return {
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    phone: '',
    message: `Question number ${i} about the December trip.`,
    read: i % 3 === 0,
    receivedAt,
  };
}

export function auditDoc(i: number, at: Timestamp): DocumentData {
  return {
    actorUid: 'scale-admin',
    actorUsername: 'admin',
    action: i % 2 ? 'PUT /api/admin/bookings/x' : 'view passport',
    target: `bookings/b${i}`,
    at,
  };
}

/**
 * Writes `count` documents made by `make(i)` to `collection` (ids `{prefix}{i}`, zero-padded),
 * in batches of 500, a few at once. Answers the ids in order of i.
 */
export async function writeMany(
  collection: string,
  count: number,
  make: (i: number) => DocumentData,
  prefix = collection.slice(0, 3),
): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(6, '0')}`);
  const batches: (() => Promise<unknown>)[] = [];
  for (let from = 0; from < count; from += BATCH_SIZE) {
    batches.push(() => {
      const batch = db().batch();
      for (let i = from; i < Math.min(from + BATCH_SIZE, count); i++) {
        batch.set(
          db()
            .collection(collection)
            .doc(ids[i] ?? ''),
          make(i),
        );
      }
      return batch.commit();
    });
  }
  const workers = Array.from({ length: PARALLEL_BATCHES }, async () => {
    for (let next = batches.shift(); next; next = batches.shift()) await next();
  });
  await Promise.all(workers);
  return ids;
}
