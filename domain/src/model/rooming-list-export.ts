/**
 * The rooming list a hotel receives for one stay (issue 30, item 2; issue 41, item 3): one line
 * per traveller of each room (an empty room still gets a line: the hotel holds it), in the list's
 * room order, with the names as on the passport, the sex, the room's special needs (wheelchair,
 * ground floor: any of its travellers'), how many of its beds are taken (a room not full is
 * flagged: the hotel may fill or charge it) and the stay's dates; with the totals by room type.
 * The columns are defined here once;
 * the CSV and the PDF (functions/src/wings/rooming) print them in this order, their headings worded by
 * the documents catalog (`roomingList.column.<key>`).
 */
import type { RoomList, RoomingTravellerView } from './room-list';
import { ROOMING_CAPACITY, ROOMING_ROOM_TYPES, type RoomingRoomType } from './rooming';
import { TRAVELLER_NEEDS, type TravellerNeed } from './travellers';

/** At most this many names on a printed page (as the manifest: hotels count pages too). */
export const ROOMING_LIST_ROWS_PER_PAGE = 20;

export const ROOMING_LIST_COLUMNS = [
  'room',
  'roomNumber',
  'type',
  'name',
  'sex',
  'needs',
  'occupancy',
  'checkIn',
  'checkOut',
] as const;
export type RoomingListColumn = (typeof ROOMING_LIST_COLUMNS)[number];

export interface RoomingListRow {
  /** The room's place on the list (1..n): groups the lines before the hotel numbers the rooms. */
  room: number;
  /** The hotel's number ('' until given). */
  roomNumber: string;
  type: RoomingRoomType;
  /** '' on an empty room's line. */
  name: string;
  sex: string;
  checkIn: string;
  checkOut: string;
  /** The room changed since the list was locked (sent): staff resend it. */
  changed: boolean;
  /** The line is its room's first (printed lists show the room once). */
  firstOfRoom: boolean;
  /** The room's needs: any of its travellers' (in TRAVELLER_NEEDS' order). */
  needs: TravellerNeed[];
  /** Travellers in the room, and the beds its type holds. */
  occupants: number;
  capacity: number;
  /** Fewer travellers than beds. */
  notFull: boolean;
}

export function roomingListRows(
  list: RoomList | null,
  travellers: readonly RoomingTravellerView[],
  stay: { checkIn: string; checkOut: string },
): RoomingListRow[] {
  const byId = new Map(travellers.map((t) => [t.id, t]));
  return (list?.rooms ?? []).flatMap((room, i) => {
    const people = room.travellerIds.flatMap((id) => byId.get(id) ?? []);
    const needs = TRAVELLER_NEEDS.filter((n) => people.some((p) => p.needs?.includes(n)));
    const capacity = ROOMING_CAPACITY[room.type];
    const line = (name: string, sex: string, first: boolean): RoomingListRow => ({
      room: i + 1,
      roomNumber: room.number ?? '',
      type: room.type,
      name,
      sex,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      changed: room.changedAfterLock,
      firstOfRoom: first,
      needs,
      occupants: people.length,
      capacity,
      notFull: people.length < capacity,
    });
    if (people.length === 0) return [line('', '', true)];
    return people.map((p, j) => line(p.name, p.sex ?? '', j === 0));
  });
}

/** A row's cells in the columns' order; `typeLabel` words the room type (CSV escaping is csv.ts's). */
export function roomingListCells(
  row: RoomingListRow,
  words: {
    type: (type: RoomingRoomType) => string;
    need: (need: TravellerNeed) => string;
    /** "3 of 4", or "3 of 4, not full". */
    occupancy: (row: Pick<RoomingListRow, 'occupants' | 'capacity' | 'notFull'>) => string;
  },
  /** Writes the check-in and check-out dates (the PDF's '11 February 2027'); the CSV's stay ISO. */
  date: (iso: string) => string = (iso) => iso,
): string[] {
  const values: Record<RoomingListColumn, string> = {
    room: String(row.room),
    roomNumber: row.roomNumber,
    type: words.type(row.type),
    name: row.name,
    sex: row.sex,
    needs: row.needs.map(words.need).join(', '),
    occupancy: words.occupancy(row),
    checkIn: row.checkIn && date(row.checkIn),
    checkOut: row.checkOut && date(row.checkOut),
  };
  return ROOMING_LIST_COLUMNS.map((c) => values[c]);
}

/** The list's rooms and travellers by room type, in ROOMING_ROOM_TYPES' order (types with rooms). */
export function roomingTotals(
  list: RoomList | null,
): { type: RoomingRoomType; rooms: number; travellers: number }[] {
  const rooms = list?.rooms ?? [];
  return ROOMING_ROOM_TYPES.flatMap((type) => {
    const ofType = rooms.filter((r) => r.type === type);
    if (ofType.length === 0) return [];
    const travellers = ofType.reduce((n, r) => n + r.travellerIds.length, 0);
    return [{ type, rooms: ofType.length, travellers }];
  });
}
