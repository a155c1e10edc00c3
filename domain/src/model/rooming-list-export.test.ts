import { describe, expect, it } from 'vitest';
import { emptyRoomList, type RoomList } from './room-list';
import { roomingListCells, roomingListRows } from './rooming-list-export';

const stay = { checkIn: '2027-02-11', checkOut: '2027-02-18' };
const person = (id: string, name: string, sex: 'M' | 'F' | null) => ({
  id,
  bookingId: 'B',
  bookingReference: 'B',
  name,
  sex,
  familyId: null,
});

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
    expect(rows.map((r) => roomingListCells(r, (t) => t.toUpperCase()))).toEqual([
      ['1', '1204', 'DOUBLE', 'RAHMAN, Yusuf', 'M', '2027-02-11', '2027-02-18'],
      ['1', '1204', 'DOUBLE', 'RAHMAN, Aisha', 'F', '2027-02-11', '2027-02-18'],
      ['2', '', 'SINGLE', '', '', '2027-02-11', '2027-02-18'],
    ]);
    expect(rows.map((r) => [r.firstOfRoom, r.changed])).toEqual([
      [true, true],
      [false, true],
      [true, false],
    ]);
    expect(roomingListRows(null, [], stay)).toEqual([]);
  });
});
