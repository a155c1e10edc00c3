/**
 * A departure's stored rooming list for one stay (issue 30, item 1): the rooms staff keep after
 * "Suggest" and their moves, with the lock that tells them what to resend to the hotel.
 * The shapes here are the contract between the server (functions/src/wings/rooming/) and the admin's
 * rooming view; the rules that change a list live beside them, pure.
 */
import { DomainError } from './errors';
import { frenchSpacing } from './french-typography';
import {
  ROOMING_CAPACITY,
  ROOMING_ROOM_TYPES,
  suggestRooming,
  type RoomOccupancy,
  type RoomingBooking,
  type RoomingRoomType,
  type RoomingSuggestion,
  type RoomingTraveller,
  type Sex,
  type UnplacedGroup,
} from './rooming';
import {
  travellerDisplayName,
  type Traveller,
  type TravellerNeed,
  type TravellerRelationKind,
} from './travellers';
import type { FormLanguage } from './validation-messages';

export interface RoomListRoom {
  /** Stable within the list; made by the server. */
  id: string;
  type: RoomingRoomType;
  /** The hotel's room number, once the hotel gives it. */
  number: string | null;
  travellerIds: string[];
  /** Set when the room changed after the list was locked: staff resend it to the hotel. */
  changedAfterLock: boolean;
  /**
   * What differs in this room from the list the hotel was sent: a traveller's name, sex or room
   * (worked out from `RoomList.sent` on every read; absent on a list never locked).
   */
  changes?: RoomChange[];
}

/** One difference between a room as sent to the hotel and as it stands. */
export interface RoomChange {
  /** '' for a change to the room itself (its number). */
  travellerId: string;
  field: 'name' | 'sex' | 'room' | 'number';
  /** As the hotel has it (a room by its label; '' for none). */
  before: string;
  after: string;
}

/** A roomed traveller as the hotel was sent them (at the last lock). */
export interface SentTraveller {
  name: string;
  sex: Sex | null;
  roomId: string;
}

export interface RoomList {
  departureId: string;
  /** The stay's key within the departure's package (see `RoomingStayView.key`). */
  stayKey: string;
  rooms: RoomListRoom[];
  lockedAt: string | null;
  lockedBy: string | null;
  updatedAt: string;
  /**
   * The roomed travellers as the hotel was sent them, by traveller id, stamped at each lock: a
   * later change of name, sex or room (made on the traveller, not on the list) is found against it.
   */
  sent?: Record<string, SentTraveller>;
  /**
   * Each room's hotel number as sent, by room id, stamped at each lock (null: none yet). A room
   * absent here was added after the lock. Absent on lists locked before it was stamped.
   */
  sentNumbers?: Record<string, string | null>;
}

/** A traveller as the rooming view shows them: names as on the passport, no passport data. */
export interface RoomingTravellerView {
  id: string;
  bookingId: string;
  bookingReference: string;
  name: string;
  sex: Sex | null;
  familyId: string | null;
  /** What the hotel must know of this traveller's room (absent: nothing). */
  needs?: TravellerNeed[];
}

export interface RoomingStayView {
  /** e.g. "makkah", "madinah": one per hotel stay of the package, in itinerary order. */
  key: string;
  city: string;
  hotel: string;
  checkIn: string;
  checkOut: string;
  /** Null until staff press "Suggest" (or add a room). */
  list: RoomList | null;
  travellers: RoomingTravellerView[];
  /** Travellers in no room of the list, with the reason where the suggestion gave one. */
  unplaced: UnplacedGroup[];
  /** Rooms of the list mixing sexes outside one family, and other warnings, as sentences. */
  warnings: string[];
}

export interface RoomingView {
  departureId: string;
  stays: RoomingStayView[];
}

export type { RoomOccupancy };

// ---- The rules that change a list (pure; the server runs each inside a transaction) ----
//
// Locking: a locked list is what the hotel was sent. Staff may still edit it; every room an edit
// changes (a traveller in or out, a room added) is marked `changedAfterLock`, so staff know what
// to resend. Locking again means "resent": it stamps the new time and clears the marks. Unlocking
// keeps the marks (they still say what differs from what the hotel has); edits while unlocked are
// not marked, since the list is a draft again. Suggesting again is refused while locked: it would
// replace every room the hotel already holds. A room's number set or changed after the lock is
// marked too: the lists the group leader and the hotel hold carry it. A mark made by an edit says
// how the room differs from what was sent (`differsFromSent`), so an edit undone (a traveller
// moved away and back, a number set back) leaves no mark.

/** The room's label in messages: its hotel number, else its place on the list ("3"). */
export function roomLabel(list: Pick<RoomList, 'rooms'>, roomId: string): string {
  const index = list.rooms.findIndex((r) => r.id === roomId);
  const room = list.rooms[index];
  return room?.number ?? String(index + 1);
}

/** An empty list for a stay, before any suggestion or room. */
export function emptyRoomList(departureId: string, stayKey: string, now: string): RoomList {
  return { departureId, stayKey, rooms: [], lockedAt: null, lockedBy: null, updatedAt: now };
}

/** The next room id of a list: r1, r2... never one in use (ids stay stable as rooms go). */
function nextRoomId(rooms: readonly RoomListRoom[]): string {
  const taken = rooms.map((r) => Number(/^r(\d+)$/.exec(r.id)?.[1] ?? 0));
  return `r${Math.max(0, ...taken) + 1}`;
}

function findRoom(list: RoomList, roomId: string): RoomListRoom {
  const room = list.rooms.find((r) => r.id === roomId);
  if (!room) throw new DomainError('room_not_found');
  return room;
}

const isLocked = (list: RoomList) => list.lockedAt !== null;

/**
 * Whether a room differs from what the hotel was sent at the last lock: its travellers, its
 * number, or the room itself (added since). Null when the lock stamped nothing to compare with
 * (a list locked before the stamps existed): the caller then marks as it always did.
 */
function differsFromSent(list: RoomList, room: RoomListRoom): boolean | null {
  const { sent, sentNumbers } = list;
  if (!sent || !sentNumbers) return null;
  const number = sentNumbers[room.id];
  if (number === undefined) return true;
  if (number !== room.number) return true;
  const was = Object.keys(sent).filter((id) => sent[id]?.roomId === room.id);
  return (
    was.length !== room.travellerIds.length || was.some((id) => !room.travellerIds.includes(id))
  );
}

/** A room after an edit: marked when the list is locked and the room now differs from the sent. */
function marked(list: RoomList, room: RoomListRoom): RoomListRoom {
  if (!isLocked(list)) return room;
  const { changes: _changes, ...rest } = room;
  return { ...rest, changedAfterLock: differsFromSent(list, room) ?? true };
}

/** A list whose suggested rooms replace the rooms it had (refused while locked). */
export function fromSuggestion(
  current: RoomList,
  suggestion: Pick<RoomingSuggestion, 'rooms'>,
  now: string,
): RoomList {
  if (isLocked(current)) throw new DomainError('rooming_locked');
  return { ...current, rooms: freshRooms(suggestion.rooms), updatedAt: now };
}

/** New rooms of the same types and travellers: no number, no mark (a new list's rooms). */
function freshRooms(from: readonly Pick<RoomListRoom, 'type' | 'travellerIds'>[]): RoomListRoom[] {
  const rooms: RoomListRoom[] = [];
  for (const s of from) {
    rooms.push({
      id: nextRoomId(rooms),
      type: s.type,
      number: null,
      travellerIds: [...s.travellerIds],
      changedAfterLock: false,
    });
  }
  return rooms;
}

/**
 * The rooms of another stay's list copied into this one (Makkah's to Madinah in one action): the
 * same types and travellers, in new rooms with no number (another hotel gives its own) and no
 * mark. Refused while this list is locked, as Suggest is, and when the other list has no rooms.
 */
export function copyRooms(
  target: RoomList,
  source: Pick<RoomList, 'rooms'>,
  now: string,
): RoomList {
  if (isLocked(target)) throw new DomainError('rooming_locked');
  if (source.rooms.length === 0) throw new DomainError('rooming_nothing_to_copy');
  return { ...target, rooms: freshRooms(source.rooms), updatedAt: now };
}

/**
 * Moves a traveller into a room (or out of every room: `toRoomId` null). A full room refuses
 * (`room_full`); moving into the room they are in changes nothing. Both rooms touched are marked
 * when the list is locked.
 */
export function moveTraveller(
  list: RoomList,
  travellerId: string,
  toRoomId: string | null,
  now: string,
): RoomList {
  const from = list.rooms.find((r) => r.travellerIds.includes(travellerId)) ?? null;
  const to = toRoomId === null ? null : findRoom(list, toRoomId);
  if (from?.id === to?.id) return list;
  if (to && to.travellerIds.length >= ROOMING_CAPACITY[to.type]) {
    throw new DomainError('room_full', {
      room: roomLabel(list, to.id),
      type: to.type,
      capacity: ROOMING_CAPACITY[to.type],
    });
  }
  const rooms = list.rooms.map((r) => {
    if (r.id === from?.id) {
      return marked(list, {
        ...r,
        travellerIds: r.travellerIds.filter((id) => id !== travellerId),
      });
    }
    if (r.id === to?.id) {
      return marked(list, { ...r, travellerIds: [...r.travellerIds, travellerId] });
    }
    return r;
  });
  return { ...list, rooms, updatedAt: now };
}

/** Adds an empty room of a type at the end (marked when the list is locked). */
export function addRoom(list: RoomList, type: RoomingRoomType, now: string): RoomList {
  const room: RoomListRoom = {
    id: nextRoomId(list.rooms),
    type,
    number: null,
    travellerIds: [],
    changedAfterLock: isLocked(list),
  };
  return { ...list, rooms: [...list.rooms, room], updatedAt: now };
}

/** Removes an empty room; a room with travellers refuses (`room_not_empty`). */
export function removeRoom(list: RoomList, roomId: string, now: string): RoomList {
  const room = findRoom(list, roomId);
  if (room.travellerIds.length > 0) {
    throw new DomainError('room_not_empty', {
      room: roomLabel(list, roomId),
      count: room.travellerIds.length,
    });
  }
  return { ...list, rooms: list.rooms.filter((r) => r.id !== roomId), updatedAt: now };
}

/** Sets (or clears: null or blank) the hotel's number of a room (marked when locked). */
export function setRoomNumber(
  list: RoomList,
  roomId: string,
  number: string | null,
  now: string,
): RoomList {
  const room = findRoom(list, roomId);
  const value = number?.trim() || null;
  if (value === room.number) return list;
  const rooms = list.rooms.map((r) =>
    r.id === roomId ? marked(list, { ...r, number: value }) : r,
  );
  return { ...list, rooms, updatedAt: now };
}

/**
 * Locks the list as sent to the hotel; locking a locked list means "resent": marks cleared, and
 * the roomed travellers' names, sexes and rooms stamped as the hotel now has them.
 */
export function lockRoomList(
  list: RoomList,
  by: string,
  now: string,
  travellers: readonly Pick<RoomingTravellerView, 'id' | 'name' | 'sex'>[] = [],
): RoomList {
  const byId = new Map(travellers.map((t) => [t.id, t]));
  const sent: Record<string, SentTraveller> = {};
  for (const room of list.rooms) {
    for (const id of room.travellerIds) {
      const t = byId.get(id);
      if (t) sent[id] = { name: t.name, sex: t.sex, roomId: room.id };
    }
  }
  return {
    ...list,
    rooms: list.rooms.map(({ changes: _changes, ...r }) => ({ ...r, changedAfterLock: false })),
    lockedAt: now,
    lockedBy: by,
    updatedAt: now,
    sent,
    sentNumbers: Object.fromEntries(list.rooms.map((r) => [r.id, r.number])),
  };
}

/**
 * The list with what changed since it was sent to the hotel: a roomed traveller whose name or
 * sex was corrected on their record, or who sleeps in another room, marks their room (and the
 * room they left) `changedAfterLock`, with each change named; so does a room's number changed.
 * A name fixed on the traveller never passes through the list's own edits, so it is found here,
 * on every read, against `sent` (and `changes` from an earlier read are dropped first).
 */
export function withChangesSinceLock(
  stored: RoomList,
  travellers: readonly Pick<RoomingTravellerView, 'id' | 'name' | 'sex'>[],
): RoomList {
  const list = stored.rooms.some((r) => r.changes)
    ? { ...stored, rooms: stored.rooms.map(({ changes: _changes, ...r }) => r) }
    : stored;
  const sent = list.sent ?? {};
  const sentNumbers = list.sentNumbers ?? {};
  const byId = new Map(travellers.map((t) => [t.id, t]));
  const changes = new Map<string, RoomChange[]>();
  const add = (roomId: string, change: RoomChange) =>
    changes.set(roomId, [...(changes.get(roomId) ?? []), change]);
  const roomOf = new Map(list.rooms.flatMap((r) => r.travellerIds.map((id) => [id, r.id])));
  const label = (roomId: string | undefined) =>
    roomId && list.rooms.some((r) => r.id === roomId) ? roomLabel(list, roomId) : '';
  for (const [travellerId, was] of Object.entries(sent)) {
    const now = byId.get(travellerId);
    const roomId = roomOf.get(travellerId);
    if (!now || !roomId) continue; // left the departure or the list: withoutDeparted marks it
    if (now.name !== was.name) {
      add(roomId, { travellerId, field: 'name', before: was.name, after: now.name });
    }
    if (now.sex !== was.sex) {
      add(roomId, { travellerId, field: 'sex', before: was.sex ?? '', after: now.sex ?? '' });
    }
    if (roomId !== was.roomId) {
      const change = {
        travellerId,
        field: 'room' as const,
        before: label(was.roomId),
        after: label(roomId),
      };
      add(roomId, change);
      if (list.rooms.some((r) => r.id === was.roomId)) add(was.roomId, change);
    }
  }
  for (const room of list.rooms) {
    const number = sentNumbers[room.id];
    if (number === undefined || number === room.number) continue;
    add(room.id, {
      travellerId: '',
      field: 'number',
      before: number ?? '',
      after: room.number ?? '',
    });
  }
  if (changes.size === 0) return list;
  return {
    ...list,
    rooms: list.rooms.map((r) => {
      const found = changes.get(r.id);
      return found ? { ...r, changedAfterLock: true, changes: found } : r;
    }),
  };
}

/** Unlocks the list (a draft again); the marks stay until it is locked (sent) again. */
export function unlockRoomList(list: RoomList, now: string): RoomList {
  return { ...list, lockedAt: null, lockedBy: null, updatedAt: now };
}

/**
 * The list without travellers no longer on the departure (a booking cancelled or moved, a
 * traveller removed): the rooms they leave are marked when the list is locked. Returns the same
 * list when nobody left.
 */
export function withoutDeparted(list: RoomList, onDeparture: ReadonlySet<string>): RoomList {
  if (list.rooms.every((r) => r.travellerIds.every((id) => onDeparture.has(id)))) return list;
  const mark = isLocked(list);
  return {
    ...list,
    rooms: list.rooms.map((r) => {
      const kept = r.travellerIds.filter((id) => onDeparture.has(id));
      if (kept.length === r.travellerIds.length) return r;
      return { ...r, travellerIds: kept, changedAfterLock: r.changedAfterLock || mark };
    }),
  };
}

/** The travellers (by id) the list has in its rooms. */
export function roomedIds(list: RoomList | null): Set<string> {
  return new Set(list?.rooms.flatMap((r) => r.travellerIds) ?? []);
}

// ---- From travellers to what the rules read ----

/** The relations that make two travellers of one booking a family (who may share a room). */
const FAMILY_RELATIONS: ReadonlySet<TravellerRelationKind> = new Set([
  'spouse',
  'parent',
  'child',
  'sibling',
]);

/** What the rooming view needs of a stored traveller. */
export type RoomingSource = Pick<
  Traveller,
  'id' | 'bookingId' | 'index' | 'givenNames' | 'surname' | 'sex' | 'relation'
> &
  Partial<Pick<Traveller, 'needs'>>;

/**
 * The travellers as the rooming view shows them: names as on the passport; travellers of one
 * booking linked by a family relation (spouse, parent, child, sibling, in either direction,
 * through others) share a familyId; "other" relations and travellers linked to nobody have none.
 * A traveller whose name is not entered yet is named by their place and booking ("#2 7KQ2-M9XD").
 */
export function roomingTravellers(
  travellers: readonly RoomingSource[],
  referenceOf: (bookingId: string) => string,
): RoomingTravellerView[] {
  const root = new Map<string, string>();
  const find = (id: string): string => {
    const parent = root.get(id) ?? id;
    return parent === id ? id : find(parent);
  };
  const idOf = new Map(travellers.map((t) => [`${t.bookingId}\u0000${t.index}`, t.id]));
  const linked = new Set<string>();
  for (const t of travellers) {
    if (!t.relation || !FAMILY_RELATIONS.has(t.relation.kind)) continue;
    const other = idOf.get(`${t.bookingId}\u0000${t.relation.to}`);
    if (other === undefined || other === t.id) continue;
    linked.add(t.id).add(other);
    const [a, b] = [find(t.id), find(other)];
    if (a !== b) root.set(b, a);
  }
  return travellers.map((t) => ({
    id: t.id,
    bookingId: t.bookingId,
    bookingReference: referenceOf(t.bookingId),
    // A name not entered yet still needs a handle staff can place: the booking and the place.
    name: travellerDisplayName(t) || `#${t.index} ${referenceOf(t.bookingId)}`,
    sex: t.sex,
    familyId: linked.has(t.id) ? `family-${find(t.id)}` : null,
    needs: [...(t.needs ?? [])],
  }));
}

/** The travellers the suggestion rules can room (their sex known), in its shape. */
export function suggestionTravellers(
  travellers: readonly RoomingTravellerView[],
): RoomingTraveller[] {
  return travellers.flatMap((t) =>
    t.sex === null
      ? []
      : [
          {
            id: t.id,
            bookingId: t.bookingId,
            sex: t.sex,
            name: t.name,
            ...(t.familyId !== null && { familyId: t.familyId }),
          },
        ],
  );
}

/** A booking's room type as the rooming rules know it (null: none of theirs, e.g. not set). */
export function roomingRoomType(value: unknown): RoomingRoomType | null {
  return (ROOMING_ROOM_TYPES as readonly unknown[]).includes(value)
    ? (value as RoomingRoomType)
    : null;
}

/**
 * Who is in no room of the list, grouped with a reason: the suggestion's reasons for them when
 * the rules cannot room them (too few for a room, sex unknown...), else "in no room" (they could
 * fill a room together: staff press Suggest or move them).
 */
export function unplacedOf(
  list: RoomList | null,
  travellers: readonly RoomingTravellerView[],
  bookings: readonly RoomingBooking[],
): UnplacedGroup[] {
  const roomed = roomedIds(list);
  const left = travellers.filter((t) => !roomed.has(t.id));
  const groups: UnplacedGroup[] = [];
  const unknown = left.filter((t) => t.sex === null).map((t) => t.id);
  const suggestion = suggestRooming(suggestionTravellers(left), bookings);
  groups.push(...suggestion.unplaced);
  const fillable = suggestion.rooms.flatMap((r) => r.travellerIds);
  if (fillable.length > 0) {
    groups.push({
      travellerIds: fillable,
      reason: { code: 'not_in_a_room', params: { count: fillable.length } },
    });
  }
  if (unknown.length > 0) {
    groups.push({
      travellerIds: unknown,
      reason: { code: 'sex_unknown', params: { count: unknown.length } },
    });
  }
  return groups;
}

// ---- Warnings staff read above the rooms ----

const WARNING_WORDS = {
  en: {
    mixed: (room: string) => `Room ${room} has men and women who are not one family`,
    underfilled: (room: string, count: number, capacity: number) =>
      `Room ${room} has ${count} of ${capacity} beds taken`,
    departed: (count: number) =>
      count === 1
        ? '1 traveller no longer on the departure was taken out of their room'
        : `${count} travellers no longer on the departure were taken out of their rooms`,
    changed: (count: number) =>
      count === 1
        ? '1 room changed since the list was locked: resend it to the hotel'
        : `${count} rooms changed since the list was locked: resend them to the hotel`,
  },
  fr: {
    mixed: (room: string) =>
      `La chambre ${room} réunit des hommes et des femmes qui ne sont pas une même famille`,
    underfilled: (room: string, count: number, capacity: number) =>
      `La chambre ${room} a ${count}\u00a0lit(s) occupé(s) sur ${capacity}`,
    departed: (count: number) =>
      count === 1
        ? 'Un voyageur qui n’est plus sur ce départ a été retiré de sa chambre'
        : `${count}\u00a0voyageurs qui ne sont plus sur ce départ ont été retirés de leurs chambres`,
    changed: (count: number) =>
      count === 1
        ? frenchSpacing('1\u00a0chambre a changé depuis le verrouillage : renvoyez-la à l’hôtel')
        : frenchSpacing(
            `${count}\u00a0chambres ont changé depuis le verrouillage : renvoyez-les à l’hôtel`,
          ),
  },
} as const;

/**
 * The list's warnings, as sentences: rooms mixing sexes outside one family (staff may have moved
 * someone there), rooms not filled to their type, travellers dropped because they left the
 * departure (`departed`, counted by the caller from withoutDeparted), rooms to resend.
 */
export function roomListWarnings(
  list: RoomList | null,
  travellers: readonly RoomingTravellerView[],
  departed: number,
  language: FormLanguage,
): string[] {
  const words = WARNING_WORDS[language];
  const warnings: string[] = [];
  if (departed > 0) warnings.push(words.departed(departed));
  if (!list) return warnings;
  const byId = new Map(travellers.map((t) => [t.id, t]));
  for (const room of list.rooms) {
    const people = room.travellerIds.flatMap((id) => byId.get(id) ?? []);
    const sexes = new Set(people.flatMap((p) => p.sex ?? []));
    const families = new Set(people.map((p) => p.familyId));
    const oneFamily = families.size === 1 && !families.has(null);
    if (sexes.size > 1 && !oneFamily) warnings.push(words.mixed(roomLabel(list, room.id)));
  }
  for (const room of list.rooms) {
    const capacity = ROOMING_CAPACITY[room.type];
    const count = room.travellerIds.length;
    if (count > 0 && count < capacity) {
      warnings.push(words.underfilled(roomLabel(list, room.id), count, capacity));
    }
  }
  const changed = list.rooms.filter((r) => r.changedAfterLock).length;
  if (changed > 0) warnings.push(words.changed(changed));
  return warnings;
}
