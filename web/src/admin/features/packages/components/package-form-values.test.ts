import type { Package } from '@umrah/domain/schemas/package';
import { describe, expect, it } from 'vitest';
import { itemToFormValues } from '../../../shared/form-values';
import {
  emptyPackageValues,
  packageToFormValues,
  toPackageBody,
  type PackageFormValues,
} from './package-form-values';

const filled: PackageFormValues = {
  ...emptyPackageValues,
  title: '  Winter Umrah ',
  slug: 'winter-umrah',
  description: 'Two weeks',
  price: 1999,
  nightsInMakkah: 7,
  nightsInMadina: 5,
  hotelRating: '4',
  imageUrl: '/images/winter.jpg',
  features: 'Visa\n\n   Flights  \n\n',
  inclusions: '\nHotel\r\nTransfers',
  exclusions: '',
};

describe('package form values', () => {
  it('start as a draft with the default rating', () => {
    expect(emptyPackageValues.isPublished).toBe(false);
    expect(emptyPackageValues.hotelRating).toBe(5);
  });

  it('turn lines into lists without blank lines, and blank optional prices into null', () => {
    const body = toPackageBody(filled);
    expect(body.features).toEqual(['Visa', 'Flights']);
    expect(body.inclusions).toEqual(['Hotel', 'Transfers']);
    expect(body.exclusions).toEqual([]);
    expect(body.quadPrice).toBeNull();
    expect(body.triplePrice).toBeNull();
    expect(body.doublePrice).toBeNull();
    expect(body.departureDate).toBeNull();
    expect(body).toMatchObject({ title: 'Winter Umrah', hotelRating: 4, price: 1999 });
  });

  it('prefill an edit form from a stored package without id and createdAt', () => {
    const stored: Package = {
      ...toPackageBody(filled),
      doublePrice: 2500,
      id: 'p1',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    const values = itemToFormValues(stored, emptyPackageValues);
    expect(values).not.toHaveProperty('id');
    expect(values).not.toHaveProperty('createdAt');
    expect(values.features).toBe('Visa\nFlights');
    expect(values.quadPrice).toBe('');
    expect(values.doublePrice).toBe(2500);
    expect(values.departureDate).toBe('');
  });

  it('prefill the stays and days from a package, and a missing stay as blank fields', () => {
    const values = itemToFormValues(
      {
        makkahStay: {
          hotel: 'Swissotel',
          stars: 5,
          distanceMetres: 150,
          walkMinutes: 2,
          notes: '',
        },
        madinahStay: null,
        itinerary: [{ day: 1, city: 'Canada', title: 'Depart', description: 'Flight.' }],
      } as Partial<Package>,
      emptyPackageValues,
    );
    expect(values.makkahStay).toEqual({
      hotel: 'Swissotel',
      stars: 5,
      distanceMetres: 150,
      walkMinutes: 2,
      notes: '',
    });
    expect(values.madinahStay).toEqual(emptyPackageValues.madinahStay);
    expect(values.itinerary).toEqual([
      { day: 1, city: 'Canada', title: 'Depart', description: 'Flight.' },
    ]);
  });

  it('send a blank stay as none and the typed numbers as numbers', () => {
    const body = toPackageBody({
      ...filled,
      makkahStay: { hotel: 'Swissotel', stars: 5, distanceMetres: 150, walkMinutes: 2, notes: '' },
      itinerary: [{ day: '1', city: 'Canada', title: 'Depart', description: 'Flight.' }],
    } as unknown as PackageFormValues);
    expect(body.makkahStay).toMatchObject({ hotel: 'Swissotel', distanceMetres: 150 });
    expect(body.madinahStay).toBeNull();
    expect(body.itinerary).toEqual([
      { day: 1, city: 'Canada', title: 'Depart', description: 'Flight.' },
    ]);
  });

  it('keep a stored cancellation policy through an edit, and none as none', () => {
    const cancellationPolicy: Package['cancellationPolicy'] = {
      tiers: [{ daysBefore: 30, fee: { type: 'percent', value: 10_000 } }],
      nonRefundable: [{ kind: 'visa', cents: 15_000, fromDaysBefore: null, label: null }],
    };
    const stored: Package = {
      ...toPackageBody(filled),
      cancellationPolicy,
      id: 'p1',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    expect(toPackageBody(packageToFormValues(stored)).cancellationPolicy).toEqual(
      cancellationPolicy,
    );
    const without = { ...stored, cancellationPolicy: null };
    expect(toPackageBody(packageToFormValues(without)).cancellationPolicy).toBeNull();
  });
});
