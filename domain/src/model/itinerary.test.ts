import { describe, expect, it } from 'vitest';
import { daysIncrease, moveDay, nextDayNumber } from './itinerary';
import { itinerarySchema } from '../schemas/itinerary-schema';
import { parseWith } from '../schemas/validation';

const day = (n: number, title = `Day ${n}`) => ({
  day: n,
  city: 'Makkah',
  title,
  description: 'Umrah with our guide.',
});

describe('daysIncrease', () => {
  it('needs strictly increasing day numbers', () => {
    expect(daysIncrease([])).toBe(true);
    expect(daysIncrease([day(1), day(2), day(5)])).toBe(true);
    expect(daysIncrease([day(1), day(1)])).toBe(false);
    expect(daysIncrease([day(2), day(1)])).toBe(false);
  });
});

describe('moveDay', () => {
  it('swaps the plans and keeps the day numbers in place', () => {
    const moved = moveDay([day(1, 'Arrive'), day(2, 'Umrah'), day(5, 'Madinah')], 2, -1);
    expect(moved.map((d) => [d.day, d.title])).toEqual([
      [1, 'Arrive'],
      [2, 'Madinah'],
      [5, 'Umrah'],
    ]);
    expect(daysIncrease(moved)).toBe(true);
  });

  it('changes nothing past either end', () => {
    const days = [day(1), day(2)];
    expect(moveDay(days, 0, -1)).toEqual(days);
    expect(moveDay(days, 1, 1)).toEqual(days);
  });

  it('numbers a new day after the last', () => {
    expect(nextDayNumber([])).toBe(1);
    expect(nextDayNumber([day(1), day(4)])).toBe(5);
  });
});

describe('itinerarySchema', () => {
  it('accepts an ordered plan and takes form strings', () => {
    const r = parseWith(itinerarySchema, [day(1), { ...day(3), day: '3' }]);
    expect(r).toEqual({ ok: true, value: [day(1), day(3)] });
  });

  it('is empty when missing or null', () => {
    expect(parseWith(itinerarySchema, undefined)).toEqual({ ok: true, value: [] });
    expect(parseWith(itinerarySchema, null)).toEqual({ ok: true, value: [] });
  });

  it('refuses days out of order, with a message', () => {
    const r = parseWith(itinerarySchema, [day(2), day(1)]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toBe(
      'Invalid input: Itinerary day numbers must increase from one day to the next',
    );
  });

  it('names the field of a day that is wrong', () => {
    const r = parseWith(itinerarySchema, [day(1), { ...day(2), title: ' ', day: 0 }]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      '[1].title': 'Itinerary title is required',
      '[1].day': 'Itinerary day number must be between 1 and 60',
    });
  });

  it('refuses more than 60 days and anything not a list', () => {
    const long = Array.from({ length: 61 }, (_, i) => day(i + 1));
    const r = parseWith(itinerarySchema, long);
    expect(r.ok).toBe(false);
    expect(parseWith(itinerarySchema, 'day 1').ok).toBe(false);
  });

  it('refuses a day carrying a __proto__ key instead of throwing', () => {
    const polluted: unknown = JSON.parse('[{"__proto__":{"a":1}}]');
    const r = parseWith(itinerarySchema, polluted);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({ '[0]': 'Each itinerary day must be an object' });
  });
});
