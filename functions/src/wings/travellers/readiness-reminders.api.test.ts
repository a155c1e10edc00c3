// The readiness reminders job through the emulator stack: a step is mailed once (two runs at once
// included), in the booking's language with its trip link, naming what each traveller misses and
// never a passport number or a date of birth; ready, cancelled and departed bookings get nothing;
// staff get one summary per run.
import { addDays, addMonths, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Departure } from '@umrah/domain/model/departures';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { clearFirestore } from '../../../test-support/emulators';
import { confirmBooking, seedDeparture, storeBooking } from '../../../test-support/seeded-bookings';
import { runReadinessReminders } from './send-readiness-reminders';

const admin = adminForThisFile();
const today = todayInTimeZone();
const departureDate = addDays(today, 30);
const returnDate = addDays(departureDate, 14);
const DAY = 86_400_000;
/** The job's clock `days` from now. */
const inDays = (days: number) => new Date(Date.now() + days * DAY);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings({ phone: '+1 416 555 0100' });
});

const aDeparture = (date = departureDate) =>
  seedDeparture(admin, { departureDate: date, returnDate: addDays(date, 14) });

/** A booking confirmed on `d` (or, without one, for `date`), 2 travellers, nothing filled. */
async function aConfirmedBooking(
  d: Departure | null,
  overrides: Record<string, unknown> = {},
  date = departureDate,
): Promise<string> {
  const id = await storeBooking(date, {
    ...(d ? { packageId: d.packageId, departureId: d.id, seatsHeld: 0 } : {}),
    ...overrides,
  });
  await confirmBooking(admin, id, {
    roomType: 'double',
    numberOfTravelers: 2,
    total: '3000',
    sendEmail: false,
    ...(d ? {} : { departureDate: date }),
  });
  return id;
}

/** A traveller with everything the pilgrim gives (the visa is staff's, not reminded of). */
const complete = {
  givenNames: 'Aisha',
  surname: 'Rahman',
  dateOfBirth: '1985-04-12',
  sex: 'F',
  nationality: 'CAN',
  passportNumber: 'HK 123456',
  passportIssuingCountry: 'CAN',
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

async function fill(id: string, index: number, body: Record<string, unknown>) {
  const res = await admin.request('PUT', `/api/admin/bookings/${id}/travellers/${index}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

interface StoredMail {
  to: string;
  message: { subject: string; text: string; html: string };
}

async function mailsTo(to: string): Promise<StoredMail[]> {
  return (await db().collection('mail').where('to', '==', to).get()).docs.map(
    (d) => d.data() as StoredMail,
  );
}

const sentSteps = async (id: string) =>
  (await db().collection('bookings').doc(id).get()).get('readinessRemindersSent') as number[];

describe('readiness reminders', () => {
  it('mails each step once, with the trip link and what each traveller misses, and tells staff', async () => {
    const d = await aDeparture();
    const id = await aConfirmedBooking(d);
    // Traveller 1 gave everything but the photo; traveller 2 nothing yet.
    await fill(id, 1, { ...complete, documents: { ...complete.documents, photo: false } });

    const first = await runReadinessReminders();
    expect(first.map((r) => [r.bookingId, r.step])).toEqual([[id, 30]]);
    expect(first[0]?.travellers.map((t) => [t.index, t.checks.map((c) => c.rule)])).toEqual([
      [1, ['photo']],
      [2, ['details', 'passport', 'vaccination', 'photo']],
    ]);
    expect(await runReadinessReminders()).toEqual([]);
    expect(await sentSteps(id)).toEqual([30]);

    const pilgrim = await mailsTo('aisha@example.com');
    expect(pilgrim).toHaveLength(1);
    const { subject, text, html } = pilgrim[0]!.message;
    expect(subject).toMatch(/^Your Umrah leaves in 30 days: /);
    expect(text).toMatch(/\/trip\/[^/\s]+/);
    expect(text).not.toMatch(/\/fr\//);
    expect(text).toContain('Traveller 1: RAHMAN, Aisha: The photo is missing.');
    expect(text).toContain('Traveller 2: Missing: given names, surname, date of birth');
    expect(text).toContain('The meningitis (ACWY) vaccination date or vaccine type is missing.');
    // Never the passport number nor the date of birth (only the words naming missing fields).
    for (const body of [subject, text, html]) {
      expect(body).not.toMatch(/HK ?123456/i);
      expect(body).not.toContain('1985-04-12');
    }
    expect(text).toContain('fill in the details and upload the documents on your trip page');

    const staff = await mailsTo('staff@agency.example');
    expect(staff.map((m) => m.message.subject)).toEqual(['Readiness reminders sent: 1']);
    expect(staff[0]?.message.text).toContain('30 days before departure');
    expect(staff[0]?.message.text).toContain('Traveller 1: Photo');
    expect(staff[0]?.message.text).toContain(`/admin/bookings/${id}`);
    expect(staff[0]?.message.text).not.toMatch(/HK ?123456/i);

    // Sixteen days on, 14 days are left: the next step, once; the details are locked by then
    // (21 days by default), so the mail asks the pilgrim to call instead.
    const later = inDays(16);
    expect((await runReadinessReminders(later)).map((r) => r.step)).toEqual([14]);
    expect(await runReadinessReminders(later)).toEqual([]);
    expect((await sentSteps(id)).sort()).toEqual([14, 30]);
    const mails = await mailsTo('aisha@example.com');
    expect(mails).toHaveLength(2);
    const last = mails.find((m) => m.message.subject.includes('14 days'));
    expect(last?.message.text).toContain('please contact us');
    expect(await mailsTo('staff@agency.example')).toHaveLength(2);
  });

  it('two runs at once send a step once', async () => {
    const d = await aDeparture();
    const id = await aConfirmedBooking(d);
    const [a, b] = await Promise.all([runReadinessReminders(), runReadinessReminders()]);
    expect([...a, ...b].map((r) => r.bookingId)).toEqual([id]);
    expect(await mailsTo('aisha@example.com')).toHaveLength(1);
    expect(await mailsTo('staff@agency.example')).toHaveLength(1);
  });

  it("writes in the booking's language, with the French trip page (a booking without a departure too)", async () => {
    const date = addDays(today, 55);
    const id = await aConfirmedBooking(
      null,
      { language: 'fr', email: 'fatima@example.com', fullName: 'Fatima Haddad' },
      date,
    );
    expect((await runReadinessReminders()).map((r) => [r.bookingId, r.step])).toEqual([[id, 60]]);
    const [mail] = await mailsTo('fatima@example.com');
    expect(mail?.message.subject).toMatch(/^Votre Omra part dans 60.jours/);
    expect(mail?.message.text).toMatch(/\/fr\/trip\//);
    expect(mail?.message.text).toContain('La photo manque.');
    expect(mail?.message.text).toContain('Voyageur 2');
    expect(mail?.message.text).not.toContain('The photo is missing.');
    // Staff read English whatever the pilgrim's language.
    const [staff] = await mailsTo('staff@agency.example');
    expect(staff?.message.subject).toBe('Readiness reminders sent: 1');
  });

  it('skips bookings whose travellers are all ready, cancelled bookings and departed trips', async () => {
    const d = await aDeparture();
    const ready = await aConfirmedBooking(d, { email: 'ready@example.com' });
    await fill(ready, 1, complete);
    await fill(ready, 2, { ...complete, givenNames: 'Yusuf', sex: 'M' });
    const cancelled = await aConfirmedBooking(d, { email: 'cancelled@example.com' });
    const put = await admin.request('PUT', `/api/admin/bookings/${cancelled}`, {
      status: 'cancelled',
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const open = await aConfirmedBooking(d, { email: 'open@example.com' });

    // The visa not issued and the balance unpaid are not the pilgrim's to fix here.
    expect((await runReadinessReminders()).map((r) => r.bookingId)).toEqual([open]);
    expect(await mailsTo('ready@example.com')).toEqual([]);
    expect(await mailsTo('cancelled@example.com')).toEqual([]);

    // The day after departure: nothing, even for a step never sent.
    await db().collection('bookings').doc(open).update({ readinessRemindersSent: [] });
    expect(await runReadinessReminders(inDays(31))).toEqual([]);
    expect(await runReadinessReminders(inDays(30))).toEqual([]);
  });

  it('sends nothing, and no staff mail, when no trip is within 60 days', async () => {
    const d = await aDeparture(addDays(today, 61));
    await aConfirmedBooking(d, {}, addDays(today, 61));
    expect(await runReadinessReminders()).toEqual([]);
    expect(await mailsTo('staff@agency.example')).toEqual([]);
    expect((await runReadinessReminders(inDays(1))).map((r) => r.step)).toEqual([60]);
  });
});
