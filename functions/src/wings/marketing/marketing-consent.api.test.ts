// Marketing consent end to end (issue 28, item 4): stored only when ticked, with its time and
// text version; the unsubscribe link works without signing in and refuses a tampered token; the
// admin export lists only the consenting addresses.
import { MARKETING_CONSENT_TEXT_VERSION } from '@umrah/domain/model/marketing';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { marketingContactId } from './store/marketing-contacts';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile, client } from '../../../test-support/admin-session';
import { baseUrl, clearFirestore, putDoc } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import {
  bookingFields,
  newSubmissionId,
  postBooking,
  postContact,
} from '../../../test-support/submissions';

const STAFF = 'bookings@agency.example';
let packageId = '';
const admin = adminForThisFile();
let ip = 0;
const from = () => ({ 'X-Forwarded-For': `198.51.100.${++ip % 250}` });

beforeEach(async () => {
  await clearFirestore();
  await db().collection('settings').doc('public').set({ email: STAFF, siteName: 'Noor Travels' });
  packageId = await putDoc('packages', aPackage({ slug: 'live', returnDate: '2099-04-01' }));
});

const contactOf = async (email: string) =>
  (await db().collection('marketingContacts').doc(marketingContactId(email)).get()).data();

/** The visitor's acknowledgement's text. */
async function acknowledgementTo(email: string): Promise<string> {
  const docs = (await db().collection('mail').where('to', '==', email).get()).docs;
  expect(docs).toHaveLength(1);
  return String(docs[0]?.get('message.text'));
}

const unsubscribeLinkIn = (text: string) =>
  /https?:\/\/\S+\/unsubscribe\/([\w-]+\.[\w-]+)/.exec(text)?.[1] ?? null;

async function sendMessage(email: string, extra: Record<string, unknown> = {}) {
  const body = {
    submissionId: newSubmissionId(),
    name: 'Amina',
    email,
    message: 'Salaam, dates for March?',
    ...extra,
  };
  const res = await postContact(body, from());
  expect(res.status).toBe(201);
  return body.submissionId;
}

describe('the news-and-offers consent', () => {
  it('is stored on a message, with the time and text version, only when ticked', async () => {
    const ticked = await sendMessage('Amina@Example.com', { marketingConsent: true });
    const plain = await sendMessage('bilal@example.com');
    const unticked = await sendMessage('chafia@example.com', { marketingConsent: false });

    const stored = (await db().collection('messages').doc(ticked).get()).data() ?? {};
    expect(stored['marketingConsent']).toMatchObject({
      given: true,
      textVersion: MARKETING_CONSENT_TEXT_VERSION,
    });
    expect(stored['marketingConsent'].at).toBeInstanceOf(Timestamp);
    for (const id of [plain, unticked]) {
      const data = (await db().collection('messages').doc(id).get()).data() ?? {};
      expect(data).not.toHaveProperty('marketingConsent');
    }

    expect(await contactOf('amina@example.com')).toMatchObject({
      email: 'amina@example.com',
      language: 'en',
      textVersion: MARKETING_CONSENT_TEXT_VERSION,
      source: 'contact',
      unsubscribedAt: null,
    });
    expect((await contactOf('amina@example.com'))?.['consentedAt']).toBeInstanceOf(Timestamp);
    expect(await contactOf('bilal@example.com')).toBeUndefined();
    expect(await contactOf('chafia@example.com')).toBeUndefined();
    expect((await db().collection('marketingContacts').get()).size).toBe(1);

    // Only the consenting visitor's acknowledgement carries the way out.
    expect(unsubscribeLinkIn(await acknowledgementTo('Amina@Example.com'))).not.toBeNull();
    expect(await acknowledgementTo('bilal@example.com')).not.toContain('unsubscribe');
  });

  it('is stored on a booking (multipart "true"), apart from the privacy consent', async () => {
    const ticked = bookingFields(packageId, { marketingConsent: 'true', language: 'fr' });
    const unticked = bookingFields(packageId);
    expect((await postBooking(ticked, undefined, from())).status).toBe(201);
    expect((await postBooking(unticked, undefined, from())).status).toBe(201);

    const booking = (await db().collection('bookings').doc(ticked.submissionId).get()).data();
    expect(booking?.['marketingConsent']).toMatchObject({
      given: true,
      textVersion: MARKETING_CONSENT_TEXT_VERSION,
    });
    expect(booking?.['consentAt']).toBeInstanceOf(Timestamp);
    const other = (await db().collection('bookings').doc(unticked.submissionId).get()).data();
    expect(other).not.toHaveProperty('marketingConsent');
    expect(await contactOf(ticked.email)).toMatchObject({ source: 'booking', language: 'fr' });
    expect(await contactOf(unticked.email)).toBeUndefined();

    // The French acknowledgement links to the French page.
    const text = await acknowledgementTo(ticked.email);
    expect(text).toMatch(/\/fr\/unsubscribe\/[\w-]+\.[\w-]+/);
  });
});

describe('/unsubscribe/{token}', () => {
  it('shows a confirm page, then unsubscribes by POST, without signing in, once', async () => {
    await sendMessage('amina@example.com', { marketingConsent: true });
    const token = unsubscribeLinkIn(await acknowledgementTo('amina@example.com')) ?? '';
    expect(token).not.toBe('');

    const page = await fetch(`${baseUrl}/unsubscribe/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const html = await page.text();
    expect(html).toContain('a•••a@example.com');
    expect(html).not.toContain('amina@example.com');
    expect(html).toContain(`action="/api/unsubscribe/${token}"`);

    const post = () =>
      fetch(`${baseUrl}/api/unsubscribe/${token}`, { method: 'POST', redirect: 'manual' });
    const first = await post();
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/unsubscribe/${token}?status=done`);
    const at = (await contactOf('amina@example.com'))?.['unsubscribedAt'];
    expect(at).toBeInstanceOf(Timestamp);

    // Again: the same answer, the first time kept.
    expect((await post()).status).toBe(303);
    expect((await contactOf('amina@example.com'))?.['unsubscribedAt']).toEqual(at);

    const done = await (await fetch(`${baseUrl}/unsubscribe/${token}?status=done`)).text();
    expect(done).toContain('unsubscribed');
  });

  it('refuses a tampered or unknown token and changes nothing', async () => {
    await sendMessage('amina@example.com', { marketingConsent: true });
    const token = unsubscribeLinkIn(await acknowledgementTo('amina@example.com')) ?? '';
    const [id = '', sig = ''] = token.split('.');
    const flipped = `${id}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const otherId = marketingContactId('someone@example.com');
    for (const bad of [flipped, `${otherId}.${sig}`, 'not-a-token']) {
      const res = await fetch(`${baseUrl}/api/unsubscribe/${bad}`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(res.status, bad).toBe(404);
      expect((await fetch(`${baseUrl}/unsubscribe/${bad}`)).status).toBe(404);
    }
    expect((await contactOf('amina@example.com'))?.['unsubscribedAt']).toBeNull();
  });

  it('lets a later ticked form subscribe the address again', async () => {
    await sendMessage('amina@example.com', { marketingConsent: true });
    const token = unsubscribeLinkIn(await acknowledgementTo('amina@example.com')) ?? '';
    await fetch(`${baseUrl}/api/unsubscribe/${token}`, { method: 'POST', redirect: 'manual' });
    expect((await contactOf('amina@example.com'))?.['unsubscribedAt']).toBeInstanceOf(Timestamp);
    // An unticked form changes nothing; a ticked one is a new consent.
    await sendMessage('Amina@example.com');
    expect((await contactOf('amina@example.com'))?.['unsubscribedAt']).toBeInstanceOf(Timestamp);
    const booking = bookingFields(packageId, {
      email: 'amina@example.com',
      marketingConsent: 'true',
    });
    expect((await postBooking(booking, undefined, from())).status).toBe(201);
    expect(await contactOf('amina@example.com')).toMatchObject({
      source: 'booking',
      unsubscribedAt: null,
    });
  });

  it('answers in French on the French page', async () => {
    await sendMessage('amina@example.com', { marketingConsent: true, language: 'fr' });
    const token = unsubscribeLinkIn(await acknowledgementTo('amina@example.com')) ?? '';
    const page = await (await fetch(`${baseUrl}/fr/unsubscribe/${token}`)).text();
    expect(page).toContain('lang="fr-CA"');
    expect(page).toContain(`action="/api/unsubscribe/${token}?lang=fr"`);
    const res = await fetch(`${baseUrl}/api/unsubscribe/${token}?lang=fr`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe(`/fr/unsubscribe/${token}?status=done`);
  });
});

describe('GET /api/admin/marketing-contacts/export', () => {
  it('lists only the consenting addresses, formula-safe, for admins only', async () => {
    await sendMessage('amina@example.com', { marketingConsent: true });
    await sendMessage('bilal@example.com', { marketingConsent: true });
    await sendMessage('chafia@example.com');
    // One who left, and one whose address would start a formula in a spreadsheet.
    await db()
      .collection('marketingContacts')
      .doc(marketingContactId('bilal@example.com'))
      .update({ unsubscribedAt: Timestamp.now() });
    await db().collection('marketingContacts').doc(marketingContactId('=cmd@example.com')).set({
      email: '=cmd@example.com',
      language: 'fr',
      consentedAt: Timestamp.now(),
      textVersion: MARKETING_CONSENT_TEXT_VERSION,
      source: 'booking',
      unsubscribedAt: null,
    });

    const res = await fetch(`${baseUrl}/api/admin/marketing-contacts/export`, {
      headers: { Cookie: `__session=${admin.cookie}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Email","Language","Consented at","Text version","Source"');
    const emails = lines.slice(1).map((l) => l.split(',')[0]);
    expect(emails.sort()).toEqual([`"'=cmd@example.com"`, '"amina@example.com"']);
    expect(lines.join('\n')).not.toContain('bilal');
    expect(lines.join('\n')).not.toContain('chafia');

    // Each export is audited: who took the list, and when.
    const audit = (await db().collection('auditLog').get()).docs.map((d) => d.data());
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'export news and offers list',
        actorUsername: admin.username,
        target: 'marketingContacts',
      }),
    );

    expect((await client().request('GET', '/api/admin/marketing-contacts/export')).status).toBe(
      401,
    );
  });
});
