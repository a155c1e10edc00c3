import { describe, expect, it } from 'vitest';
import { emptyRoomList, type RoomList } from './room-list';
import { roomingListCells, roomingListRows, roomingTotals } from './rooming-list-export';

const stay = { checkIn: '2027-02-11', checkOut: '2027-02-18' };
const person = (
  id: string,
  name: string,
  sex: 'M' | 'F' | null,
  needs: ('wheelchair' | 'groundFloor')[] = [],
) => ({
  id,
  bookingId: 'B',
  bookingReference: 'B',
  name,
  sex,
  familyId: null,
  needs,
});
const words = {
  type: (t: string) => t.toUpperCase(),
  need: (n: string) => n,
  occupancy: (r: { occupants: number; capacity: number; notFull: boolean }) =>
    `${r.occupants}/${r.capacity}${r.notFull ? ' not full' : ''}`,
};

describe('roomingListRows', () => {
  it('gives a line per traveller in room order, and one for an empty room', () => {
    const list: RoomList = {
      ...emptyRoomList('d', 'makkah', ''),
      rooms: [
        {
          id: 'r1',
          type: 'double',
          number: '1204',
          travellerIds: ['a', 'b'],
          changedAfterLock: true,
        },
        { id: 'r2', type: 'single', number: null, travellerIds: [], changedAfterLock: false },
      ],
    };
    const rows = roomingListRows(
      list,
      [person('a', 'RAHMAN, Yusuf', 'M'), person('b', 'RAHMAN, Aisha', 'F')],
      stay,
    );
    expect(rows.map((r) => roomingListCells(r, words))).toEqual([
      ['1', '1204', 'DOUBLE', 'RAHMAN, Yusuf', 'M', '', '2/2', '2027-02-11', '2027-02-18'],
      ['1', '1204', 'DOUBLE', 'RAHMAN, Aisha', 'F', '', '2/2', '2027-02-11', '2027-02-18'],
      ['2', '', 'SINGLE', '', '', '', '0/1 not full', '2027-02-11', '2027-02-18'],
    ]);
    expect(rows.map((r) => [r.firstOfRoom, r.changed])).toEqual([
      [true, true],
      [false, true],
      [true, false],
    ]);
    expect(roomingListRows(null, [], stay)).toEqual([]);
  });
});

describe('a room’s needs, fullness and the totals by type', () => {
  const list: RoomList = {
    ...emptyRoomList('d', 'makkah', ''),
    rooms: [
      {
        id: 'r1',
        type: 'quad',
        number: null,
        travellerIds: ['a', 'b', 'c'],
        changedAfterLock: false,
      },
      { id: 'r2', type: 'double', number: null, travellerIds: ['d', 'e'], changedAfterLock: false },
      { id: 'r3', type: 'quad', number: null, travellerIds: ['f'], changedAfterLock: false },
    ],
  };
  const people = [
    person('a', 'A', 'F', ['groundFloor']),
    person('b', 'B', 'F', ['wheelchair']),
    person('c', 'C', 'F'),
    person('d', 'D', 'M'),
    person('e', 'E', 'M'),
    person('f', 'F', 'M', ['groundFloor']),
  ];

  it('prints on each line of a room the needs of any of its travellers, and flags a room not full', () => {
    const rows = roomingListRows(list, people, stay);
    expect(rows.map((r) => [r.room, r.needs, r.notFull])).toEqual([
      [1, ['wheelchair', 'groundFloor'], true],
      [1, ['wheelchair', 'groundFloor'], true],
      [1, ['wheelchair', 'groundFloor'], true],
      [2, [], false],
      [2, [], false],
      [3, ['groundFloor'], true],
    ]);
    expect(roomingListCells(rows[0]!, words)[5]).toBe('wheelchair, groundFloor');
    expect(roomingListCells(rows[0]!, words)[6]).toBe('3/4 not full');
  });

  it('counts rooms and travellers by room type, largest rooms first', () => {
    expect(roomingTotals(list)).toEqual([
      { type: 'quad', rooms: 2, travellers: 4 },
      { type: 'double', rooms: 1, travellers: 2 },
    ]);
    expect(roomingTotals(null)).toEqual([]);
  });
});
