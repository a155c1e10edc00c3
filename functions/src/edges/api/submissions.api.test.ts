import { SPAM_CHECK_FAILED } from '@umrah/domain/model/constants';
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { clearFirestore, countDocs, getJson, putDoc } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import {
  PDF,
  bookingFields,
  newSubmissionId,
  postBooking,
  postContact,
  withoutSolution,
} from '../../../test-support/submissions';
import { quickSolution, solvedChallenge } from '../../../test-support/spam-check';

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
    // The staff's mail (the visitor's acknowledgement is tested in notifications/).
    const mail = (
      await db().collection('mail').where('to', '==', 'bookings@agency.example').get()
    ).docs.map((d) => d.data());
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
  // The address and email limits: submission-limits.api.test.ts.
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
    // The retry is a new request from the form: a new spam-check solution, the same id.
    const again = await postBooking(
      { ...fields, altcha: quickSolution('booking') },
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
    // The staff's mail (the visitor's acknowledgement is tested in notifications/).
    const mail = (
      await db().collection('mail').where('to', '==', 'bookings@agency.example').get()
    ).docs.map((d) => d.data());
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
    expect(((await res.json()) as { code: string }).code).toBe('multipart_expected');
  });
});

describe('spam check (proof-of-work)', () => {
  const message = () => ({
    submissionId: newSubmissionId(),
    name: 'Omar',
    email: 'omar@example.com',
    message: 'Salaam, dates for March?',
  });

  it('GET /api/challenge answers a signed challenge, never cached, without the key', async () => {
    const res = await getJson<Record<string, unknown>>('/api/challenge?form=contact');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(Object.keys(res.body).sort()).toEqual([
      'algorithm',
      'challenge',
      'maxnumber',
      'salt',
      'signature',
    ]);
    expect(res.body.algorithm).toBe('SHA-256');
    expect(String(res.body.salt)).toMatch(/\?form=contact&expires=\d+&$/);
  });

  it('GET /api/challenge names its form: none or another is a clear 400', async () => {
    for (const query of ['', '?form=', '?form=admin', '?form=contact&form=booking']) {
      const res = await getJson<{ code: string; message: string }>(`/api/challenge${query}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('challenge_form_unknown');
      expect(res.body.message).toBe('Invalid input: form must be contact, booking or privacy');
    }
  });

  it('a solution made for one form cannot be spent on the other', async () => {
    const forContact = await solvedChallenge('contact');
    const onBooking = await postBooking(
      bookingFields(packageId, { altcha: forContact }),
      undefined,
      from(),
    );
    expect(onBooking.status).toBe(400);
    expect(onBooking.body.message).toBe(SPAM_CHECK_FAILED);
    const onContact = await postContact({ ...message(), altcha: quickSolution('booking') }, from());
    expect(onContact.status).toBe(400);
    expect(onContact.body.message).toBe(SPAM_CHECK_FAILED);
    expect(await countDocs('bookings')).toBe(0);
    expect(await countDocs('messages')).toBe(0);
    // Refused before it was used: it still works on its own form.
    expect((await postContact({ ...message(), altcha: forContact }, from())).status).toBe(201);
  });

  it('refuses a contact message without a solution: 400, nothing stored, nothing counted', async () => {
    const res = await postContact({ ...message(), altcha: undefined }, from());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SPAM_CHECK_FAILED);
    expect(await countDocs('messages')).toBe(0);
    expect(await countDocs('mail')).toBe(0);
    expect(await countDocs('submissionThrottles')).toBe(0);
  });

  it('refuses a booking without a solution, or with a forged one', async () => {
    const fields = [
      withoutSolution(bookingFields(packageId)),
      bookingFields(packageId, { altcha: 'forged' }),
      bookingFields(packageId, { altcha: quickSolution('booking', -60_000) }),
    ];
    for (const body of fields) {
      const res = await postBooking(body, undefined, from());
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(SPAM_CHECK_FAILED);
    }
    expect(await countDocs('bookings')).toBe(0);
    expect(await countDocs('mail')).toBe(0);
  });

  it('accepts a solved challenge once; the same solution again is refused', async () => {
    const altcha = await solvedChallenge('contact');
    const first = await postContact({ ...message(), altcha }, from());
    expect(first.status).toBe(201);
    const replay = await postContact({ ...message(), altcha }, from());
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(SPAM_CHECK_FAILED);
    expect(await countDocs('messages')).toBe(1);
    expect(await countDocs('mail')).toBe(2); // staff's and the visitor's acknowledgement

    const booking = await solvedChallenge('booking');
    expect(
      (await postBooking(bookingFields(packageId, { altcha: booking }), undefined, from())).status,
    ).toBe(201);
    const again = await postBooking(
      bookingFields(packageId, { altcha: booking }),
      undefined,
      from(),
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(SPAM_CHECK_FAILED);
    expect(await countDocs('bookings')).toBe(1);
  });

  it('keeps used challenges and throttle counts only until they expire (TTL on expireAt)', async () => {
    const before = Date.now();
    expect((await postContact(message(), from())).status).toBe(201);
    const [used] = (await db().collection('usedChallenges').get()).docs;
    const usedUntil = (used?.get('expireAt') as Timestamp).toMillis();
    expect(usedUntil).toBeGreaterThan(before + 9 * 60_000);
    expect(usedUntil).toBeLessThanOrEqual(before + 10 * 60_000 + 1000);
    const [throttle] = (
      await db().collection('submissionThrottles').where('kind', '==', 'address').get()
    ).docs;
    const throttleUntil = (throttle?.get('expireAt') as Timestamp).toMillis();
    // Windows follow the clock (ten-minute windows end on the ten minutes).
    expect(throttleUntil).toBeGreaterThan(before);
    expect(throttleUntil).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    expect(throttleUntil % 600_000).toBe(0);
  });

  it(
    'a flood from forged addresses without solutions stores nothing and mails no one',
    { timeout: 180_000 },
    async () => {
      const statuses = new Map<number, number>();
      const posts = Array.from({ length: 1000 }, (_, i) => {
        const forged = {
          'X-Forwarded-For': `198.51.${i >> 8}.${i & 255}`,
          'fastly-client-ip': `192.0.2.${i % 250}`,
        };
        return () =>
          i % 2 === 0
            ? postContact({ ...message(), altcha: undefined }, forged)
            : postBooking(
                withoutSolution(bookingFields(packageId)),
                { bytes: PDF, name: 'passport.pdf', type: 'application/pdf' },
                forged,
              );
      });
      // Ten at a time, as a script would.
      for (let i = 0; i < posts.length; i += 10) {
        for (const res of await Promise.all(posts.slice(i, i + 10).map((post) => post())))
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
      expect(Object.fromEntries(statuses)).toEqual({ 400: 1000 });
      expect(await countDocs('messages')).toBe(0);
      expect(await countDocs('bookings')).toBe(0);
      expect(await countDocs('mail')).toBe(0);
      expect(await countDocs('submissionThrottles')).toBe(0);
      expect(await countDocs('usedChallenges')).toBe(0);
    },
  );
});
