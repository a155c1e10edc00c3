// The limits that keep a flood of valid-looking submissions from reaching the agency: the client
// address as the platform's proxies report it (a forged X-Forwarded-For entry is not a new
// address), the per-email limit, and the hourly cap on staff mails with its one summary mail.
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { hourStartOf } from '../../platform/mail/mail-caps';
import { runStaffMailSummary } from '../jobs/staff-mail-summary';
import { clearFirestore, countDocs, putDoc } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import {
  PDF,
  bookingFields,
  newSubmissionId,
  postBooking,
  postContact,
} from '../../../test-support/submissions';

const STAFF = 'bookings@agency.example';
let packageId = '';

beforeEach(async () => {
  await clearFirestore();
  await db().collection('settings').doc('public').set({ email: STAFF });
  packageId = await putDoc('packages', aPackage({ slug: 'live', returnDate: '2099-04-01' }));
});

let n = 0;
/** As a request arrives through Hosting: [what the client wrote,] the visitor, the CDN's edge. */
const throughHosting = (visitor: string, forged?: string) => ({
  'X-Forwarded-For': [forged, visitor, '35.191.0.1'].filter(Boolean).join(', '),
});
const freshVisitor = () => throughHosting(`203.0.113.${++n % 250}`);
const message = (email = `visitor${++n}@example.com`) => ({
  submissionId: newSubmissionId(),
  name: 'Omar',
  email,
  message: 'Salaam, dates for March?',
});

/** Runs the posts ten at a time, as a script would, and counts the answers by status. */
async function statusesOf(posts: (() => Promise<{ status: number }>)[]) {
  const statuses: Record<number, number> = {};
  for (let i = 0; i < posts.length; i += 10) {
    for (const res of await Promise.all(posts.slice(i, i + 10).map((post) => post())))
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }
  return statuses;
}

/** The mails to the agency (visitors get their own acknowledgements). */
async function staffMails() {
  return (await db().collection('mail').where('to', '==', STAFF).get()).docs.map((d) => d.data());
}

/** Near the end of an hour the cap's counts would split over two hours: wait for the next. */
async function awayFromHourEnd(): Promise<void> {
  const left = hourStartOf(Date.now()) + 3_600_000 - Date.now();
  if (left < 90_000) await new Promise((resolve) => setTimeout(resolve, left + 1000));
}

describe('the client address', () => {
  it('is the entry the CDN appended: a forged X-Forwarded-For entry does not make a new address', async () => {
    const posts = Array.from(
      { length: 11 },
      (_, i) => () => postContact(message(), throughHosting('198.51.100.77', `10.9.${i}.1`)),
    );
    // One at a time, so the eleventh is the one over the limit of ten per ten minutes.
    const statuses = [];
    for (const post of posts) statuses.push((await post()).status);
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    expect(await countDocs('messages')).toBe(10);
  });

  it('visitors behind different addresses are counted apart', async () => {
    const statuses = await statusesOf(
      Array.from({ length: 12 }, () => () => postContact(message(), freshVisitor())),
    );
    expect(statuses).toEqual({ 201: 12 });
  });
});

describe('the per-email limit', () => {
  it('takes five submissions per mailbox an hour, however the address is spelled', async () => {
    const spellings = [
      'Mariam@Example.com',
      'mariam@example.com',
      'mariam+1@example.com',
      'MARIAM+umrah@example.com',
      'mariam@example.com',
    ];
    for (const email of spellings) {
      expect((await postContact(message(email), freshVisitor())).status).toBe(201);
    }
    const sixth = await postBooking(
      bookingFields(packageId, { email: 'mariam+2@example.com' }),
      { bytes: PDF, name: 'passport.pdf', type: 'application/pdf' },
      freshVisitor(),
    );
    expect(sixth.status).toBe(429);
    expect(sixth.body.errors?.email).toBe(
      'Too many submissions with this email address. Please try again in an hour.',
    );
    expect(await countDocs('bookings')).toBe(0);
    // Another mailbox is not affected.
    expect((await postContact(message('yusuf@example.com'), freshVisitor())).status).toBe(201);
  });

  it('counts every Gmail spelling of one inbox as that inbox', async () => {
    const spellings = [
      'victim@gmail.com',
      'v.i.c.t.i.m@gmail.com',
      'Vic.Tim+1@GMAIL.COM',
      'victim@googlemail.com',
      'vic.tim+refund@googlemail.com',
      'victim+6@gmail.com',
    ];
    const statuses = [];
    for (const email of spellings)
      statuses.push((await postContact(message(email), freshVisitor())).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const acknowledgements = (await db().collection('mail').where('to', '!=', STAFF).get()).size;
    expect(acknowledgements).toBe(5);
  });

  it('refuses a flood on one mailbox at once, without slowing other visitors', async () => {
    const flood = Array.from(
      { length: 40 },
      () => () => postContact(message('flooded@example.com'), freshVisitor()),
    );
    const others = Array.from({ length: 10 }, () => () => postContact(message(), freshVisitor()));
    const started = Date.now();
    const answers = await Promise.all([...flood, ...others].map((post) => post()));
    const took = Date.now() - started;
    const floodStatuses: Record<number, number> = {};
    for (const { status } of answers.slice(0, 40))
      floodStatuses[status] = (floodStatuses[status] ?? 0) + 1;
    expect(floodStatuses).toEqual({ 201: 5, 429: 35 });
    expect(answers.slice(40).map((a) => a.status)).toEqual(Array<number>(10).fill(201));
    expect(await countDocs('messages')).toBe(15);
    // Fifty at once on the emulator; under one mailbox lock they took many seconds.
    expect(took).toBeLessThan(20_000);
  });

  it('refuses a mailbox it refused before on what is stored, not on memory alone', async () => {
    const mailbox = 'remembered@example.com';
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await postContact(message(mailbox), freshVisitor())).status);
    // The seventh meets an instance that remembers the window full: the same refusal.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const again = await postContact(message(mailbox), freshVisitor());
    expect(again.status).toBe(429);
    expect(again.body.errors?.email).toBe(
      'Too many submissions with this email address. Please try again in an hour.',
    );
    // The window's documents gone (as tests clear them): the mailbox is taken again at once.
    await clearFirestore();
    await db().collection('settings').doc('public').set({ email: STAFF });
    expect((await postContact(message(mailbox), freshVisitor())).status).toBe(201);
    expect(await countDocs('messages')).toBe(1);
  });

  it('keeps its counts only as hashes, with an expiry for the TTL policy', async () => {
    await postContact(message('private.person@example.com'), freshVisitor());
    const docs = (await db().collection('submissionThrottles').get()).docs;
    expect(docs).toHaveLength(2); // one for the address, one for the mailbox
    for (const doc of docs) {
      expect(JSON.stringify(doc.data())).not.toContain('private.person');
      expect(doc.id).not.toContain('203.0.113');
      expect(doc.get('expireAt')).toBeDefined();
      const windowMs =
        (doc.get('expireAt') as Timestamp).toMillis() -
        (doc.get('windowStart') as Timestamp).toMillis();
      expect(windowMs).toBe(doc.get('kind') === 'email' ? 3_600_000 : 600_000);
    }
  });
});

/** The visitors' acknowledgements (every mail not to the agency). */
async function acknowledgements() {
  return (await db().collection('mail').where('to', '!=', STAFF).get()).docs.map((d) => d.data());
}

describe('the hourly caps on acknowledgements', () => {
  it('mails one recipient domain at most ten acknowledgements an hour, and says so after it', async () => {
    await awayFromHourEnd();
    const statuses = [];
    const emailed = [];
    for (let i = 0; i < 12; i++) {
      const res = await postContact(message(`person${i}@victim-corp.example`), freshVisitor());
      statuses.push(res.status);
      emailed.push((res.body as { emailed?: boolean }).emailed);
    }
    expect(statuses).toEqual(Array<number>(12).fill(201));
    // The page says whether a copy went out (the confirmation never claims one wrongly).
    expect(emailed).toEqual([...Array<boolean>(10).fill(true), false, false]);
    expect(await countDocs('messages')).toBe(12);
    const sent = await acknowledgements();
    expect(sent).toHaveLength(10);
    // Another domain is not affected.
    expect((await postContact(message('someone@elsewhere.example'), freshVisitor())).status).toBe(
      201,
    );
    expect(await acknowledgements()).toHaveLength(11);
    // Staff were mailed about every submission, and after the hour hear what was held.
    expect(await staffMails()).toHaveLength(13);
    expect(await runStaffMailSummary(Date.now() + 3_600_000)).toBe(1);
    const summary = (await staffMails()).find((m) => /held back/.test(m.message.subject));
    expect(summary?.message.subject).toBe('2 acknowledgements to visitors held back');
    expect(summary?.message.text).toContain('Acknowledgements held back: 2');
    expect(summary?.message.text).toContain('Acknowledgements sent: 11');
  });

  it('mails at most thirty acknowledgements an hour in all', async () => {
    await awayFromHourEnd();
    for (let i = 0; i < 33; i++) {
      const res = await postContact(message(`visitor@domain${i}.example`), freshVisitor());
      expect(res.status).toBe(201);
    }
    expect(await countDocs('messages')).toBe(33);
    expect(await acknowledgements()).toHaveLength(30);
  });
});

describe('the hourly cap on staff mails', () => {
  it('stores a flood past the cap, mails staff only up to it, then sends one summary', async () => {
    await awayFromHourEnd();
    // 30 valid submissions from 30 addresses and 30 mailboxes: every other check lets them in.
    const statuses = await statusesOf(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0
          ? () =>
              postBooking(
                bookingFields(packageId, { email: `pilgrim${++n}@example.com` }),
                { bytes: PDF, name: 'passport.pdf', type: 'application/pdf' },
                freshVisitor(),
              )
          : () => postContact(message(), freshVisitor()),
      ),
    );
    expect(statuses).toEqual({ 201: 30 });
    expect((await countDocs('messages')) + (await countDocs('bookings'))).toBe(30);
    // The cap (STAFF_MAIL_HOURLY_CAP, default 20); each visitor still gets an acknowledgement.
    expect(await staffMails()).toHaveLength(20);

    // The hour still runs: no summary yet.
    expect(await runStaffMailSummary()).toBe(0);
    // After the hour: exactly one summary, however often the job runs.
    const later = Date.now() + 3_600_000;
    expect(await runStaffMailSummary(later)).toBe(1);
    expect(await runStaffMailSummary(later)).toBe(0);
    const mails = await staffMails();
    expect(mails).toHaveLength(21);
    const summary = mails.find((m) => /arrived without a mail/.test(m.message.subject));
    expect(summary).toMatchObject({
      to: STAFF,
      message: { subject: '10 more website submissions arrived without a mail' },
    });
    expect(summary?.message.text).toContain('Arrived without a mail: 10');
  });
});
