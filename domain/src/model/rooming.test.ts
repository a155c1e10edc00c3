import { describe, expect, it } from 'vitest';
import {
  suggestRooming,
  unplacedText,
  type RoomingBooking,
  type RoomingRoomType,
  type RoomingSuggestion,
  type RoomingTraveller,
  type Sex,
} from './rooming';

/** A booking of `sexes` (one letter a traveller) paying for `roomType`; `family` links them all. */
function booking(
  id: string,
  roomType: RoomingRoomType,
  sexes: string,
  family?: string,
): { booking: RoomingBooking; travellers: RoomingTraveller[] } {
  const travellers = [...sexes].map((sex, i) => ({
    id: `${id}-${i + 1}`,
    bookingId: id,
    sex: sex as Sex,
    ...(family === undefined ? {} : { familyId: family }),
    name: `${id} ${i + 1}`,
  }));
  return { booking: { id, roomType, travellers: travellers.length }, travellers };
}

function suggest(...parts: ReturnType<typeof booking>[]): RoomingSuggestion {
  return suggestRooming(
    parts.flatMap((p) => p.travellers),
    parts.map((p) => p.booking),
  );
}

/** Room contents as sorted id lists, to compare without depending on order. */
const roomsOf = (s: RoomingSuggestion) =>
  s.rooms.map((r) => `${r.type}/${r.occupancy}: ${[...r.travellerIds].sort().join(' ')}`).sort();

const reasonsOf = (s: RoomingSuggestion) => s.unplaced.map((u) => unplacedText(u.reason, 'en'));

describe('suggestRooming: the cases of issue 30', () => {
  it('a family of five in quads: four share a family room, the fifth joins a room of her sex', () => {
    const family = booking('A', 'quad', 'MFMFF', 'fam-A');
    const alone = suggest(family);
    expect(alone.rooms).toHaveLength(1);
    expect(alone.rooms[0]).toMatchObject({ type: 'quad', capacity: 4, occupancy: 'family' });
    expect(alone.unplaced).toEqual([
      {
        travellerIds: ['A-5'],
        reason: { code: 'left_for_room', params: { sex: 'F', count: 1, roomType: 'quad' } },
      },
    ]);
    expect(reasonsOf(alone)).toEqual(['1 woman left for a quad']);

    // Three women of another booking make her room a full quad.
    const withWomen = suggest(family, booking('B', 'quad', 'FFF'));
    expect(roomsOf(withWomen)).toEqual(['quad/F: A-5 B-1 B-2 B-3', 'quad/family: A-1 A-2 A-3 A-4']);
    expect(withWomen.unplaced).toEqual([]);
  });

  it('two unrelated women in a quad with a couple: the husband never shares with them', () => {
    const mixed = booking('A', 'quad', 'MFFF');
    mixed.travellers[0] = { ...mixed.travellers[0]!, familyId: 'couple' };
    mixed.travellers[1] = { ...mixed.travellers[1]!, familyId: 'couple' };

    const alone = suggest(mixed);
    expect(alone.rooms).toEqual([]);
    expect(reasonsOf(alone)).toEqual(['A family of 2 left for a quad', '2 women left for a quad']);
    expect(alone.unplaced[0]?.travellerIds).toEqual(['A-1', 'A-2']);
    expect(alone.unplaced[1]?.travellerIds).toEqual(['A-3', 'A-4']);

    // Two more women fill a quad with the two friends; the couple is still left as a family.
    const withPair = suggest(mixed, booking('B', 'quad', 'FF'));
    expect(roomsOf(withPair)).toEqual(['quad/F: A-3 A-4 B-1 B-2']);
    expect(reasonsOf(withPair)).toEqual(['A family of 2 left for a quad']);

    // Three men and one more woman: the couple splits by sex into two full quads.
    const full = suggest(mixed, booking('B', 'quad', 'MMM'), booking('C', 'quad', 'F'));
    expect(roomsOf(full)).toEqual(['quad/F: A-2 A-3 A-4 C-1', 'quad/M: A-1 B-1 B-2 B-3']);
    expect(full.unplaced).toEqual([]);
  });

  it('an odd number of men in doubles: pairs share, one is left', () => {
    const s = suggest(
      booking('A', 'double', 'M'),
      booking('B', 'double', 'M'),
      booking('C', 'double', 'MM'),
      booking('D', 'double', 'M'),
    );
    expect(roomsOf(s)).toEqual(['double/M: A-1 B-1', 'double/M: C-1 C-2']);
    expect(reasonsOf(s)).toEqual(['1 man left for a double']);
    expect(s.unplaced[0]?.travellerIds).toEqual(['D-1']);
  });
});

describe('suggestRooming: edge cases', () => {
  it('keeps a booking together: five women in triples fill one, the other two stay together', () => {
    const s = suggest(booking('A', 'triple', 'FFFFF'), booking('B', 'triple', 'F'));
    expect(roomsOf(s)).toEqual(['triple/F: A-1 A-2 A-3', 'triple/F: A-4 A-5 B-1']);
    expect(s.unplaced).toEqual([]);
  });

  it('never splits a booking to fill a room, and says so', () => {
    const s = suggest(booking('A', 'quad', 'FFF'), booking('B', 'quad', 'FFF'));
    expect(s.rooms).toEqual([]);
    expect(s.unplaced).toEqual([
      {
        travellerIds: ['A-1', 'A-2', 'A-3', 'B-1', 'B-2', 'B-3'],
        reason: {
          code: 'bookings_do_not_combine',
          params: { sex: 'F', count: 6, roomType: 'quad' },
        },
      },
    ]);
    expect(reasonsOf(s)).toEqual([
      '6 women left for quads: their bookings fill a room only if separated',
    ]);
  });

  it('completes a room with the fewest other bookings', () => {
    const s = suggest(
      booking('A', 'quad', 'MM'),
      booking('B', 'quad', 'M'),
      booking('C', 'quad', 'M'),
      booking('D', 'quad', 'MM'),
    );
    expect(roomsOf(s)).toEqual(['quad/M: A-1 A-2 D-1 D-2']);
    expect(reasonsOf(s)).toEqual(['2 men left for a quad']);
    expect(s.unplaced[0]?.travellerIds).toEqual(['B-1', 'C-1']);
  });

  it('does not room an unrelated man and woman of one booking together', () => {
    const s = suggest(booking('A', 'double', 'MF'));
    expect(s.rooms).toEqual([]);
    expect(reasonsOf(s)).toEqual(['1 woman left for a double', '1 man left for a double']);
  });

  it('rooms a married couple in a double, and a family filling its room exactly', () => {
    const s = suggest(booking('A', 'double', 'MF', 'f1'), booking('B', 'triple', 'FMM', 'f2'));
    expect(roomsOf(s)).toEqual(['double/family: A-1 A-2', 'triple/family: B-1 B-2 B-3']);
    expect(s.unplaced).toEqual([]);
  });

  it('treats a family of one sex as travellers of that sex, free to share', () => {
    const s = suggest(booking('A', 'quad', 'MM', 'brothers'), booking('B', 'quad', 'MM'));
    expect(roomsOf(s)).toEqual(['quad/M: A-1 A-2 B-1 B-2']);
  });

  it('links a family across bookings of the same room type', () => {
    const s = suggest(booking('A', 'quad', 'MF', 'f'), booking('B', 'quad', 'MF', 'f'));
    expect(roomsOf(s)).toEqual(['quad/family: A-1 A-2 B-1 B-2']);
  });

  it('gives each single traveller a single', () => {
    const s = suggest(booking('A', 'single', 'F'), booking('B', 'single', 'MM'));
    expect(roomsOf(s)).toEqual(['single/F: A-1', 'single/M: B-1', 'single/M: B-2']);
    expect(s.unplaced).toEqual([]);
  });

  it('never mixes room types', () => {
    const s = suggest(booking('A', 'quad', 'FF'), booking('B', 'double', 'FF'));
    expect(roomsOf(s)).toEqual(['double/F: B-1 B-2']);
    expect(reasonsOf(s)).toEqual(['2 women left for a quad']);
  });

  it('lists travellers whose booking is unknown, and bookings whose names are missing', () => {
    const a = booking('A', 'quad', 'FF');
    const s = suggestRooming(
      [...a.travellers, { id: 'x', bookingId: 'gone', sex: 'M', name: 'X' }],
      [{ ...a.booking, travellers: 4 }],
    );
    expect(s.unplaced[0]).toEqual({
      travellerIds: ['x'],
      reason: { code: 'no_room_paid', params: { count: 1 } },
    });
    expect(s.mismatches).toEqual([{ bookingId: 'A', paid: 4, named: 2 }]);
  });

  it('places every traveller once, in full rooms of one sex or one family', () => {
    const parts = [
      booking('A', 'quad', 'MFMFF', 'fa'),
      booking('B', 'quad', 'FFF'),
      booking('C', 'quad', 'MMM'),
      booking('D', 'triple', 'MF', 'fd'),
      booking('E', 'triple', 'M'),
      booking('F', 'triple', 'FFFF'),
      booking('G', 'double', 'MFF'),
      booking('H', 'double', 'F'),
      booking('I', 'quad', 'M'),
      booking('J', 'triple', 'F'),
    ];
    const travellers = parts.flatMap((p) => p.travellers);
    const s = suggest(...parts);
    const byId = new Map(travellers.map((t) => [t.id, t]));
    const seen = [
      ...s.rooms.flatMap((r) => r.travellerIds),
      ...s.unplaced.flatMap((u) => u.travellerIds),
    ];
    expect([...seen].sort()).toEqual(travellers.map((t) => t.id).sort());
    for (const room of s.rooms) {
      expect(room.travellerIds).toHaveLength(room.capacity);
      const members = room.travellerIds.map((id) => byId.get(id)!);
      const families = new Set(members.map((m) => m.familyId));
      const sexes = new Set(members.map((m) => m.sex));
      if (room.occupancy === 'family') expect(families.size).toBe(1);
      else expect([...sexes]).toEqual([room.occupancy]);
    }
    // The same input gives the same suggestion.
    expect(suggest(...parts)).toEqual(s);
  });
});

describe('unplacedText', () => {
  it('words each reason in English and French', () => {
    const left = {
      code: 'left_for_room',
      params: { sex: 'F', count: 1, roomType: 'triple' },
    } as const;
    expect(unplacedText(left, 'en')).toBe('1 woman left for a triple');
    expect(unplacedText(left, 'fr')).toBe('1\u00a0femme à placer dans une chambre triple');
    const men = {
      code: 'left_for_room',
      params: { sex: 'M', count: 3, roomType: 'quad' },
    } as const;
    expect(unplacedText(men, 'en')).toBe('3 men left for a quad');
    expect(unplacedText(men, 'fr')).toBe('3\u00a0hommes à placer dans une chambre quadruple');
    const family = {
      code: 'family_left_for_room',
      params: { count: 3, roomType: 'double' },
    } as const;
    expect(unplacedText(family, 'fr')).toBe(
      'Une famille de 3\u00a0personnes à placer dans une chambre double',
    );
    const apart = {
      code: 'bookings_do_not_combine',
      params: { sex: 'M', count: 6, roomType: 'quad' },
    } as const;
    expect(unplacedText(apart, 'fr')).toContain('des chambres quadruples\u00a0: leurs');
    expect(unplacedText({ code: 'no_room_paid', params: { count: 2 } }, 'en')).toBe(
      '2 travellers whose booking names no room',
    );
  });
});
