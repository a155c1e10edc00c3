/**
 * The rooming list a hotel receives for one stay (issue 30, item 2): one line per traveller of
 * each room (an empty room still gets a line: the hotel holds it), in the list's room order, with
 * the names as on the passport, the sex and the stay's dates. The columns are defined here once;
 * the CSV and the PDF (functions/src/wings/rooming) print them in this order, their headings worded by
 * the documents catalog (`roomingList.column.<key>`).
 */
import type { RoomList, RoomingTravellerView } from './room-list';
import type { RoomingRoomType } from './rooming';

/** At most this many names on a printed page (as the manifest: hotels count pages too). */
export const ROOMING_LIST_ROWS_PER_PAGE = 30;

export const ROOMING_LIST_COLUMNS = [
  'room',
  'roomNumber',
  'type',
  'name',
  'sex',
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
}

export function roomingListRows(
  list: RoomList | null,
  travellers: readonly RoomingTravellerView[],
  stay: { checkIn: string; checkOut: string },
): RoomingListRow[] {
  const byId = new Map(travellers.map((t) => [t.id, t]));
  return (list?.rooms ?? []).flatMap((room, i) => {
    const people = room.travellerIds.flatMap((id) => byId.get(id) ?? []);
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
    });
    if (people.length === 0) return [line('', '', true)];
    return people.map((p, j) => line(p.name, p.sex ?? '', j === 0));
  });
}

/** A row's cells in the columns' order; `typeLabel` words the room type (CSV escaping is csv.ts's). */
export function roomingListCells(
  row: RoomingListRow,
  typeLabel: (type: RoomingRoomType) => string,
  /** Writes the check-in and check-out dates (the PDF's '11 February 2027'); the CSV's stay ISO. */
  date: (iso: string) => string = (iso) => iso,
): string[] {
  const values: Record<RoomingListColumn, string> = {
    room: String(row.room),
    roomNumber: row.roomNumber,
    type: typeLabel(row.type),
    name: row.name,
    sex: row.sex,
    checkIn: row.checkIn && date(row.checkIn),
    checkOut: row.checkOut && date(row.checkOut),
  };
  return ROOMING_LIST_COLUMNS.map((c) => values[c]);
}
