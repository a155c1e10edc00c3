import { describe, expect, it } from 'vitest';
import { packageSchema } from './package';
import { parseWith } from './validation';

const valid = {
  title: '14 Nights Premium Umrah',
  slug: '14-nights-premium-umrah',
  description: 'Five-star hotels close to the Haram.',
  nightsInMakkah: 7,
  nightsInMadina: 7,
  hotelRating: 5,
  price: 3499,
  imageUrl: 'https://images.example.com/kaaba.jpg',
};

describe('packageSchema', () => {
  it('accepts the required fields and fills defaults', () => {
    const r = parseWith(packageSchema, valid);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual({
      ...valid,
      fullDescription: '',
      quadPrice: null,
      triplePrice: null,
      doublePrice: null,
      makkaHotel: '',
      madinaHotel: '',
      makkahStay: null,
      madinahStay: null,
      itinerary: [],
      departureDate: null,
      returnDate: null,
      airports: '',
      seatsLeft: null,
      features: [],
      inclusions: [],
      exclusions: [],
      isPublished: false,
      fr: null,
      cancellationPolicy: null,
    });
  });

  it('names every missing required field', () => {
    const r = parseWith(packageSchema, {});
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      description: 'Short description is required',
      nightsInMakkah: 'Nights in Makkah is required',
      nightsInMadina: 'Nights in Madinah is required',
      hotelRating: 'Hotel rating is required',
      price: 'Price is required',
      imageUrl: 'Image is required',
    });
    expect(r.message).toContain('Invalid input: Title is required; Slug is required');
  });

  it('takes form strings: numbers parsed, blank optional prices become null', () => {
    const r = parseWith(packageSchema, {
      ...valid,
      nightsInMakkah: '0',
      price: '0',
      quadPrice: '',
      triplePrice: '2899',
      doublePrice: '  ',
      departureDate: '',
      returnDate: '',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.nightsInMakkah).toBe(0);
    expect(r.value.price).toBe(0);
    expect(r.value.quadPrice).toBeNull();
    expect(r.value.triplePrice).toBe(2899);
    expect(r.value.doublePrice).toBeNull();
    expect(r.value.departureDate).toBeNull();
  });

  it('rejects a bad slug, rating, negative nights and fractional prices', () => {
    const r = parseWith(packageSchema, {
      ...valid,
      slug: 'Not A Slug',
      hotelRating: 6,
      nightsInMadina: -1,
      price: 10.5,
      quadPrice: 'cheap',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(
      ['hotelRating', 'nightsInMadina', 'price', 'quadPrice', 'slug'].sort(),
    );
    expect(r.errors['hotelRating']).toBe('Hotel rating must be between 1 and 5');
    expect(r.errors['price']).toBe('Price must be a whole number');
    expect(r.errors['quadPrice']).toBe('Quad price must be a number');
  });

  it('accepts a site-relative image path but not other schemes', () => {
    expect(parseWith(packageSchema, { ...valid, imageUrl: '/seed/kaaba.jpg' }).ok).toBe(true);
    const r = parseWith(packageSchema, { ...valid, imageUrl: 'javascript:alert(1)' });
    expect(r.ok).toBe(false);
  });

  it('enforces the title length limit', () => {
    expect(parseWith(packageSchema, { ...valid, title: 'x'.repeat(120) }).ok).toBe(true);
    const r = parseWith(packageSchema, { ...valid, title: 'x'.repeat(121) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors['title']).toBe('Title must be at most 120 characters');
  });

  it('checks dates and that return is not before departure', () => {
    const ok = parseWith(packageSchema, {
      ...valid,
      departureDate: '2026-05-01',
      returnDate: '2026-05-01',
    });
    expect(ok.ok).toBe(true);
    const before = parseWith(packageSchema, {
      ...valid,
      departureDate: '2026-05-10',
      returnDate: '2026-05-01',
    });
    expect(before.ok).toBe(false);
    if (!before.ok)
      expect(before.errors).toEqual({
        returnDate: 'Return date cannot be before the departure date',
      });
    const onlyReturn = parseWith(packageSchema, { ...valid, returnDate: '2026-05-01' });
    expect(onlyReturn.ok).toBe(true);
    const bad = parseWith(packageSchema, { ...valid, departureDate: '2026-02-30' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors['departureDate']).toMatch(/valid date/);
  });

  it('cleans lists and accepts textarea text for them', () => {
    const r = parseWith(packageSchema, {
      ...valid,
      features: ['  Visa  ', '', '   ', 'Flights'],
      inclusions: 'Hotel\n\n  Breakfast  \r\nZiyarat tour\n',
      exclusions: null,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.features).toEqual(['Visa', 'Flights']);
    expect(r.value.inclusions).toEqual(['Hotel', 'Breakfast', 'Ziyarat tour']);
    expect(r.value.exclusions).toEqual([]);
  });

  it('rejects list items that are not text or too long', () => {
    const r = parseWith(packageSchema, {
      ...valid,
      features: [{ a: 1 }],
      exclusions: ['x'.repeat(201)],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors['features[0]']).toBe('Features must be a list of text lines');
    expect(r.errors['exclusions[0]']).toMatch(/at most 200 characters/);
  });

  it('takes seats left as a whole number from 0, blank meaning open (null)', () => {
    const seats = (seatsLeft: unknown) => parseWith(packageSchema, { ...valid, seatsLeft });
    const ok = (seatsLeft: unknown) => {
      const r = seats(seatsLeft);
      return r.ok ? r.value.seatsLeft : r.errors.seatsLeft;
    };
    expect(ok('')).toBeNull();
    expect(ok(null)).toBeNull();
    expect(ok(0)).toBe(0);
    expect(ok('12')).toBe(12);
    expect(ok(-1)).toBe('Seats left must be between 0 and 10000');
    expect(ok(2.5)).toBe('Seats left must be a whole number');
    expect(ok('many')).toBe('Seats left must be a number');
  });

  it('parses isPublished and defaults it to draft', () => {
    const r = parseWith(packageSchema, { ...valid, isPublished: true });
    expect(r.ok && r.value.isPublished).toBe(true);
    const bad = parseWith(packageSchema, { ...valid, isPublished: 'maybe' });
    expect(bad.ok).toBe(false);
  });

  it('takes the stays and the itinerary, naming a wrong distance', () => {
    const makkahStay = { hotel: 'Swissotel Makkah', stars: 5, distanceMetres: 150, walkMinutes: 2 };
    const itinerary = [{ day: 1, city: 'Makkah', title: 'Arrive', description: 'Umrah at night.' }];
    const r = parseWith(packageSchema, { ...valid, makkahStay, itinerary });
    expect(r.ok && r.value).toMatchObject({
      makkahStay: { ...makkahStay, notes: '' },
      madinahStay: null,
      itinerary,
    });
    const bad = parseWith(packageSchema, {
      ...valid,
      madinahStay: { ...makkahStay, distanceMetres: 25000 },
    });
    expect(bad.ok || bad.errors).toEqual({
      'madinahStay.distanceMetres':
        'Madinah hotel distance to the Haram must be between 0 and 20,000 m',
    });
  });
});
