import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { staySchema } from './stay-schema';
import { parseWith } from './validation';

// A stay is a field of the package body: parse it the same way, inside an object.
const wrapper = yup.object({ makkahStay: staySchema('Makkah') });
function parseStay(stay: unknown) {
  const r = parseWith(wrapper, stay === undefined ? {} : { makkahStay: stay });
  if (r.ok) return { ok: true as const, value: r.value.makkahStay };
  const errors = Object.fromEntries(
    Object.entries(r.errors).map(([k, v]) => [k.replace(/^makkahStay\.?/, ''), v]),
  );
  return { ok: false as const, errors, message: r.message };
}
const valid = { hotel: 'Swissotel Makkah', stars: 5, distanceMetres: 150, walkMinutes: 2 };

describe('staySchema', () => {
  it('accepts a stay, trims text and fills empty notes', () => {
    expect(parseStay({ ...valid, hotel: '  Swissotel Makkah ' })).toEqual({
      ok: true,
      value: { ...valid, notes: '' },
    });
  });

  it('takes the form strings', () => {
    const r = parseStay({ hotel: 'A', stars: '4', distanceMetres: '450', walkMinutes: '6' });
    expect(r).toEqual({
      ok: true,
      value: { hotel: 'A', stars: 4, distanceMetres: 450, walkMinutes: 6, notes: '' },
    });
  });

  it('is null when missing, null or left blank in the form', () => {
    expect(parseStay(undefined)).toEqual({ ok: true, value: null });
    expect(parseStay(null)).toEqual({ ok: true, value: null });
    const blank = { hotel: ' ', stars: '', distanceMetres: '', walkMinutes: '', notes: '' };
    expect(parseStay(blank)).toEqual({ ok: true, value: null });
  });

  it.each([
    [-1, false],
    [0, true],
    [20000, true],
    [20001, false],
  ])('distance %i m accepted: %s', (distanceMetres, ok) => {
    const r = parseStay({ ...valid, distanceMetres });
    expect(r.ok).toBe(ok);
    if (!r.ok) {
      expect(r.errors).toEqual({
        distanceMetres: 'Makkah hotel distance to the Haram must be between 0 and 20,000 m',
      });
    }
  });

  it('names each wrong field', () => {
    const r = parseStay({
      hotel: '',
      stars: 6,
      distanceMetres: 12.5,
      walkMinutes: 301,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      hotel: 'Makkah hotel name is required',
      stars: 'Makkah hotel stars must be between 1 and 5',
      distanceMetres: 'Makkah hotel distance to the Haram must be a whole number',
      walkMinutes: 'Makkah hotel walk to the Haram (minutes) must be between 0 and 300',
    });
  });

  it('refuses a stay that is not an object', () => {
    const r = parseStay('Hilton, 300 m');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toBe('Invalid input: Makkah hotel must be an object');
  });

  it('refuses a stay carrying a __proto__ key (as JSON.parse makes it) instead of throwing', () => {
    const polluted: unknown = JSON.parse('{"__proto__":{"isAdmin":true},"hotel":"A"}');
    const r = parseStay(polluted);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toBe('Invalid input: Makkah hotel must be an object');
  });
});
