/**
 * Rooming suggestion for one stay of a departure (issue 30, item 1): the rules in one place, pure.
 * Staff press "Suggest", then move travellers by hand; nothing here reads or writes a store.
 *
 * The rules, in the order they give way to each other:
 * 1. A room holds either one family (travellers linked by a familyId) or travellers of one sex.
 *    This one never gives way.
 * 2. Rooms are of the type each booking paid for and are filled to that type (a quad by four):
 *    the suggestion only proposes full rooms, merging bookings of the same sex and room type.
 *    What cannot fill a room is listed as unplaced with a reason staff can act on (add a room
 *    with an empty bed, ask for an upgrade, move someone).
 * 3. Travellers of one booking stay together: a booking's travellers of one sex are one unit that
 *    is never split, except into full rooms of its own (five women in triples: one triple of
 *    three, and the other two stay together). A family fills rooms of its own first; the rest of
 *    a family goes to the rooms of its sex (a mixed rest can never fill a room alone, and rule 1
 *    forbids it to share), and when none of that rest finds a room it is listed as one family,
 *    since staff can then give it a room of its own.
 */
import { frenchSpacing } from './french-typography';
import { ROOM_SIZES, ROOM_TYPES } from './rooms';
import type { FormLanguage } from './validation-messages';

/** The room types a rooming list holds: the package's types plus a single (a paid supplement). */
export const ROOMING_ROOM_TYPES = [...ROOM_TYPES, 'single'] as const;
export type RoomingRoomType = (typeof ROOMING_ROOM_TYPES)[number];

export const ROOMING_CAPACITY: Record<RoomingRoomType, number> = { ...ROOM_SIZES, single: 1 };

export type Sex = 'M' | 'F';

export interface RoomingTraveller {
  id: string;
  bookingId: string;
  sex: Sex;
  /** Travellers sharing one familyId may share a room whatever their sex. */
  familyId?: string;
  name: string;
}

/** What a booking paid for: a room type and the number of travellers it was priced for. */
export interface RoomingBooking {
  id: string;
  roomType: RoomingRoomType;
  travellers: number;
}

/** Who a suggested room holds: one family, or travellers of one sex. */
export type RoomOccupancy = 'family' | Sex;

export interface SuggestedRoom {
  type: RoomingRoomType;
  capacity: number;
  occupancy: RoomOccupancy;
  travellerIds: string[];
}

export type UnplacedReason =
  /** Fewer travellers of one sex than the room type holds (`count` < capacity). */
  | { code: 'left_for_room'; params: { sex: Sex; count: number; roomType: RoomingRoomType } }
  /** Enough travellers of one sex for a room, but their bookings only fill it if separated. */
  | {
      code: 'bookings_do_not_combine';
      params: { sex: Sex; count: number; roomType: RoomingRoomType };
    }
  /** A family too small for its room type, with both sexes, that no same-sex room could take. */
  | { code: 'family_left_for_room'; params: { count: number; roomType: RoomingRoomType } }
  /** The traveller's booking is not among the departure's bookings: no room type is known. */
  | { code: 'no_room_paid'; params: { count: number } }
  /** Travellers whose sex is not recorded yet: no rule can room them (room-list.ts). */
  | { code: 'sex_unknown'; params: { count: number } }
  /** Travellers who could fill a room together but are in none of the list's (room-list.ts). */
  | { code: 'not_in_a_room'; params: { count: number } };

export type UnplacedCode = UnplacedReason['code'];

export interface UnplacedGroup {
  travellerIds: string[];
  reason: UnplacedReason;
}

/** A booking whose named travellers differ from the number it paid for (names still to come). */
export interface BookingMismatch {
  bookingId: string;
  paid: number;
  named: number;
}

export interface RoomingSuggestion {
  rooms: SuggestedRoom[];
  unplaced: UnplacedGroup[];
  mismatches: BookingMismatch[];
}

/** Travellers that must share a room (one booking's travellers of one sex, or part of a family). */
interface Unit {
  ids: string[];
  bookingId: string;
  /** Set when the unit is part of a family's rest, to list the family whole if none of it is placed. */
  familyKey?: string;
  /** Input order of the unit's first traveller, so equal choices are made the same way each time. */
  order: number;
}

const SEXES: readonly Sex[] = ['F', 'M'];

/** Suggests full rooms for a stay; unplaced travellers come back with the reason. */
export function suggestRooming(
  travellers: readonly RoomingTraveller[],
  bookings: readonly RoomingBooking[],
): RoomingSuggestion {
  const bookingById = new Map(bookings.map((b) => [b.id, b]));
  const orderOf = new Map(travellers.map((t, i) => [t.id, i]));
  const rooms: SuggestedRoom[] = [];
  const unplaced: UnplacedGroup[] = [];

  const noRoom = travellers.filter((t) => !bookingById.has(t.bookingId));
  if (noRoom.length > 0) {
    unplaced.push({
      travellerIds: noRoom.map((t) => t.id),
      reason: { code: 'no_room_paid', params: { count: noRoom.length } },
    });
  }

  for (const roomType of ROOMING_ROOM_TYPES) {
    const capacity = ROOMING_CAPACITY[roomType];
    const ofType = travellers.filter((t) => bookingById.get(t.bookingId)?.roomType === roomType);
    const pools: Record<Sex, Unit[]> = { F: [], M: [] };
    const familyRests = new Map<string, string[]>();

    // Families (two or more linked travellers of this room type) fill rooms of their own first.
    const families = groupBy(
      ofType.filter((t) => t.familyId !== undefined),
      (t) => t.familyId ?? '',
    );
    const inFamily = new Set<string>();
    for (const [familyId, members] of families) {
      if (members.length < 2 || !hasBothSexes(members)) continue; // one sex: rooms like any unit
      members.forEach((m) => inFamily.add(m.id));
      const rest = familyRest(members, capacity);
      const restIds = new Set(rest.map((m) => m.id));
      const housed = members.filter((m) => !restIds.has(m.id));
      for (let i = 0; i < housed.length; i += capacity) {
        const ids = housed.slice(i, i + capacity).map((m) => m.id);
        rooms.push({ type: roomType, capacity, occupancy: 'family', travellerIds: ids });
      }
      if (rest.length === 0) continue;
      const familyKey = `${roomType}:${familyId}`;
      const mixedRest = hasBothSexes(rest);
      if (mixedRest)
        familyRests.set(
          familyKey,
          rest.map((m) => m.id),
        );
      for (const sex of SEXES) {
        const ofSex = rest.filter((m) => m.sex === sex);
        const first = ofSex[0];
        if (first === undefined) continue;
        pools[sex].push({
          ids: ofSex.map((m) => m.id),
          bookingId: first.bookingId,
          familyKey: mixedRest ? familyKey : undefined,
          order: orderOf.get(first.id) ?? 0,
        });
      }
    }

    // Everyone else: one unit per booking and sex (a one-sex family counts as such travellers).
    const others = ofType.filter((t) => !inFamily.has(t.id));
    for (const [, group] of groupBy(others, (t) => `${t.bookingId}\u0000${t.sex}`)) {
      const first = group[0];
      if (first === undefined) continue;
      pools[first.sex].push({
        ids: group.map((t) => t.id),
        bookingId: first.bookingId,
        order: orderOf.get(first.id) ?? 0,
      });
    }

    const leftBySex: Record<Sex, Unit[]> = { F: [], M: [] };
    for (const sex of SEXES) {
      const { filled, left } = packUnits(pools[sex], capacity);
      for (const ids of filled) {
        rooms.push({ type: roomType, capacity, occupancy: sex, travellerIds: ids });
      }
      leftBySex[sex] = left;
    }

    // A family's mixed rest that found no room at all is listed whole: it may share a room.
    const allLeft = [...leftBySex.F, ...leftBySex.M];
    const wholeFamilies = new Set<string>();
    for (const [familyKey, ids] of familyRests) {
      const leftIds = new Set(
        allLeft.filter((u) => u.familyKey === familyKey).flatMap((u) => u.ids),
      );
      if (leftIds.size === ids.length && ids.every((id) => leftIds.has(id))) {
        wholeFamilies.add(familyKey);
        unplaced.push({
          travellerIds: ids,
          reason: { code: 'family_left_for_room', params: { count: ids.length, roomType } },
        });
      }
    }
    for (const sex of SEXES) {
      const ids = leftBySex[sex]
        .filter((u) => u.familyKey === undefined || !wholeFamilies.has(u.familyKey))
        .sort((a, b) => a.order - b.order)
        .flatMap((u) => u.ids);
      if (ids.length === 0) continue;
      const params = { sex, count: ids.length, roomType };
      unplaced.push({
        travellerIds: ids,
        reason:
          ids.length < capacity
            ? { code: 'left_for_room', params }
            : { code: 'bookings_do_not_combine', params },
      });
    }
  }

  return { rooms, unplaced, mismatches: mismatchesOf(travellers, bookings) };
}

/**
 * The members of a family that do not fill a room of its own: `size mod capacity` of them,
 * taken from one sex when the family has that many of it (so they can join a room of that sex),
 * else from the end of the list. Who fills the family rooms keeps the input order.
 */
function familyRest(members: readonly RoomingTraveller[], capacity: number): RoomingTraveller[] {
  const restSize = members.length % capacity;
  if (restSize === 0) return [];
  // The sex with more members first: it leaves the family rooms the more mixed of the two.
  const sexes = [...SEXES].sort(
    (a, b) => members.filter((m) => m.sex === b).length - members.filter((m) => m.sex === a).length,
  );
  for (const sex of sexes) {
    const ofSex = members.filter((m) => m.sex === sex);
    if (ofSex.length >= restSize) return ofSex.slice(-restSize);
  }
  return members.slice(-restSize);
}

/**
 * Packs units of one sex into full rooms without splitting a unit across rooms, except a unit
 * larger than a room, which first fills rooms of its own. Largest unit first, completed by the
 * fewest other units that fill the room exactly; a unit no combination completes is left.
 */
function packUnits(units: readonly Unit[], capacity: number): { filled: string[][]; left: Unit[] } {
  const filled: string[][] = [];
  const pending: Unit[] = [];
  for (const unit of units) {
    const whole = unit.ids.length - (unit.ids.length % capacity);
    for (let i = 0; i < whole; i += capacity) filled.push(unit.ids.slice(i, i + capacity));
    if (whole < unit.ids.length) pending.push({ ...unit, ids: unit.ids.slice(whole) });
  }
  pending.sort((a, b) => b.ids.length - a.ids.length || a.order - b.order);

  const left: Unit[] = [];
  while (pending.length > 0) {
    const head = pending.shift();
    if (head === undefined) break;
    const completion = fewestFilling(pending, capacity - head.ids.length);
    if (completion === undefined) {
      left.push(head);
      continue;
    }
    const chosen = completion.map((i) => pending[i]).filter((u): u is Unit => u !== undefined);
    filled.push([...head.ids, ...chosen.flatMap((u) => u.ids)]);
    for (const i of [...completion].sort((a, b) => b - a)) pending.splice(i, 1);
  }
  return { filled, left };
}

/** Indexes of the fewest units whose sizes add up to `need` (earlier units preferred), if any. */
function fewestFilling(units: readonly Unit[], need: number): number[] | undefined {
  let best: number[] | undefined;
  const search = (start: number, remaining: number, picked: number[]): void => {
    if (remaining === 0) {
      if (best === undefined || picked.length < best.length) best = [...picked];
      return;
    }
    if (best !== undefined && picked.length + 1 >= best.length) return;
    for (let i = start; i < units.length; i++) {
      const size = units[i]?.ids.length ?? 0;
      if (size <= remaining) search(i + 1, remaining - size, [...picked, i]);
    }
  };
  search(0, need, []);
  return best;
}

function mismatchesOf(
  travellers: readonly RoomingTraveller[],
  bookings: readonly RoomingBooking[],
): BookingMismatch[] {
  const named = new Map<string, number>();
  for (const t of travellers) named.set(t.bookingId, (named.get(t.bookingId) ?? 0) + 1);
  return bookings
    .map((b) => ({ bookingId: b.id, paid: b.travellers, named: named.get(b.id) ?? 0 }))
    .filter((m) => m.paid !== m.named);
}

function hasBothSexes(members: readonly RoomingTraveller[]): boolean {
  return members.some((m) => m.sex === 'M') && members.some((m) => m.sex === 'F');
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

// ---- Words: the reasons as staff read them, in English and French ----

const ROOM_WORDS: Record<FormLanguage, Record<RoomingRoomType, { one: string; many: string }>> = {
  en: {
    quad: { one: 'a quad', many: 'quads' },
    triple: { one: 'a triple', many: 'triples' },
    double: { one: 'a double', many: 'doubles' },
    single: { one: 'a single', many: 'singles' },
  },
  fr: {
    quad: { one: 'une chambre quadruple', many: 'des chambres quadruples' },
    triple: { one: 'une chambre triple', many: 'des chambres triples' },
    double: { one: 'une chambre double', many: 'des chambres doubles' },
    single: { one: 'une chambre individuelle', many: 'des chambres individuelles' },
  },
};

function people(sex: Sex, count: number, language: FormLanguage): string {
  if (language === 'fr') {
    const noun = sex === 'F' ? 'femme' : 'homme';
    return `${count}\u00a0${noun}${count === 1 ? '' : 's'}`;
  }
  const noun = sex === 'F' ? (count === 1 ? 'woman' : 'women') : count === 1 ? 'man' : 'men';
  return `${count} ${noun}`;
}

/** An unplaced group's reason as a sentence: "1 woman left for a triple". */
export function unplacedText(reason: UnplacedReason, language: FormLanguage): string {
  const fr = language === 'fr';
  switch (reason.code) {
    case 'left_for_room': {
      const { sex, count, roomType } = reason.params;
      const room = ROOM_WORDS[language][roomType].one;
      return fr
        ? `${people(sex, count, language)} à placer dans ${room}`
        : `${people(sex, count, language)} left for ${room}`;
    }
    case 'bookings_do_not_combine': {
      const { sex, count, roomType } = reason.params;
      const rooms = ROOM_WORDS[language][roomType].many;
      return fr
        ? frenchSpacing(
            `${people(sex, count, language)} à placer dans ${rooms} : leurs réservations ne remplissent une chambre qu’en étant séparées`,
          )
        : `${people(sex, count, language)} left for ${rooms}: their bookings fill a room only if separated`;
    }
    case 'family_left_for_room': {
      const { count, roomType } = reason.params;
      const room = ROOM_WORDS[language][roomType].one;
      return fr
        ? `Une famille de ${count}\u00a0personnes à placer dans ${room}`
        : `A family of ${count} left for ${room}`;
    }
    case 'sex_unknown': {
      const { count } = reason.params;
      if (fr) {
        return count === 1
          ? 'Un voyageur dont le sexe n’est pas encore indiqué'
          : `${count}\u00a0voyageurs dont le sexe n’est pas encore indiqué`;
      }
      return count === 1
        ? '1 traveller whose sex is not recorded yet'
        : `${count} travellers whose sex is not recorded yet`;
    }
    case 'not_in_a_room': {
      const { count } = reason.params;
      if (fr) {
        return count === 1
          ? 'Un voyageur dans aucune chambre'
          : `${count}\u00a0voyageurs dans aucune chambre`;
      }
      return count === 1 ? '1 traveller in no room' : `${count} travellers in no room`;
    }
    case 'no_room_paid': {
      const { count } = reason.params;
      if (fr) {
        return count === 1
          ? 'Un voyageur dont la réservation n’indique aucune chambre'
          : `${count}\u00a0voyageurs dont la réservation n’indique aucune chambre`;
      }
      return count === 1
        ? '1 traveller whose booking names no room'
        : `${count} travellers whose booking names no room`;
    }
  }
}
