import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../firebase';
import { clearFirestore, countDocs, putDoc } from '../testing/emulators';
import { aPackage } from '../testing/fixtures';
import {
  PDF,
  bookingFields,
  newSubmissionId,
  postBooking,
  postContact,
} from '../testing/submissions';

let packageId = '';
let draftId = '';

beforeEach(async () => {
  await clearFirestore();
  await db().collection('settings').doc('public').set({ email: 'bookings@agency.example' });
  packageId = await putDoc(
    'packages',
    aPackage({ slug: 'live', title: 'Live Package', returnDate: '2099-04-01' }),
  );
  draftId = await putDoc('packages', aPackage({ slug: 'draft', isPublished: false }));
});

// Each test gets its own client address so the per-address throttle does not interfere.
let ip = 0;
const from = () => ({ 'X-Forwarded-For': `203.0.113.${++ip % 250}` });

describe('POST /api/contact', () => {
  const message = () => ({
    submissionId: newSubmissionId(),
    name: 'Omar',
    email: 'omar@example.com',
    message: 'Salaam, dates for March?',
  });

  it('stores the message once and queues a mail to the agency', async () => {
    const body = message();
    const headers = from();
    const first = await postContact(body, headers);
    expect(first.status).toBe(201);
    const retry = await postContact(body, headers);
    expect(retry.status).toBe(200);
    expect(await countDocs('messages')).toBe(1);
    const mail = (await db().collection('mail').get()).docs.map((d) => d.data());
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe('bookings@agency.example');
    expect(mail[0]?.message.subject).toContain('Omar');
  });

  it('answers 400 with field errors and stores nothing', async () => {
    const res = await postContact(
      { submissionId: newSubmissionId(), name: '', email: 'not-an-email' },
      from(),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['email', 'message', 'name']);
    expect(await countDocs('messages')).toBe(0);
  });

  it('drops a filled honeypot silently', async () => {
    const res = await postContact({ ...message(), website: 'http://spam.example' }, from());
    expect(res.status).toBe(200);
    expect(await countDocs('messages')).toBe(0);
  });

  it('throttles one address with 429 after 10 submissions', async () => {
    const headers = from();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await postContact(message(), headers)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await countDocs('messages')).toBe(10);
  });
});

describe('POST /api/bookings', () => {
  it('stores a booking with its passport privately, once, and queues a mail', async () => {
    const fields = bookingFields(packageId);
    const headers = from();
    const res = await postBooking(
      fields,
      { bytes: PDF, name: 'passport.pdf', type: 'application/pdf' },
      headers,
    );
    expect(res.status).toBe(201);
    const again = await postBooking(
      fields,
      { bytes: PDF, name: 'passport.pdf', type: 'application/pdf' },
      headers,
    );
    expect(again.status).toBe(200);
    expect(await countDocs('bookings')).toBe(1);
    const stored = (await db().collection('bookings').doc(fields.submissionId).get()).data()!;
    expect(stored.status).toBe('new');
    expect(stored.packageTitle).toBe('Live Package');
    expect(stored.tripDate).toBe('2099-04-01');
    expect(stored.passport.path).toMatch(/^passports\/.+\.pdf$/);
    expect(stored.consentAt).toBeTruthy();
    expect(stored).not.toHaveProperty('consent');
    const mail = (await db().collection('mail').get()).docs.map((d) => d.data());
    expect(mail).toHaveLength(1);
    expect(mail[0]?.message.text).toContain('Live Package');
    expect(mail[0]?.message.text).not.toContain('%PDF');
    // Staff go from the mail straight to the booking, on the configured site, whatever Host
    // header the request carried.
    expect(mail[0]?.message.text).toContain(
      `http://localhost:5000/admin/bookings/${fields.submissionId}`,
    );
  });

  it('accepts a booking without a passport', async () => {
    const res = await postBooking(bookingFields(packageId), undefined, from());
    expect(res.status).toBe(201);
  });

  it('refuses an unpublished or unknown package', async () => {
    for (const id of [draftId, 'nope']) {
      const res = await postBooking(bookingFields(id), undefined, from());
      expect(res.status).toBe(400);
      expect(res.body.errors?.packageId).toBeTruthy();
    }
    expect(await countDocs('bookings')).toBe(0);
  });

  it('refuses a past preferred date, missing consent and 11 travellers with field errors', async () => {
    const res = await postBooking(
      bookingFields(packageId, {
        preferredDate: '2020-01-01',
        consent: 'false',
        numberOfTravelers: '11',
      }),
      undefined,
      from(),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual([
      'consent',
      'numberOfTravelers',
      'preferredDate',
    ]);
  });

  it('refuses a fake passport (text named .pdf) with 415 and an oversized one with 413', async () => {
    const fake = await postBooking(
      bookingFields(packageId),
      { bytes: Buffer.from('hello'), name: 'passport.pdf', type: 'application/pdf' },
      from(),
    );
    expect(fake.status).toBe(415);
    const big = await postBooking(
      bookingFields(packageId),
      {
        bytes: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
        name: 'big.pdf',
        type: 'application/pdf',
      },
      from(),
    );
    expect(big.status).toBe(413);
    expect(await countDocs('bookings')).toBe(0);
  });

  it('drops a filled honeypot silently', async () => {
    const res = await postBooking(bookingFields(packageId, { website: 'spam' }), undefined, from());
    expect(res.status).toBe(200);
    expect(await countDocs('bookings')).toBe(0);
  });

  it('refuses a JSON body: bookings are multipart', async () => {
    const res = await fetch(`${process.env.E2E_BASE_URL ?? 'http://localhost:5000'}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(bookingFields(packageId)),
    });
    expect(res.status).toBe(415);
  });
});
