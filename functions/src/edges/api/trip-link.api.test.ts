// "Send me my trip link": the same answer whatever the address (status, body, timing), a mail only
// to an address with a confirmed booking, and the public forms' throttles per address and mailbox.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Booking } from '@umrah/domain/model/bookings';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile } from '../../../test-support/admin-session';
import { cardAndEtransfer, putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import { anchorsOf, visibleTextOf } from '../../../test-support/mail-shape';
import { storeBooking } from '../../../test-support/seeded-bookings';
import { TRIP_LINK_ANSWER_MS } from './trip-link';

const KNOWN = 'amina@example.com';
const admin = adminForThisFile();
let reference = '';

beforeEach(async () => {
  await clearFirestore();
  // No balance due days: the agency's default.
  await putAgencySettings({ balanceDueDays: undefined, ...cardAndEtransfer });
  const departure = addDays(todayInTimeZone(), 90);
  const id = await storeBooking(departure, { email: KNOWN, language: 'fr' });
  const confirmed = await admin.request<Booking>('POST', `/api/admin/bookings/${id}/confirm`, {
    roomType: 'double',
    numberOfTravelers: 2,
    total: '9000.00',
    departureDate: departure,
    sendEmail: false,
  });
  reference = confirmed.body.payment?.reference ?? '';
  // A request that is not confirmed yet has no trip page: its address gets nothing.
  await storeBooking(departure, { email: 'waiting@example.com' });
});

let n = 0;
const visitor = () => `198.51.100.${++n % 250}`;

async function ask(fields: Record<string, string>, from = visitor()) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const started = Date.now();
  const res = await fetch(`${baseUrl}/api/trip-link`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { 'X-Forwarded-For': `${from}, 35.191.0.1` },
  });
  return {
    status: res.status,
    location: res.headers.get('location'),
    cache: res.headers.get('cache-control'),
    body: await res.text(),
    ms: Date.now() - started,
  };
}

async function tripMails() {
  return (await db().collection('mail').get()).docs
    .map(
      (d) => d.data() as { to: string; message: { subject: string; text: string; html: string } },
    )
    .filter((m) => /trip link|lien de votre voyage/.test(m.message.subject));
}

describe('send me my trip link', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await ask({ email: KNOWN, language: 'en' });
    const unknown = await ask({ email: 'nobody@example.com', language: 'en' });
    const waiting = await ask({ email: 'waiting@example.com', language: 'en' });
    for (const answer of [known, unknown, waiting]) {
      expect(answer.status).toBe(303);
      expect(answer.location).toBe('/trip?status=sent');
      expect(answer.cache).toBe('private, no-store');
      expect(answer.body).toBe(known.body);
      expect(answer.ms).toBeGreaterThanOrEqual(TRIP_LINK_ANSWER_MS - 50);
    }
    // Similar timing: no answer comes back much later than another.
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(TRIP_LINK_ANSWER_MS);

    const mails = await tripMails();
    expect(mails.map((m) => m.to)).toEqual([KNOWN]);
    // In the page's language; the link in the booking's (French) language, and it opens.
    expect(mails[0]?.message.subject).toBe('Your Umrah trip link - Noor');
    expect(mails[0]?.message.text).toContain(`Reference: ${reference}`);
    const link = /https?:\/\/\S+\/fr\/trip\/\S+/.exec(mails[0]?.message.text ?? '')?.[0] ?? '';
    // A button over the trip link, never the address itself; the agency's contacts below.
    const html = mails[0]?.message.html ?? '';
    expect(anchorsOf(html)).toContainEqual({ href: link, label: 'Open my trip page' });
    expect(visibleTextOf(html)).not.toContain(link);
    expect(visibleTextOf(html)).toContain('Questions? Contact Noor');
    const page = await fetch(`${baseUrl}${new URL(link).pathname}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(reference);
  });

  it('answers JSON callers the same way too', async () => {
    const post = async (email: string) => {
      const res = await fetch(`${baseUrl}/api/trip-link`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `${visitor()}, 35.191.0.1`,
        },
        body: JSON.stringify({ email }),
      });
      return { status: res.status, body: await res.text() };
    };
    const known = await post(KNOWN);
    expect(known.status).toBe(202);
    expect(await post('nobody@example.com')).toEqual(known);
    const bad = await post('not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('email');
  });

  it('sends a booking only for its own reference when one is given, in French from /fr/trip', async () => {
    const wrong = await ask({ email: KNOWN, reference: 'UMR-000000', language: 'fr' });
    expect(wrong.location).toBe('/fr/trip?status=sent');
    expect(await tripMails()).toHaveLength(0);
    const right = await ask({ email: KNOWN, reference: reference.toLowerCase(), language: 'fr' });
    expect(right).toMatchObject({ status: 303, location: '/fr/trip?status=sent' });
    const [mail] = await tripMails();
    expect(mail?.message.subject).toBe('Le lien de votre voyage d’Omra - Noor');
    expect(mail?.message.text).toContain(`Référence\u00a0: ${reference}`);
    expect(anchorsOf(mail?.message.html ?? '').map((a) => a.label)).toContain('Ouvrir mon voyage');
  });

  it('says what is wrong with an address that is none, whatever it is', async () => {
    expect(await ask({ email: 'nope', language: 'en' })).toMatchObject({
      status: 303,
      location: '/trip?status=invalid',
    });
  });

  it('is throttled per mailbox and per client address, for known and unknown addresses alike', async () => {
    // Five per mailbox an hour (the public forms' limit), from any address.
    for (const email of [KNOWN, 'nobody@example.com']) {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push((await ask({ email, language: 'en' })).location);
      expect(answers).toEqual([...Array(5).fill('/trip?status=sent'), '/trip?status=busy']);
    }
    expect((await tripMails()).length).toBe(5);
    // Ten per client address in ten minutes, whatever the mailbox.
    const from = '203.0.113.77';
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        (await ask({ email: `someone${i}@example.com`, language: 'en' }, from)).location,
      );
    }
    expect(answers.slice(0, 10).every((l) => l === '/trip?status=sent')).toBe(true);
    expect(answers[10]).toBe('/trip?status=busy');
  });
});
