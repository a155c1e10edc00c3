// The rooming lists store: the only code that reads or writes `roomLists` documents, one per
// departure and stay (`${departureId}_${stayKey}`). Every edit reads and writes the list in one
// transaction, so two staff editing the same list at once never lose one another's change (the
// second runs again on the first's result).
import { DomainError } from '@umrah/domain/model/errors';
import {
  emptyRoomList,
  roomingRoomType,
  type RoomList,
  type RoomListRoom,
  type SentTraveller,
} from '@umrah/domain/model/room-list';
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { isDocId } from '../../../platform/firebase/doc-id';

const col = () => db().collection('roomLists');

function listRef(departureId: string, stayKey: string) {
  const id = `${departureId}_${stayKey}`;
  if (!isDocId(id)) throw new DomainError('departure_not_found');
  return col().doc(id);
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const textOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null);

function toRoom(value: unknown): RoomListRoom | null {
  const r = (value ?? {}) as Record<string, unknown>;
  const type = roomingRoomType(r['type']);
  if (!type || !text(r['id'])) return null;
  return {
    id: text(r['id']),
    type,
    number: textOrNull(r['number']),
    travellerIds: Array.isArray(r['travellerIds'])
      ? r['travellerIds'].filter((id): id is string => typeof id === 'string')
      : [],
    changedAfterLock: r['changedAfterLock'] === true,
  };
}

/** The roomed travellers as sent to the hotel at the last lock (absent before any lock). */
function toSent(value: unknown): Record<string, SentTraveller> | null {
  if (!value || typeof value !== 'object') return null;
  const sent: Record<string, SentTraveller> = {};
  for (const [id, raw] of Object.entries(value as Record<string, unknown>)) {
    const t = (raw ?? {}) as Record<string, unknown>;
    const sex = t['sex'] === 'M' || t['sex'] === 'F' ? t['sex'] : null;
    sent[id] = { name: text(t['name']), sex, roomId: text(t['roomId']) };
  }
  return sent;
}

/** Each room's number as sent at the last lock (absent before any lock, or on older lists). */
function toSentNumbers(value: unknown): Record<string, string | null> | null {
  if (!value || typeof value !== 'object') return null;
  const numbers: Record<string, string | null> = {};
  for (const [id, n] of Object.entries(value as Record<string, unknown>))
    numbers[id] = textOrNull(n);
  return numbers;
}

function toRoomList(d: DocumentData): RoomList {
  const sent = toSent(d['sent']);
  const sentNumbers = toSentNumbers(d['sentNumbers']);
  return {
    ...(sent ? { sent } : {}),
    ...(sentNumbers ? { sentNumbers } : {}),
    departureId: text(d['departureId']),
    stayKey: text(d['stayKey']),
    rooms: Array.isArray(d['rooms']) ? d['rooms'].flatMap((r) => toRoom(r) ?? []) : [],
    lockedAt: textOrNull(d['lockedAt']),
    lockedBy: textOrNull(d['lockedBy']),
    updatedAt: text(d['updatedAt']),
  };
}

/** A departure's stored lists by stay key. */
export async function departureRoomLists(departureId: string): Promise<Map<string, RoomList>> {
  const snap = await col().where('departureId', '==', departureId).get();
  return new Map(snap.docs.map((doc) => [text(doc.get('stayKey')), toRoomList(doc.data())]));
}

/**
 * Applies an edit to a stay's list in a transaction: `edit` gets the stored list (an empty one
 * when there is none yet) and returns the list to store; a DomainError it throws writes nothing.
 */
export function editRoomList(
  departureId: string,
  stayKey: string,
  // eslint-disable-next-line no-restricted-syntax -- a pure edit of the list, run again on each retry
  edit: (list: RoomList, now: string) => RoomList,
): Promise<RoomList> {
  const ref = listRef(departureId, stayKey);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const now = new Date().toISOString();
    const current = snap.exists
      ? toRoomList(snap.data() ?? {})
      : emptyRoomList(departureId, stayKey, now);
    const next = edit(current, now);
    tx.set(ref, { ...next, departureId, stayKey });
    return next;
  });
}
