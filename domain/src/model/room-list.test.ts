import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import {
  addRoom,
  copyRooms,
  emptyRoomList,
  fromSuggestion,
  lockRoomList,
  moveTraveller,
  removeRoom,
  roomListWarnings,
  roomingTravellers,
  setRoomNumber,
  unlockRoomList,
  unplacedOf,
  withChangesSinceLock,
  withoutDeparted,
  type RoomList,
  type RoomingSource,
  type RoomingTravellerView,
} from './room-list';
import { unplacedText } from './rooming';

const T0 = '2027-01-01T10:00:00.000Z';
const T1 = '2027-01-02T10:00:00.000Z';

/** A list with a double (a1, a2), a triple (b1, b2) and an empty single. */
function aList(): RoomList {
  return {
    ...emptyRoomList('dep1', 'makkah', T0),
    rooms: [
      {
        id: 'r1',
        type: 'double',
        number: null,
        travellerIds: ['a1', 'a2'],
        changedAfterLock: false,
      },
      {
        id: 'r2',
        type: 'triple',
        number: null,
        travellerIds: ['b1', 'b2'],
        changedAfterLock: false,
      },
      { id: 'r3', type: 'single', number: null, travellerIds: [], changedAfterLock: false },
    ],
  };
}

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof DomainError ? err.code : String(err);
  }
  return null;
};

const view = (
  id: string,
  sex: 'M' | 'F' | null,
  familyId: string | null = null,
  bookingId = 'B1',
): RoomingTravellerView => ({
  id,
  bookingId,
  bookingReference: bookingId,
  name: id,
  sex,
  familyId,
});

describe('fromSuggestion', () => {
  it('stores the suggested rooms with ids r1.. and no numbers or marks', () => {
    const list = fromSuggestion(
      emptyRoomList('dep1', 'makkah', T0),
      {
        rooms: [
          { type: 'quad', capacity: 4, occupancy: 'F', travellerIds: ['a', 'b', 'c', 'd'] },
          { type: 'double', capacity: 2, occupancy: 'family', travellerIds: ['e', 'f'] },
        ],
      },
      T1,
    );
    expect(list.rooms).toEqual([
      {
        id: 'r1',
        type: 'quad',
        number: null,
        travellerIds: ['a', 'b', 'c', 'd'],
        changedAfterLock: false,
      },
      { id: 'r2', type: 'double', number: null, travellerIds: ['e', 'f'], changedAfterLock: false },
    ]);
    expect(list.updatedAt).toBe(T1);
  });

  it('is refused while the list is locked', () => {
    const locked = lockRoomList(aList(), 'staff', T0);
    expect(codeOf(() => fromSuggestion(locked, { rooms: [] }, T1))).toBe('rooming_locked');
  });
});

describe('moveTraveller', () => {
  it('moves a traveller between rooms, and out of every room with null', () => {
    const moved = moveTraveller(aList(), 'a2', 'r2', T1);
    expect(moved.rooms.map((r) => r.travellerIds)).toEqual([['a1'], ['b1', 'b2', 'a2'], []]);
    const out = moveTraveller(moved, 'a1', null, T1);
    expect(out.rooms.map((r) => r.travellerIds)).toEqual([[], ['b1', 'b2', 'a2'], []]);
    // Someone in no room goes into one.
    const back = moveTraveller(out, 'a1', 'r3', T1);
    expect(back.rooms[2]?.travellerIds).toEqual(['a1']);
  });

  it('refuses a full room with its label and capacity', () => {
    try {
      moveTraveller(aList(), 'b1', 'r1', T1);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).code).toBe('room_full');
      expect((err as DomainError).params).toEqual({ room: '1', type: 'double', capacity: 2 });
    }
    const numbered = setRoomNumber(aList(), 'r1', '1204', T1);
    expect(codeOf(() => moveTraveller(numbered, 'b1', 'r1', T1))).toBe('room_full');
    expect(
      (() => new DomainError('room_full', { room: '1204', type: 'double', capacity: 2 }))().message,
    ).toBe('Room 1204 is full: a double holds 2. Move someone out first, or add a room.');
  });

  it('refuses an unknown room; moving into the same room changes nothing', () => {
    expect(codeOf(() => moveTraveller(aList(), 'a1', 'r9', T1))).toBe('room_not_found');
    const list = aList();
    expect(moveTraveller(list, 'a1', 'r1', T1)).toBe(list);
  });
});

describe('adding and removing rooms', () => {
  it('adds an empty room with a new id, never one in use', () => {
    const list = addRoom(removeRoom(aList(), 'r3', T1), 'quad', T1);
    expect(list.rooms.map((r) => [r.id, r.type, r.travellerIds.length])).toEqual([
      ['r1', 'double', 2],
      ['r2', 'triple', 2],
      ['r3', 'quad', 0],
    ]);
    expect(addRoom(list, 'double', T1).rooms.at(-1)?.id).toBe('r4');
  });

  it('removes only an empty room', () => {
    expect(codeOf(() => removeRoom(aList(), 'r1', T1))).toBe('room_not_empty');
    expect(codeOf(() => removeRoom(aList(), 'r9', T1))).toBe('room_not_found');
    expect(removeRoom(aList(), 'r3', T1).rooms.map((r) => r.id)).toEqual(['r1', 'r2']);
  });

  it('sets and clears a room number (blank clears)', () => {
    const numbered = setRoomNumber(aList(), 'r2', ' 1204 ', T1);
    expect(numbered.rooms[1]?.number).toBe('1204');
    expect(setRoomNumber(numbered, 'r2', '  ', T1).rooms[1]?.number).toBeNull();
    expect(setRoomNumber(numbered, 'r2', null, T1).rooms[1]?.number).toBeNull();
    expect(codeOf(() => setRoomNumber(aList(), 'r9', '1', T1))).toBe('room_not_found');
  });
});

describe('locking', () => {
  it('marks the rooms changed after locking; locking again (resent) clears the marks', () => {
    const locked = lockRoomList(aList(), 'staff', T0);
    expect(locked.lockedAt).toBe(T0);
    expect(locked.lockedBy).toBe('staff');
    const moved = moveTraveller(locked, 'a2', 'r2', T1);
    expect(moved.rooms.map((r) => r.changedAfterLock)).toEqual([true, true, false]);
    const added = addRoom(moved, 'double', T1);
    expect(added.rooms.at(-1)?.changedAfterLock).toBe(true);
    // The group leader's and the hotel's lists carry the number: a new one is a change to resend.
    expect(setRoomNumber(locked, 'r3', '7', T1).rooms[2]?.changedAfterLock).toBe(true);

    const resent = lockRoomList(added, 'other', T1);
    expect(resent.rooms.every((r) => !r.changedAfterLock)).toBe(true);
    expect(resent.lockedBy).toBe('other');
  });

  it('marks no room when an edit is undone: a traveller moved away and back, a number set back', () => {
    const people = ['a1', 'a2', 'b1', 'b2'].map((id) => view(id, 'F'));
    const locked = lockRoomList(setRoomNumber(aList(), 'r1', '101', T0), 'staff', T0, people);
    const away = moveTraveller(locked, 'a2', 'r2', T1);
    expect(away.rooms.map((r) => r.changedAfterLock)).toEqual([true, true, false]);
    const back = moveTraveller(away, 'a2', 'r1', T1);
    expect(back.rooms.map((r) => r.changedAfterLock)).toEqual([false, false, false]);
    expect(withChangesSinceLock(back, people).rooms.some((r) => r.changes)).toBe(false);

    const renumbered = setRoomNumber(back, 'r1', '102', T1);
    expect(renumbered.rooms[0]?.changedAfterLock).toBe(true);
    expect(withChangesSinceLock(renumbered, people).rooms[0]?.changes).toEqual([
      { travellerId: '', field: 'number', before: '101', after: '102' },
    ]);
    const numberBack = setRoomNumber(renumbered, 'r1', '101', T1);
    expect(numberBack.rooms[0]?.changedAfterLock).toBe(false);
    // A room the hotel was not sent stays marked, whatever is undone in it.
    const added = addRoom(numberBack, 'single', T1);
    const inAndOut = moveTraveller(moveTraveller(added, 'b1', 'r4', T1), 'b1', 'r2', T1);
    expect(inAndOut.rooms.map((r) => r.changedAfterLock)).toEqual([false, false, false, true]);
  });

  it('unlocking keeps the marks and stops marking', () => {
    const marked = moveTraveller(lockRoomList(aList(), 'staff', T0), 'a2', null, T1);
    const unlocked = unlockRoomList(marked, T1);
    expect(unlocked.lockedAt).toBeNull();
    expect(unlocked.lockedBy).toBeNull();
    expect(unlocked.rooms[0]?.changedAfterLock).toBe(true);
    const draft = moveTraveller(unlocked, 'b1', 'r3', T1);
    expect(draft.rooms.map((r) => r.changedAfterLock)).toEqual([true, false, false]);
  });
});

describe('travellers who left the departure', () => {
  it('are dropped, their rooms marked when the list is locked', () => {
    const onDeparture = new Set(['a1', 'a2', 'b1']);
    const unlocked = withoutDeparted(aList(), onDeparture);
    expect(unlocked.rooms[1]).toMatchObject({ travellerIds: ['b1'], changedAfterLock: false });
    const locked = withoutDeparted(lockRoomList(aList(), 's', T0), onDeparture);
    expect(locked.rooms.map((r) => r.changedAfterLock)).toEqual([false, true, false]);
    const all = new Set(['a1', 'a2', 'b1', 'b2']);
    const list = aList();
    expect(withoutDeparted(list, all)).toBe(list);
  });
});

describe('roomingTravellers', () => {
  const source = (
    bookingId: string,
    index: number,
    givenNames: string,
    sex: 'M' | 'F' | null,
    relation: RoomingSource['relation'] = null,
  ): RoomingSource => ({
    id: `${bookingId}_${index}`,
    bookingId,
    index,
    givenNames,
    surname: 'Rahman',
    sex,
    relation,
  });

  it('names travellers as on the passport and links families within a booking', () => {
    const views = roomingTravellers(
      [
        source('B1', 1, 'Yusuf', 'M', { kind: 'spouse', to: 2 }),
        source('B1', 2, 'Aisha', 'F'),
        source('B1', 3, 'Musa', 'M', { kind: 'child', to: 2 }),
        source('B1', 4, 'Friend', 'F', { kind: 'other', to: 1 }),
        source('B2', 1, '', 'M'),
      ],
      (id) => `REF-${id}`,
    );
    expect(views.map((v) => v.name)).toEqual([
      'RAHMAN, Yusuf',
      'RAHMAN, Aisha',
      'RAHMAN, Musa',
      'RAHMAN, Friend',
      'RAHMAN',
    ]);
    const [yusuf, aisha, musa, friend] = views;
    expect(yusuf?.familyId).not.toBeNull();
    expect(new Set([yusuf?.familyId, aisha?.familyId, musa?.familyId]).size).toBe(1);
    expect(friend?.familyId).toBeNull();
    expect(views[4]?.bookingReference).toBe('REF-B2');
  });

  it('names a traveller not entered yet by place and booking', () => {
    const [view] = roomingTravellers(
      [{ ...source('B1', 2, '', null), surname: '' }],
      (id) => `REF-${id}`,
    );
    expect(view?.name).toBe('#2 REF-B1');
  });
});

describe('unplacedOf', () => {
  it('gives the rules’ reasons, "in no room" and "sex unknown"', () => {
    const travellers = [
      view('w1', 'F', null, 'B1'),
      view('w2', 'F', null, 'B1'),
      view('m1', 'M', null, 'B2'),
      view('u1', null, null, 'B3'),
    ];
    const bookings = [
      { id: 'B1', roomType: 'double' as const, travellers: 2 },
      { id: 'B2', roomType: 'double' as const, travellers: 1 },
      { id: 'B3', roomType: 'double' as const, travellers: 1 },
    ];
    const groups = unplacedOf(null, travellers, bookings);
    expect(groups.map((g) => [g.travellerIds, unplacedText(g.reason, 'en')])).toEqual([
      [['m1'], '1 man left for a double'],
      [['w1', 'w2'], '2 travellers in no room'],
      [['u1'], '1 traveller whose sex is not recorded yet'],
    ]);
    expect(unplacedText({ code: 'not_in_a_room', params: { count: 2 } }, 'fr')).toBe(
      '2\u00a0voyageurs dans aucune chambre',
    );
    const list: RoomList = {
      ...emptyRoomList('d', 's', T0),
      rooms: [
        {
          id: 'r1',
          type: 'double',
          number: null,
          travellerIds: ['w1', 'w2'],
          changedAfterLock: false,
        },
      ],
    };
    expect(unplacedOf(list, travellers, bookings).flatMap((g) => g.travellerIds)).toEqual([
      'm1',
      'u1',
    ]);
  });
});

describe('roomListWarnings', () => {
  it('warns of rooms mixing sexes outside one family, rooms not full, departures and changes', () => {
    const travellers = [
      view('a1', 'M', 'fam'),
      view('a2', 'F', 'fam'),
      view('b1', 'M'),
      view('b2', 'F'),
    ];
    const list = moveTraveller(lockRoomList(aList(), 's', T0), 'b2', 'r3', T1);
    const withMixed = moveTraveller(unlockRoomList(list, T1), 'b2', 'r2', T1);
    expect(roomListWarnings(withMixed, travellers, 0, 'en')).toEqual([
      'Room 2 has men and women who are not one family',
      'Room 2 has 2 of 3 beds taken',
      '2 rooms changed since the list was locked: resend them to the hotel',
    ]);
    expect(roomListWarnings(list, travellers, 3, 'en')).toEqual([
      '3 travellers no longer on the departure were taken out of their rooms',
      'Room 2 has 1 of 3 beds taken',
      '2 rooms changed since the list was locked: resend them to the hotel',
    ]);
    expect(roomListWarnings(withMixed, travellers, 0, 'fr')[0]).toBe(
      'La chambre 2 réunit des hommes et des femmes qui ne sont pas une même famille',
    );
    expect(roomListWarnings(null, travellers, 0, 'en')).toEqual([]);
  });
});

describe('withChangesSinceLock', () => {
  const people = (over: Record<string, Partial<RoomingTravellerView>> = {}) =>
    ['a1', 'a2', 'b1', 'b2'].map((id) => ({
      id,
      name: `NAME, ${id}`,
      sex: 'F' as const,
      ...over[id],
    }));

  it('finds nothing on a list never locked, or unchanged since', () => {
    expect(withChangesSinceLock(aList(), people({ a1: { name: 'X' } }))).toEqual(aList());
    const locked = lockRoomList(aList(), 's', T0, people());
    expect(withChangesSinceLock(locked, people())).toBe(locked);
  });

  it('marks the room of a traveller whose name or sex changed, naming the change', () => {
    const locked = lockRoomList(aList(), 's', T0, people());
    const changed = withChangesSinceLock(
      locked,
      people({ b2: { name: 'NAME, b2 corrected', sex: 'M' } }),
    );
    expect(changed.rooms.map((r) => r.changedAfterLock)).toEqual([false, true, false]);
    expect(changed.rooms[1]?.changes).toEqual([
      { travellerId: 'b2', field: 'name', before: 'NAME, b2', after: 'NAME, b2 corrected' },
      { travellerId: 'b2', field: 'sex', before: 'F', after: 'M' },
    ]);
    // Resending stamps the corrected name: nothing differs any more.
    const resent = lockRoomList(
      changed,
      's',
      T1,
      people({ b2: { name: 'NAME, b2 corrected', sex: 'M' } }),
    );
    expect(resent.rooms.some((r) => r.changedAfterLock || r.changes)).toBe(false);
  });

  it('names a move between rooms on both rooms', () => {
    const locked = lockRoomList(aList(), 's', T0, people());
    const moved = withChangesSinceLock(moveTraveller(locked, 'a1', 'r3', T1), people());
    expect(moved.rooms[0]?.changes).toEqual([
      { travellerId: 'a1', field: 'room', before: '1', after: '3' },
    ]);
    expect(moved.rooms[2]?.changes).toEqual(moved.rooms[0]?.changes);
    // Read again once moved back: the changes of the earlier read are gone.
    const back = withChangesSinceLock(moveTraveller(moved, 'a1', 'r1', T1), people());
    expect(back.rooms.some((r) => r.changes || r.changedAfterLock)).toBe(false);
  });

  it('names a room number set or changed since the lock', () => {
    const locked = lockRoomList(aList(), 's', T0, people());
    const numbered = withChangesSinceLock(setRoomNumber(locked, 'r2', '412', T1), people());
    expect(numbered.rooms[1]).toMatchObject({
      changedAfterLock: true,
      changes: [{ travellerId: '', field: 'number', before: '', after: '412' }],
    });
  });
});

describe('copyRooms', () => {
  it('copies another stay’s rooms and travellers, without numbers or marks', () => {
    const makkah = lockRoomList(setRoomNumber(aList(), 'r1', '101', T0), 's', T0);
    const marked = moveTraveller(makkah, 'b2', 'r3', T1);
    const madinah = copyRooms(emptyRoomList('dep1', 'madinah', T0), marked, T1);
    expect(madinah).toMatchObject({ stayKey: 'madinah', lockedAt: null, updatedAt: T1 });
    expect(madinah.rooms).toEqual([
      {
        id: 'r1',
        type: 'double',
        number: null,
        travellerIds: ['a1', 'a2'],
        changedAfterLock: false,
      },
      { id: 'r2', type: 'triple', number: null, travellerIds: ['b1'], changedAfterLock: false },
      { id: 'r3', type: 'single', number: null, travellerIds: ['b2'], changedAfterLock: false },
    ]);
  });

  it('is refused onto a locked list, and from a list with no rooms', () => {
    const locked = lockRoomList(emptyRoomList('dep1', 'madinah', T0), 's', T0);
    expect(codeOf(() => copyRooms(locked, aList(), T1))).toBe('rooming_locked');
    const empty = emptyRoomList('dep1', 'madinah', T0);
    expect(codeOf(() => copyRooms(empty, { rooms: [] }, T1))).toBe('rooming_nothing_to_copy');
  });
});
