import { describe, expect, it } from 'vitest';
import { roomingStays, stayKeyOf } from './rooming-stays';

const day = (d: number, city: string) => ({ day: d, city, title: '', description: '' });

describe('roomingStays', () => {
  it('checks in the day after the flight out, each stay after the last one', () => {
    const stays = roomingStays(
      {
        nightsInMakkah: 7,
        nightsInMadina: 5,
        makkahStay: { hotel: 'Swissotel', stars: 5, distanceMetres: 50, walkMinutes: 1 },
        madinaHotel: 'Anwar',
      },
      '2027-02-10',
    );
    expect(stays).toEqual([
      {
        key: 'makkah',
        city: 'Makkah',
        hotel: 'Swissotel',
        nights: 7,
        checkIn: '2027-02-11',
        checkOut: '2027-02-18',
      },
      {
        key: 'madinah',
        city: 'Madinah',
        hotel: 'Anwar',
        nights: 5,
        checkIn: '2027-02-18',
        checkOut: '2027-02-23',
      },
    ]);
  });

  it('follows the plan’s order: Madinah first, an Istanbul stay last', () => {
    const stays = roomingStays(
      {
        nightsInMakkah: 4,
        nightsInMadina: 3,
        itinerary: [
          day(1, 'Toronto'),
          day(2, 'Medina'),
          day(5, 'Makkah'),
          day(9, 'Istanbul'),
          day(11, 'Toronto'),
        ],
      },
      '2027-03-01',
    );
    expect(stays.map((s) => [s.key, s.hotel, s.checkIn, s.checkOut])).toEqual([
      ['madinah', '', '2027-03-02', '2027-03-05'],
      ['makkah', '', '2027-03-05', '2027-03-09'],
      ['istanbul', '', '2027-03-09', '2027-03-11'],
    ]);
  });

  it('leaves out a holy city with no nights; keys any spelling the same way', () => {
    expect(roomingStays({ nightsInMakkah: 10, nightsInMadina: 0 }, '2027-01-01')).toHaveLength(1);
    expect(['Mecca', ' makka ', 'Makkah'].map(stayKeyOf)).toEqual(['makkah', 'makkah', 'makkah']);
    expect(stayKeyOf('Al-Ula Oasis')).toBe('al-ula-oasis');
  });
});
