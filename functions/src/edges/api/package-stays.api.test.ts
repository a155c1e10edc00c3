import type { Package } from '@umrah/domain/schemas/package';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminForThisFile } from '../../../test-support/admin-session';
import {
  clearFirestore,
  countDocs,
  getJson,
  putDoc,
  type ErrorBody,
} from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';

const admin = adminForThisFile();
beforeEach(clearFirestore);

const makkahStay = {
  hotel: 'Swissotel Makkah',
  stars: 5,
  distanceMetres: 150,
  walkMinutes: 2,
  notes: 'Breakfast daily',
};
const madinahStay = { hotel: 'Taiba Front', stars: 4, distanceMetres: 450, walkMinutes: 6 };
const itinerary = [
  { day: 1, city: 'Canada', title: 'Depart', description: 'Overnight flight.' },
  { day: 2, city: 'Makkah', title: 'Umrah', description: 'Umrah with the group.' },
  { day: 9, city: 'Madinah', title: 'Ziyarat', description: 'Quba and Uhud.' },
];

describe('package stays and itinerary', () => {
  it('stores them, keeps the spec’s hotel names in step, and the public reads return them', async () => {
    const created = await admin.request<Package>(
      'POST',
      '/api/admin/packages',
      // Sent without notes, as an older client would.
      {
        ...aPackage({ makkaHotel: 'typed text', madinaHotel: '', makkahStay, itinerary }),
        madinahStay,
      },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      makkahStay,
      madinahStay: { ...madinahStay, notes: '' },
      itinerary,
      makkaHotel: 'Swissotel Makkah',
      madinaHotel: 'Taiba Front',
    });

    const detail = await getJson<Package>(`/api/packages/${created.body.slug}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ makkahStay, itinerary, madinaHotel: 'Taiba Front' });
    const list = await getJson<Package[]>('/api/packages');
    expect(list.body[0]).toMatchObject({ makkahStay, madinahStay, itinerary });

    // An edit that removes the Madinah stay keeps the typed name of the old form.
    const edited = await admin.request<Package>(
      'PUT',
      `/api/admin/packages/${created.body.id}`,
      aPackage({ makkahStay, madinahStay: null, madinaHotel: 'To be confirmed', itinerary: [] }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      madinahStay: null,
      madinaHotel: 'To be confirmed',
      itinerary: [],
    });
  });

  it('refuses a distance past 20,000 m and days out of order, naming the fields, storing nothing', async () => {
    const res = await admin.request<ErrorBody>('POST', '/api/admin/packages', {
      ...aPackage({
        makkahStay: { ...makkahStay, distanceMetres: 20001 },
        itinerary: [itinerary[1]!, itinerary[0]!],
      }),
      madinahStay: { ...madinahStay, walkMinutes: -1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'makkahStay.distanceMetres':
        'Makkah hotel distance to the Haram must be between 0 and 20,000 m',
      'madinahStay.walkMinutes':
        'Madinah hotel walk to the Haram (minutes) must be between 0 and 300',
      itinerary: 'Itinerary day numbers must increase from one day to the next',
    });
    expect(await countDocs('packages')).toBe(0);
  });

  it('answers a package stored before stays existed with no stays and an empty plan', async () => {
    const old = aPackage({ slug: 'old-form' }) as Record<string, unknown>;
    delete old.makkahStay;
    delete old.madinahStay;
    delete old.itinerary;
    await putDoc('packages', old);
    const detail = await getJson<Package>('/api/packages/old-form');
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      makkaHotel: 'Makkah Hotel',
      makkahStay: null,
      madinahStay: null,
      itinerary: [],
    });
  });
});
