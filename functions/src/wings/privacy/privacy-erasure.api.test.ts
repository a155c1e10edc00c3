// Erasure reaches every record kind and says what it leaves, through the emulator stack (issue 40
// item 2): the staff's notification mails about the person and their news-and-offers contact
// (left as a hashed suppression, out of the marketing export); a confirmed trip still ahead is
// cancelled only with a reason, its seats freed, its travellers out of the rooming list (a
// locked one marked changed) and the manifest. And the access export (issue 40 item 8, issue 39
// item 5): the requester's own trip-page files, never a co-traveller's passport or birth date.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { ErasureResult, PrivacyFindings } from '@umrah/domain/model/privacy';
import { strFromU8, unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { marketingContactId } from '../marketing/marketing-contacts';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import { aBookingOn, seedDeparture } from '../../../test-support/seeded-bookings';
import { newSubmissionId, postContact } from '../../../test-support/submissions';
import { confirmedTrip } from '../../../test-support/trips';

const admin = adminForThisFile();
const today = todayInTimeZone();
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

let ip = 0;
const from = () => ({ 'X-Forwarded-For': `203.0.113.${++ip % 250}` });

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings();
});

const search = async (email: string) =>
  (
    await admin.request<PrivacyFindings>(
      'GET',
      `/api/admin/privacy/search?email=${encodeURIComponent(email)}`,
    )
  ).body;

const erase = (body: Record<string, unknown>) =>
  admin.request<ErasureResult & { errors?: Record<string, string> }>(
    'POST',
    '/api/admin/privacy/erase',
    body,
  );

const marketingExport = async () =>
  (
    await fetch(`${baseUrl}/api/admin/marketing-contacts/export`, {
      headers: { Cookie: `__session=${admin.cookie}` },
    })
  ).text();

/** Every queued mail's text (subject and body) that names `needle`. */
async function mailsNaming(needle: RegExp): Promise<string[]> {
  const snap = await db().collection('mail').get();
  return snap.docs
    .map((d) => JSON.stringify(d.get('message')))
    .filter((message) => needle.test(message));
}

describe('erasure of the staff mails and the marketing contact', () => {
  it('deletes the staff notifications about the person, leaves a hashed suppression only, and lists what is kept', async () => {
    const sent = await postContact(
      {
        submissionId: newSubmissionId(),
        name: 'Zaid Khan',
        email: 'Zaid.Khan@example.ca',
        phone: '+1 438 555 0147',
        message: 'My wife is expecting, can we go in spring?',
        marketingConsent: true,
      },
      from(),
    );
    expect(sent.status).toBe(201);
    const other = await postContact(
      {
        submissionId: newSubmissionId(),
        name: 'Hana Saleh',
        email: 'hana@example.ca',
        message: 'Price for two?',
        marketingConsent: true,
      },
      from(),
    );
    expect(other.status).toBe(201);
    // Before: the staff's notification holds his name, address, phone and message.
    expect(await mailsNaming(/expecting/)).toHaveLength(1);
    expect(await marketingExport()).toContain('zaid.khan@example.ca');

    const found = await search('zaid.khan@example.ca');
    const staffMails = found.records.filter(
      (r) => r.kind === 'mails' && r.fields['to'] === 'staff@agency.example',
    );
    expect(staffMails).toHaveLength(1);
    expect(staffMails[0]?.label).toMatch(/^To staff: /);
    expect(found.records.filter((r) => r.kind === 'marketingContacts')).toMatchObject([
      { id: marketingContactId('zaid.khan@example.ca'), kept: false },
    ]);
    expect(found.upcomingTrips).toEqual([]);

    const res = await erase({ email: 'zaid.khan@example.ca' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.erased).toMatchObject({ messages: 1, marketingContacts: 1 });
    expect(res.body.erased.mails).toBeGreaterThanOrEqual(1);
    expect(res.body.cancelledTrips).toEqual([]);

    // After: no mail names him; the contact is a suppression without the address.
    expect(await mailsNaming(/zaid|expecting|555 0147/i)).toEqual([]);
    expect(await mailsNaming(/Price for two/)).toHaveLength(1);
    const contact = (
      await db()
        .collection('marketingContacts')
        .doc(marketingContactId('zaid.khan@example.ca'))
        .get()
    ).data()!;
    expect(Object.keys(contact).sort()).toEqual(['erasedAt', 'suppressed', 'unsubscribedAt']);
    expect(contact['unsubscribedAt']).toBeTruthy();
    const exported = await marketingExport();
    expect(exported).not.toMatch(/zaid/i);
    expect(exported).toContain('hana@example.ca');
    // A new search lists the suppression as kept: the screen never says nothing is held.
    const after = await search('Zaid.Khan@example.ca');
    const kinds = after.records.map((r) => r.kind);
    expect(kinds).toContain('marketingContacts');
    expect(after.records.every((r) => r.kept)).toBe(true);
    expect(JSON.stringify(after.records)).not.toMatch(/zaid|expecting/i);
  });
});

describe('erasure of someone with an upcoming confirmed trip', () => {
  it('asks a reason, then cancels the trip: seats freed, out of the locked rooming list (marked) and the manifest', async () => {
    const d = await seedDeparture(admin, {
      departureDate: addDays(today, 60),
      returnDate: addDays(today, 74),
    });
    const id = await aBookingOn(admin, d, {
      travellers: 2,
      sendEmail: false,
      paid: 'deposit',
      overrides: { fullName: 'Yusuf Ali', email: 'yusuf@example.ca' },
    });
    for (const index of [1, 2])
      await db()
        .collection('travellers')
        .doc(`${id}_${index}`)
        .set(
          {
            bookingId: id,
            departureId: d.id,
            index,
            surname: 'ALI',
            givenNames: index === 1 ? 'YUSUF' : 'MARYAM',
            passportNumber: `YA00000${index}`,
          },
          { merge: true },
        );
    const lockedAt = new Date().toISOString();
    await db()
      .collection('roomLists')
      .doc(`${d.id}_makkah`)
      .set({
        departureId: d.id,
        stayKey: 'makkah',
        rooms: [
          {
            id: 'r1',
            type: 'double',
            number: '812',
            travellerIds: [`${id}_1`, `${id}_2`],
            changedAfterLock: false,
          },
        ],
        lockedAt,
        lockedBy: admin.username,
        updatedAt: lockedAt,
      });
    const seats = async () =>
      Number((await db().collection('departures').doc(d.id).get()).get('bookedSeats'));
    expect(await seats()).toBe(2);
    expect((await search('yusuf@example.ca')).upcomingTrips).toEqual([
      { bookingId: id, tripDate: d.departureDate, seats: 2 },
    ]);

    // Without a reason: refused, nothing changed.
    const refused = await erase({ email: 'yusuf@example.ca' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.['reason']).toMatch(/1 upcoming confirmed trip/);
    const booking = () => db().collection('bookings').doc(id).get();
    expect((await booking()).get('fullName')).toBe('Yusuf Ali');
    expect((await booking()).get('status')).toBe('confirmed');

    const res = await erase({
      email: 'yusuf@example.ca',
      reason: 'He asked by phone; the trip is cancelled',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.cancelledTrips).toEqual([
      {
        bookingId: id,
        tripDate: d.departureDate,
        seats: 2,
        rooms: [{ stayKey: 'makkah', locked: true }],
      },
    ]);
    expect((await booking()).data()).toMatchObject({
      status: 'cancelled',
      fullName: '[erased]',
      email: '',
      seatsHeld: 0,
    });
    expect(await seats()).toBe(0);
    const list = (await db().collection('roomLists').doc(`${d.id}_makkah`).get()).data()!;
    expect(list['lockedAt']).toBe(lockedAt);
    expect(list['rooms']).toMatchObject([{ id: 'r1', travellerIds: [], changedAfterLock: true }]);
    expect((await db().collection('travellers').where('bookingId', '==', id).get()).size).toBe(0);
    const manifest = await fetch(`${baseUrl}/api/admin/departures/${d.id}/manifest.csv`, {
      headers: { Cookie: `__session=${admin.cookie}` },
    });
    expect(manifest.status).toBe(200);
    expect(await manifest.text()).not.toMatch(/ALI|erased|YA00000/);
    const audit = await db().collection('auditLog').where('target', '==', `bookings/${id}`).get();
    expect(audit.docs.map((doc) => String(doc.get('action')))).toEqual(
      expect.arrayContaining([
        'privacy: erasure cancels the upcoming trip (2 seats freed): He asked by phone; the trip is cancelled',
      ]),
    );
    // What the law keeps (the booking behind the payment and its receipt) is found, as kept.
    const after = await search('yusuf@example.ca');
    expect(after.upcomingTrips).toEqual([]);
    expect(after.records.length).toBeGreaterThan(0);
    expect(after.records.every((r) => r.kept)).toBe(true);
    expect(after.records.map((r) => r.kind)).toEqual(
      expect.arrayContaining(['bookings', 'payments', 'receipts']),
    );
  });
});

describe('the access export', () => {
  it("holds the requester's own trip-page files, and of a co-traveller only the name", async () => {
    const packageId = 'pkgPrivacyFiles1';
    await db()
      .collection('packages')
      .doc(packageId)
      .set(aPackage({ title: 'Umrah' }));
    const { id, token } = await confirmedTrip(admin, packageId);
    const upload = (index: number, kind: string, bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      return fetch(`${baseUrl}/api/trip/${token}/travellers/${index}/documents/${kind}`, {
        method: 'POST',
        body: form,
      });
    };
    expect((await upload(1, 'photo', PNG, 'me.png')).status).toBe(200);
    expect((await upload(2, 'passport', JPEG, 'wife-passport.jpg')).status).toBe(200);
    const details = (index: number, passportNumber: string, dateOfBirth: string) =>
      db()
        .collection('travellers')
        .doc(`${id}_${index}`)
        .set(
          { surname: 'HADDAD', givenNames: `T${index}`, passportNumber, dateOfBirth },
          { merge: true },
        );
    await details(1, 'AB1234567', '1975-06-01');
    await details(2, 'CO7777777', '1980-02-03');

    const res = await fetch(
      `${baseUrl}/api/admin/privacy/export?email=${encodeURIComponent('amina@example.com')}`,
      { headers: { Cookie: `__session=${admin.cookie}` } },
    );
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const tripFiles = Object.keys(files).filter((name) => name.startsWith('trip-documents/'));
    expect(tripFiles).toEqual([`trip-documents/${id}_1-photo-me.png`]);
    expect(Buffer.from(files[tripFiles[0]!]!)).toEqual(PNG);
    const travellers = strFromU8(files['travellers.csv']!);
    expect(travellers).toContain('AB1234567');
    expect(travellers).toContain('T2');
    for (const [name, bytes] of Object.entries(files)) {
      const text = strFromU8(bytes);
      expect(text, name).not.toContain('CO7777777');
      expect(text, name).not.toContain('1980-02-03');
      expect(text, name).not.toContain('wife-passport');
    }
  });
});
