// Seats left on a package, the few-seats setting, and the waiting list of a sold-out package:
// the server decides what a booking request is (a sold-out package takes only the waiting list).
import { EN_VALIDATION } from '@umrah/domain/model/validation-messages';
import type { Package } from '@umrah/domain/schemas/package';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile, proveSecondFactor } from '../../../test-support/admin-session';
import {
  baseUrl,
  clearFirestore,
  countDocs,
  getJson,
  putDoc,
  type ErrorBody,
} from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import { bookingFields, postBooking } from '../../../test-support/submissions';

const admin = adminForThisFile();
beforeEach(async () => {
  await clearFirestore();
  await db().collection('settings').doc('public').set({ email: 'bookings@agency.example' });
});

// Each test its own client address, so the per-address throttle does not interfere.
let ip = 0;
const from = () => ({ 'X-Forwarded-For': `198.51.100.${++ip % 250}` });

describe('seats left', () => {
  it('stores a whole number, or null (open) when blank, and the public reads return it', async () => {
    const created = await admin.request<Package>(
      'POST',
      '/api/admin/packages',
      aPackage({ slug: 'few', seatsLeft: 3 }),
    );
    expect(created.status).toBe(201);
    expect(created.body.seatsLeft).toBe(3);
    const open = await admin.request<Package>('POST', '/api/admin/packages', {
      ...aPackage({ slug: 'open' }),
      seatsLeft: '',
    });
    expect(open.body.seatsLeft).toBeNull();
    expect((await getJson<Package>('/api/packages/few')).body.seatsLeft).toBe(3);
  });

  it('refuses a negative or fractional count, naming the field, storing nothing', async () => {
    for (const seatsLeft of [-1, 2.5, 'many']) {
      const res = await admin.request<ErrorBody>('POST', '/api/admin/packages', {
        ...aPackage(),
        seatsLeft,
      });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).toEqual(['seatsLeft']);
    }
    expect(await countDocs('packages')).toBe(0);
  });

  it('reads a package stored before seats were kept as open', async () => {
    const old = aPackage({ slug: 'old-form' }) as Record<string, unknown>;
    delete old.seatsLeft;
    await putDoc('packages', old);
    expect((await getJson<Package>('/api/packages/old-form')).body.seatsLeft).toBeNull();
  });

  it('keeps the few-seats threshold in the settings, checked, and public', async () => {
    // The settings form saves the whole document, staff email included: a guarded change.
    await proveSecondFactor(admin);
    const bad = await admin.request<ErrorBody>('PUT', '/api/admin/settings', {
      fewSeatsThreshold: 'x5',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.fewSeatsThreshold).toBe(
      'Few seats threshold must be a whole number from 0 to 500',
    );
    const ok = await admin.request('PUT', '/api/admin/settings', { fewSeatsThreshold: '8' });
    expect(ok.status).toBe(200);
    const pub = await getJson<{ fewSeatsThreshold: string }>('/api/settings');
    expect(pub.body.fewSeatsThreshold).toBe('8');
  });
});

describe('the waiting list', () => {
  let soldOutId = '';
  let openId = '';
  beforeEach(async () => {
    soldOutId = await putDoc(
      'packages',
      aPackage({ slug: 'sold-out', title: 'Sold Out', seatsLeft: 0 }),
    );
    openId = await putDoc('packages', aPackage({ slug: 'open', title: 'Open', seatsLeft: null }));
  });

  it('refuses a plain booking of a sold-out package with a clear 400, storing nothing', async () => {
    const res = await postBooking(bookingFields(soldOutId), undefined, from());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(EN_VALIDATION.soldOut);
    expect(res.body.errors?.packageId).toBe(EN_VALIDATION.soldOut);
    expect(await countDocs('bookings')).toBe(0);
  });

  it('stores a waiting-list request for a sold-out package, marked, in the inbox and the CSV', async () => {
    const fields = bookingFields(soldOutId, { waitingList: 'true' });
    const res = await postBooking(fields, undefined, from());
    expect(res.status).toBe(201);
    const stored = (await db().collection('bookings').doc(fields.submissionId).get()).data()!;
    expect(stored.waitingList).toBe(true);
    // The staff's mail (the visitor gets an acknowledgement of their own).
    const mail = (
      await db().collection('mail').where('to', '==', 'bookings@agency.example').get()
    ).docs.map((d) => d.data());
    expect(mail[0]?.message.subject).toMatch(/^Waiting list request: Sold Out/);

    const inbox = await admin.request<{ id: string; waitingList: boolean }[]>(
      'GET',
      '/api/admin/bookings',
    );
    expect(inbox.body.find((b) => b.id === fields.submissionId)?.waitingList).toBe(true);
    const csv = await fetch(`${baseUrl}/api/admin/bookings/export`, {
      headers: { Cookie: `__session=${admin.cookie}` },
    });
    const text = await csv.text();
    expect(text).toContain('"Room","Waiting list"');
    // Package, then the departure and the room (none asked here), then the waiting list.
    expect(text).toMatch(/"Sold Out","[^"]*","[^"]*","yes"/);
  });

  it('stores a plain request when the package has seats, even if the page asked for the list', async () => {
    const fields = bookingFields(openId, { waitingList: 'true' });
    const res = await postBooking(fields, undefined, from());
    expect(res.status).toBe(201);
    const stored = (await db().collection('bookings').doc(fields.submissionId).get()).data()!;
    expect(stored.waitingList).toBe(false);
  });

  it('refuses a waiting-list flag that is not true or false', async () => {
    const res = await postBooking(
      bookingFields(openId, { waitingList: 'maybe' }),
      undefined,
      from(),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.waitingList).toBe('Waiting list must be true or false');
  });
});
