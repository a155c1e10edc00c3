// Messages to a departure's group through the emulator stack: recipients by audience (cancelled
// bookings never), one mail per booking in its language through the mail collection, the preview
// from the same builder, the daily limit with its reset time, the send stored with its recipients
// and shown in the booking's messages and on its trip page; and the pilgrim's message from the
// trip page: stored with the booking, in the inbox, with the staff's mail, limited per booking.
import { addDays, addMonths, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Departure } from '@umrah/domain/model/departures';
import {
  GROUP_MESSAGE_DAILY_LIMIT,
  TRIP_MESSAGE_HOURLY_LIMIT,
  type BookingMessages,
  type GroupMessage,
  type GroupMessagePreview,
  type GroupRecipient,
} from '@umrah/domain/model/group-messages';
import type { ContactMessage } from '@umrah/domain/model/messages';
import { describeAuditEntry, type AuditFacts } from '@umrah/domain/model/audit-log';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile, client, nonAdminCookie } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import { aBookingOn, seedDeparture } from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
const today = todayInTimeZone();
const departureDate = addDays(today, 90);
const returnDate = addDays(departureDate, 14);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings({ phone: '+1 416 555 0100' });
});

const aDeparture = () => seedDeparture(admin, { departureDate, returnDate });

/** A booking of one traveller: stored as a request, or confirmed and paid (all, or a deposit). */
const aBooking = (
  d: Departure,
  overrides: Record<string, unknown>,
  paid: 'paid' | 'deposit' | 'unconfirmed',
) => aBookingOn(admin, d, { travellers: 1, sendEmail: true, paid, overrides });

/** A traveller every rule finds ready for this departure. */
const readyTraveller = {
  givenNames: 'Amina',
  surname: 'Diallo',
  dateOfBirth: '1985-04-12',
  sex: 'F',
  nationality: 'CAN',
  passportNumber: 'HK123456',
  passportIssuingCountry: 'CAN',
  passportIssueDate: '2022-01-10',
  passportExpiryDate: addMonths(returnDate, 6),
  vaccinationDate: addDays(today, -30),
  vaccineType: 'conjugate',
  emergencyContact: { name: 'Yusuf Diallo', phone: '+1 416 555 0199' },
  visaStatus: 'issued',
  visaNumber: '6012345678',
  documents: { passportScan: true, vaccinationCertificate: true, photo: true },
};

/**
 * The group: Amina (French, paid, ready), Bilal (deposit paid, not ready), Chloé (cancelled),
 * Dawud (a request not confirmed yet: neither paid nor ready), Esma (on the waiting list).
 */
async function aGroup() {
  const d = await aDeparture();
  const amina = await aBooking(
    d,
    { fullName: 'Amina Diallo', email: 'amina@example.com', language: 'fr' },
    'paid',
  );
  const ready = await admin.request<{ ready: boolean }>(
    'PUT',
    `/api/admin/bookings/${amina}/travellers/1`,
    readyTraveller,
  );
  expect(ready.body.ready, JSON.stringify(ready.body)).toBe(true);
  const bilal = await aBooking(
    d,
    { fullName: 'Bilal Khan', email: 'bilal@example.com' },
    'deposit',
  );
  const chloe = await aBooking(
    d,
    { fullName: 'Chloé Martin', email: 'chloe@example.com', status: 'cancelled' },
    'unconfirmed',
  );
  const dawud = await aBooking(
    d,
    { fullName: 'Dawud Ali', email: 'dawud@example.com', phone: '' },
    'unconfirmed',
  );
  const esma = await aBooking(
    d,
    { fullName: 'Esma Yilmaz', email: 'esma@example.com', waitingList: true },
    'unconfirmed',
  );
  return { d, amina, bilal, chloe, dawud, esma };
}

const texts = {
  en: { subject: 'New flight time', body: 'Our flight now leaves at 18:00.\nMeet at door B.' },
  fr: { subject: 'Nouvel horaire de vol', body: 'Notre vol part maintenant à 18 h.' },
};

const send = (departureId: string, audience: string, body: object = texts) =>
  admin.request<GroupMessage & { code?: string; message?: string }>(
    'POST',
    `/api/admin/departures/${departureId}/messages`,
    { texts: body, audience },
  );

interface StoredMail {
  to: string;
  message: { subject: string; text: string; html: string };
}

const mailsWithSubject = async (subject: string) =>
  (await db().collection('mail').where('message.subject', '==', subject).get()).docs.map(
    (d) => d.data() as StoredMail,
  );

const emails = (recipients: GroupRecipient[]) => recipients.map((r) => r.email);

describe('a message to a departure’s group', () => {
  it('previews each language’s mail and lists the recipients: confirmed bookings by default, with the count of each group', async () => {
    const { d, amina } = await aGroup();
    // No audience chosen: the people who travel, never the request nor the waiting list.
    const res = await admin.request<GroupMessagePreview>(
      'POST',
      `/api/admin/departures/${d.id}/messages/preview`,
      { texts },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(emails(res.body.recipients)).toEqual(['amina@example.com', 'bilal@example.com']);
    expect(res.body.counts).toEqual({ confirmed: 2, requests: 1, waitingList: 1 });
    expect(res.body.mails.en.subject).toBe('New flight time');
    expect(res.body.mails.en.text).toContain('Our flight now leaves at 18:00.\nMeet at door B.');
    expect(res.body.mails.fr.subject).toBe('Nouvel horaire de vol');
    // The French mail as Amina gets it: her reference and her trip page in French.
    const reference = (await db().collection('bookings').doc(amina).get()).get(
      'payment.reference',
    ) as string;
    expect(res.body.mails.fr.text).toContain(`Votre réservation\u00a0: ${reference}`);
    expect(res.body.mails.fr.text).toMatch(/\/fr\/trip\//);
    expect(res.body.limit).toMatchObject({ sentToday: 0, dailyLimit: GROUP_MESSAGE_DAILY_LIMIT });
    // A preview sends nothing.
    expect(await mailsWithSubject('New flight time')).toEqual([]);
    expect((await db().collection('groupMessages').get()).size).toBe(0);
  });

  it('sends one mail per booking in its language, and stores the send with its recipients', async () => {
    const { d, amina, bilal } = await aGroup();
    const res = await send(d.id, 'confirmed');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.recipients.map((r) => r.bookingId)).toEqual([amina, bilal]);

    const english = await mailsWithSubject('New flight time');
    expect(english.map((m) => m.to).sort()).toEqual(['bilal@example.com']);
    expect(english[0]?.message.html).toContain('Meet at door B.');
    const french = await mailsWithSubject('Nouvel horaire de vol');
    expect(french.map((m) => m.to)).toEqual(['amina@example.com']);
    expect(french[0]?.message.text).toContain('Notre vol part maintenant à 18 h.');
    for (const to of ['chloe@example.com', 'dawud@example.com', 'esma@example.com']) {
      expect(await db().collection('mail').where('to', '==', to).get()).toHaveProperty('size', 0);
    }

    const stored = (await db().collection('groupMessages').get()).docs.map((s) => s.data());
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      departureId: d.id,
      audience: 'confirmed',
      texts,
      recipientIds: [amina, bilal],
      sentBy: admin.username,
    });
    expect(emails(stored[0]?.recipients as GroupRecipient[])).toEqual([
      'amina@example.com',
      'bilal@example.com',
    ]);

    const past = await admin.request<{ sends: GroupMessage[]; limit: { sentToday: number } }>(
      'GET',
      `/api/admin/departures/${d.id}/messages`,
    );
    expect(past.body.sends.map((s) => s.texts.en.subject)).toEqual(['New flight time']);
    expect(past.body.limit.sentToday).toBe(1);
  });

  it('sends to requests or the waiting list only when chosen, and refuses the old "every booking"', async () => {
    const { d, dawud, esma } = await aGroup();
    const requests = await send(d.id, 'requests');
    expect(requests.status, JSON.stringify(requests.body)).toBe(201);
    expect(requests.body.recipients.map((r) => r.bookingId)).toEqual([dawud]);
    const waiting = await send(d.id, 'waiting-list');
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(201);
    expect(waiting.body.recipients.map((r) => r.bookingId)).toEqual([esma]);
    expect((await mailsWithSubject('New flight time')).map((m) => m.to).sort()).toEqual([
      'dawud@example.com',
      'esma@example.com',
    ]);
    expect((await send(d.id, 'all')).status).toBe(400);
  });

  it('sends only to the confirmed bookings not paid in full, or only to those not ready', async () => {
    const { d, bilal } = await aGroup();
    const notPaid = await send(d.id, 'not-paid');
    expect(notPaid.status, JSON.stringify(notPaid.body)).toBe(201);
    expect(notPaid.body.recipients.map((r) => r.bookingId)).toEqual([bilal]);

    const notReady = await send(d.id, 'not-ready', {
      en: { subject: 'Documents missing', body: 'Please upload your documents.' },
      fr: { subject: 'Documents manquants', body: 'Veuillez téléverser vos documents.' },
    });
    expect(notReady.status, JSON.stringify(notReady.body)).toBe(201);
    expect(notReady.body.recipients.map((r) => r.bookingId)).toEqual([bilal]);
    expect((await mailsWithSubject('Documents missing')).map((m) => m.to).sort()).toEqual([
      'bilal@example.com',
    ]);
    expect(await mailsWithSubject('Documents manquants')).toEqual([]);
  });

  it('refuses a send past the daily limit, naming when it resets, and writes nothing', async () => {
    const { d } = await aGroup();
    for (let i = 0; i < GROUP_MESSAGE_DAILY_LIMIT; i++) {
      expect((await send(d.id, 'not-paid')).status).toBe(201);
    }
    const mailsBefore = (await db().collection('mail').get()).size;
    const refused = await send(d.id, 'confirmed');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('group_message_daily_limit');
    expect(refused.body.message).toMatch(/resets at \d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await db().collection('groupMessages').get()).size).toBe(GROUP_MESSAGE_DAILY_LIMIT);
    expect((await db().collection('mail').get()).size).toBe(mailsBefore);
  });

  it('refuses bad input by field, and an audience nobody matches', async () => {
    const { d } = await aGroup();
    const bad = await send(d.id, 'confirmed', { en: texts.en, fr: { subject: '', body: 'x' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Subject (French) is required');
    const other = await aDeparture();
    const none = await send(other.id, 'confirmed');
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('group_message_no_recipients');
    expect((await send('nope', 'confirmed')).status).toBe(404);
  });

  it('shows in the booking’s messages and on its trip page, in its language', async () => {
    const { d, amina } = await aGroup();
    expect((await send(d.id, 'confirmed')).status).toBe(201);
    const history = await admin.request<BookingMessages>(
      'GET',
      `/api/admin/bookings/${amina}/messages`,
    );
    expect(history.status).toBe(200);
    expect(history.body.groupMessages).toHaveLength(1);
    expect(history.body.groupMessages[0]).toMatchObject({
      texts,
      email: 'amina@example.com',
      sentBy: admin.username,
    });

    const link = await tripLinkOf('amina@example.com');
    const page = await fetch(`${baseUrl}${new URL(link).pathname}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Nouvel horaire de vol');
    expect(html).toContain('Notre vol part maintenant à 18 h.');
    expect(html).not.toContain('New flight time');
  });

  it('is found by a privacy search, and an erasure empties the person’s line only', async () => {
    const { d, amina, bilal } = await aGroup();
    const sent = await send(d.id, 'confirmed');
    const search = await admin.request<{ records: { kind: string; id: string }[] }>(
      'GET',
      `/api/admin/privacy/search?email=${encodeURIComponent('amina@example.com')}`,
    );
    expect(search.status).toBe(200);
    expect(search.body.records.filter((r) => r.kind === 'groupMessages')).toMatchObject([
      { id: `${sent.body.id}/${amina}` },
    ]);
    const erased = await admin.request<{ erased: Record<string, number> }>(
      'POST',
      '/api/admin/privacy/erase',
      // Her confirmed trip is ahead: the erasure cancels it, with the reason it asks.
      { email: 'amina@example.com', reason: 'She asked to be forgotten' },
    );
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.erased).toMatchObject({ groupMessages: 1 });
    const stored = (await db().collection('groupMessages').doc(sent.body.id).get()).data();
    const lines = stored?.['recipients'] as GroupRecipient[];
    expect(lines.find((r) => r.bookingId === amina)).toMatchObject({
      name: '[erased]',
      email: '',
      phone: '',
    });
    expect(lines.find((r) => r.bookingId === bilal)?.email).toBe('bilal@example.com');
    expect(stored?.['texts']).toEqual(texts);
  });

  it('is for admins only', async () => {
    const { d, amina } = await aGroup();
    const routes: [string, string][] = [
      ['GET', `/api/admin/departures/${d.id}/messages`],
      ['POST', `/api/admin/departures/${d.id}/messages/preview`],
      ['POST', `/api/admin/departures/${d.id}/messages`],
      ['GET', `/api/admin/bookings/${amina}/messages`],
      ['POST', `/api/admin/bookings/${amina}/messages/m1/replies`],
    ];
    const signedIn = client(await nonAdminCookie());
    for (const [method, path] of routes) {
      const body = method === 'GET' ? undefined : { texts, audience: 'confirmed' };
      expect((await client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await signedIn.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await db().collection('groupMessages').get()).size).toBe(0);
  });
});

/** The trip link in the confirmation mail to an address. */
async function tripLinkOf(to: string): Promise<string> {
  const mails = (await db().collection('mail').where('to', '==', to).get()).docs
    .map((d) => d.data() as StoredMail & { createdAt: { toMillis(): number } })
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
  for (const mail of mails) {
    const match = /https?:\/\/\S+\/trip\/\S+/.exec(mail.message.text);
    if (match) return match[0];
  }
  return '';
}

const tokenOf = (link: string) => link.split('/trip/')[1] ?? '';

const writeToAgency = (token: string, body: unknown, lang = 'en') =>
  client().request<{ id?: string; code?: string; message?: string; errors?: object }>(
    'POST',
    `/api/trip/${token}/messages?lang=${lang}`,
    body,
  );

describe('a message from the pilgrim’s trip page', () => {
  it('is stored with the booking, shown in the inbox and the booking’s messages, and mailed to staff', async () => {
    const { amina } = await aGroup();
    const token = tokenOf(await tripLinkOf('amina@example.com'));
    const res = await writeToAgency(token, { message: '  Can my mother sit with me?  ' }, 'fr');
    expect(res.status, JSON.stringify(res.body)).toBe(201);

    const reference = (await db().collection('bookings').doc(amina).get()).get(
      'payment.reference',
    ) as string;
    const inbox = await admin.request<ContactMessage[]>('GET', '/api/admin/messages');
    expect(inbox.body).toHaveLength(1);
    expect(inbox.body[0]).toMatchObject({
      bookingId: amina,
      bookingReference: reference,
      name: 'Amina Diallo',
      email: 'amina@example.com',
      message: 'Can my mother sit with me?',
      language: 'fr',
      read: false,
    });
    const history = await admin.request<BookingMessages>(
      'GET',
      `/api/admin/bookings/${amina}/messages`,
    );
    expect(history.body.pilgrimMessages.map((m) => m.message)).toEqual([
      'Can my mother sit with me?',
    ]);
    const staff = (
      await db().collection('mail').where('to', '==', 'staff@agency.example').get()
    ).docs.map((d) => d.data() as StoredMail);
    expect(staff.map((m) => m.message.subject)).toEqual([
      `New message from Amina Diallo (${reference})`,
    ]);
    expect(staff[0]?.message.text).toContain('Can my mother sit with me?');
    expect(staff[0]?.message.text).toContain(`/admin/bookings/${amina}`);
  });

  it('answers the page’s plain form with a 303 back to the page', async () => {
    await aGroup();
    const token = tokenOf(await tripLinkOf('bilal@example.com'));
    const form = new FormData();
    form.set('message', 'Which terminal?');
    const res = await fetch(`${baseUrl}/api/trip/${token}/messages?lang=en`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/trip/${token}?message=sent#write-us`);
    const empty = new FormData();
    empty.set('message', ' ');
    const refused = await fetch(`${baseUrl}/api/trip/${token}/messages?lang=fr`, {
      method: 'POST',
      body: empty,
      redirect: 'manual',
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(`/fr/trip/${token}?message=invalid#write-us`);
    expect((await db().collection('messages').get()).size).toBe(1);
  });

  it('refuses a tampered token, an empty or too long message, and too many in an hour', async () => {
    await aGroup();
    const token = tokenOf(await tripLinkOf('amina@example.com'));
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await writeToAgency(tampered, { message: 'Hello' })).status).toBe(404);

    const empty = await writeToAgency(token, { message: '' }, 'fr');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body.errors)).toMatch(/Message/);
    const long = await writeToAgency(token, { message: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect((await db().collection('messages').get()).size).toBe(0);

    for (let i = 0; i < TRIP_MESSAGE_HOURLY_LIMIT; i++) {
      expect((await writeToAgency(token, { message: `Question ${i}` })).status).toBe(201);
    }
    const busy = await writeToAgency(token, { message: 'One more' });
    expect(busy.status).toBe(429);
    expect(busy.body.code).toBe('too_many_trip_messages');
    expect((await db().collection('messages').get()).size).toBe(TRIP_MESSAGE_HOURLY_LIMIT);
    // Another booking's page is not held back by this one's.
    const other = tokenOf(await tripLinkOf('bilal@example.com'));
    expect((await writeToAgency(other, { message: 'Hello' })).status).toBe(201);
  });
});

const reply = (bookingId: string, messageId: string, body: unknown) =>
  admin.request<ContactMessage & { code?: string; errors?: object }>(
    'POST',
    `/api/admin/bookings/${bookingId}/messages/${messageId}/replies`,
    body,
  );

describe('a reply to the pilgrim’s message', () => {
  it('is kept with the message, mailed in the booking’s language with the trip link, shown under the message on the trip page, and audited', async () => {
    const { amina, bilal } = await aGroup();
    const link = await tripLinkOf('amina@example.com');
    const written = await writeToAgency(tokenOf(link), { message: 'Can my mother sit with me?' });
    const messageId = String(written.body.id);

    const res = await reply(amina, messageId, { text: '  Yes: seats 12A and 12B are yours.  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.replies).toEqual([
      {
        text: 'Yes: seats 12A and 12B are yours.',
        sentAt: expect.any(String),
        sentBy: admin.username,
      },
    ]);
    const history = await admin.request<BookingMessages>(
      'GET',
      `/api/admin/bookings/${amina}/messages`,
    );
    expect(history.body.pilgrimMessages[0]?.replies?.map((r) => r.text)).toEqual([
      'Yes: seats 12A and 12B are yours.',
    ]);
    expect(history.body.pilgrimMessages[0]?.read).toBe(true);

    // Amina's booking is French: the mail is too, with her trip page as its button.
    const reference = (await db().collection('bookings').doc(amina).get()).get(
      'payment.reference',
    ) as string;
    const [mail, ...more] = await mailsWithSubject(`Notre réponse à votre message (${reference})`);
    expect(more).toHaveLength(0);
    expect(mail?.to).toBe('amina@example.com');
    expect(mail?.message.text).toContain('Yes\u00a0: seats 12A and 12B are yours.');
    expect(mail?.message.text).toMatch(/Can my mother sit with me\s?\?/);
    expect(mail?.message.html).toContain(`href="${link}"`);

    const page = await (await fetch(`${baseUrl}${new URL(link).pathname}`)).text();
    const mine = page.indexOf('Can my mother sit with me?');
    const answer = page.indexOf('Yes: seats 12A and 12B are yours.');
    expect(mine).toBeGreaterThan(0);
    expect(answer).toBeGreaterThan(mine);
    expect(page).toContain('Réponse de l’agence');
    expect(page).not.toContain(admin.username);

    const audit = await admin.request<AuditFacts[]>('GET', '/api/admin/audit-log');
    expect(audit.body.map(describeAuditEntry)).toContain(
      `${admin.username} replied to the pilgrim’s message on booking ${reference}`,
    );

    // Another booking's message, an unknown one, an empty reply: refused, nothing mailed.
    const mailsToAmina = async () =>
      (await db().collection('mail').where('to', '==', 'amina@example.com').get()).size;
    const before = await mailsToAmina();
    expect((await reply(bilal, messageId, { text: 'Hello' })).status).toBe(404);
    expect((await reply(amina, 'nope', { text: 'Hello' })).status).toBe(404);
    const empty = await reply(amina, messageId, { text: ' ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body.errors)).toMatch(/Reply/);
    expect(await mailsToAmina()).toBe(before);
    const stored = await db().collection('messages').doc(messageId).get();
    expect((stored.get('replies') as unknown[]).length).toBe(1);
  });
});
