// Reminders staff send from the readiness board, through the emulator stack: one mail per booking
// in its language naming only the chosen item for the travellers still missing it (ticked ones or
// all), kept in each booking's messages and in the audit log, not counted as group messages.
import { addDays, addMonths, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Departure } from '@umrah/domain/model/departures';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { clearFirestore } from '../../../test-support/emulators';
import { confirmBooking, seedDeparture, storeBooking } from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
const today = todayInTimeZone();
const departureDate = addDays(today, 45);
const returnDate = addDays(departureDate, 14);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings({ phone: '+1 416 555 0100' });
});

async function aConfirmedBooking(d: Departure, overrides: Record<string, unknown> = {}) {
  const id = await storeBooking(departureDate, {
    packageId: d.packageId,
    departureId: d.id,
    seatsHeld: 0,
    ...overrides,
  });
  await confirmBooking(admin, id, {
    roomType: 'double',
    numberOfTravelers: 2,
    total: '3000',
    sendEmail: false,
  });
  return id;
}

/** Everything the pilgrim gives for one traveller. */
const complete = {
  givenNames: 'Aisha',
  surname: 'Rahman',
  dateOfBirth: '1985-04-12',
  sex: 'F',
  nationality: 'Canadian',
  passportNumber: 'HK 123456',
  passportIssuingCountry: 'Canada',
  passportIssueDate: '2022-01-10',
  passportExpiryDate: addMonths(returnDate, 12),
  vaccinationDate: addDays(today, -30),
  vaccineType: 'conjugate',
  emergencyContact: { name: 'Yusuf Rahman', phone: '+1 416 555 0199' },
  notes: '',
  relation: null,
  visaStatus: 'not_started',
  visaNumber: '',
  documents: { passportScan: true, vaccinationCertificate: true, photo: true },
};

interface StoredMail {
  to: string;
  message: { subject: string; text: string; html: string };
}

const mailsTo = async (to: string) =>
  (await db().collection('mail').where('to', '==', to).get()).docs.map(
    (d) => d.data() as StoredMail,
  );

const remind = (departureId: string, body: unknown) =>
  admin.request<{ code?: string }>(
    'POST',
    `/api/admin/departures/${departureId}/readiness/reminders`,
    body,
  );

describe('readiness reminders from the board', () => {
  it('mails everyone missing the item, one mail per booking in its language, kept in its messages and the audit log', async () => {
    const d = await seedDeparture(admin, { departureDate, returnDate });
    const aisha = await aConfirmedBooking(d);
    const fatima = await aConfirmedBooking(d, {
      language: 'fr',
      email: 'fatima@example.com',
      fullName: 'Fatima Haddad',
    });
    // Aisha's traveller 1 gave everything: only her traveller 2 misses the photo.
    const put = await admin.request('PUT', `/api/admin/bookings/${aisha}/travellers/1`, complete);
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const res = await remind(d.id, { item: 'photo', travellers: 'all' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ bookings: 2, travellers: 3 });

    const [en] = await mailsTo('aisha@example.com');
    expect(en?.message.subject).toMatch(/^Reminder: photo still needed for your Umrah \(/);
    expect(en?.message.text).toContain('Traveller 2: The photo is missing.');
    expect(en?.message.text).not.toContain('Traveller 1');
    // Only the chosen item: not the details traveller 2 also misses.
    expect(en?.message.text).not.toContain('given names');
    expect(en?.message.text).toMatch(/\/trip\/[^/\s]+/);
    const [fr] = await mailsTo('fatima@example.com');
    expect(fr?.message.subject).toMatch(/^Rappel.: photo à fournir pour votre Omra/);
    expect(fr?.message.text).toContain('La photo manque.');
    expect(fr?.message.text).toMatch(/\/fr\/trip\//);

    // In each booking's messages, in English for staff (and never the signed trip link).
    const messages = await admin.request('GET', `/api/admin/bookings/${aisha}/messages`);
    const history = (messages.body as { groupMessages: Record<string, unknown>[] }).groupMessages;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      audience: 'readiness-reminder',
      email: 'aisha@example.com',
      sentBy: admin.username,
    });
    const texts = history[0]?.['texts'] as Record<'en' | 'fr', { subject: string; body: string }>;
    expect(texts.en.subject).toMatch(/^Reminder: photo still needed/);
    expect(texts.en.body).toContain('Traveller 2: The photo is missing.');
    expect(texts.en.body).not.toContain('/trip/');
    const frMessages = await admin.request('GET', `/api/admin/bookings/${fatima}/messages`);
    expect((frMessages.body as { groupMessages: unknown[] }).groupMessages).toHaveLength(1);

    const audit = await db()
      .collection('auditLog')
      .where('target', '==', `departures/${d.id}/readiness/reminders`)
      .get();
    expect(audit.docs.map((doc) => doc.get('details') as unknown)).toEqual([
      { item: 'photo', bookings: 2, travellers: 3 },
    ]);
    expect(audit.docs[0]?.get('kind')).toBe('readiness-reminder-sent');

    // Not a group message: the departure's daily limit is untouched.
    const group = await admin.request('GET', `/api/admin/departures/${d.id}/messages`);
    expect((group.body as { limit: { sentToday: number } }).limit.sentToday).toBe(0);
  });

  it('mails only the travellers ticked who still miss the item, and refuses when none does', async () => {
    const d = await seedDeparture(admin, { departureDate, returnDate });
    const aisha = await aConfirmedBooking(d);
    await aConfirmedBooking(d, { email: 'other@example.com' });
    const put = await admin.request('PUT', `/api/admin/bookings/${aisha}/travellers/1`, complete);
    expect(put.status).toBe(200);

    // Traveller 1 has a passport: nobody to remind, nothing sent.
    const none = await remind(d.id, {
      item: 'passport',
      travellers: [{ bookingId: aisha, index: 1 }],
    });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('group_message_no_recipients');

    const one = await remind(d.id, {
      item: 'passport',
      travellers: [
        { bookingId: aisha, index: 1 },
        { bookingId: aisha, index: 2 },
      ],
    });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect(one.body).toEqual({ bookings: 1, travellers: 1 });
    const [mail] = await mailsTo('aisha@example.com');
    expect(mail?.message.text).toContain('Traveller 2');
    expect(mail?.message.text).not.toContain('Traveller 1');
    expect(await mailsTo('other@example.com')).toEqual([]);
  });

  it('refuses an item that is not the pilgrim’s and an empty list', async () => {
    const d = await seedDeparture(admin, { departureDate, returnDate });
    await aConfirmedBooking(d);
    expect((await remind(d.id, { item: 'visa', travellers: 'all' })).status).toBe(400);
    expect((await remind(d.id, { item: 'photo', travellers: [] })).status).toBe(400);
    expect((await remind(d.id, { item: 'photo', travellers: 'some' })).status).toBe(400);
    expect((await db().collection('mail').get()).size).toBe(0);
  });
});
