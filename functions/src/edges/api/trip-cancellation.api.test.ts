// The pilgrim's request to cancel through the emulator stack: POST /api/trip/{token}/cancellation
// stores the request on the booking (by the pilgrim), audited in words, with the staff's mail
// (English) and the pilgrim's copy (the booking's language); a second request replaces the first;
// names are ticked once every traveller's name is known; invalid bodies are refused naming the
// field (in the page's language), as are a tampered link (404), a cancelled booking (its link is
// retired: 410), a departure that has left (409) and a fourth request in the hour (429).
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { describeAuditEntry } from '@umrah/domain/model/audit-log';
import { bookingReference } from '@umrah/domain/model/reference';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import { confirmedTrip } from '../../../test-support/trips';

const admin = adminForThisFile();
const packageId = 'pkgTripCancel001';
const STAFF = 'staff@agency.example';
const PILGRIM = 'amina@example.com';

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings();
  await db()
    .collection('packages')
    .doc(packageId)
    .set({ ...aPackage({ title: 'Ramadan Last Ten Nights' }) });
});

function post(token: string, body: unknown) {
  return fetch(`${baseUrl}/api/trip/${token}/cancellation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
    body: JSON.stringify(body),
  });
}

async function booking(id: string) {
  return (await db().collection('bookings').doc(id).get()).data() ?? {};
}

async function mailsTo(to: string) {
  const snap = await db().collection('mail').where('to', '==', to).get();
  return snap.docs.map((d) => d.get('message') as { subject: string; text: string });
}

async function pilgrimEntries() {
  const snap = await db().collection('auditLog').where('actorUid', '==', 'pilgrim').get();
  return snap.docs.map((d) => d.data() as Parameters<typeof describeAuditEntry>[0]);
}

const traveller = (givenNames: string) => ({
  givenNames,
  surname: 'Haddad',
  dateOfBirth: '1985-04-12',
  sex: 'F',
  nationality: 'CAN',
  passportNumber: 'AB1234567',
  passportIssuingCountry: 'CAN',
  passportIssueDate: '2021-05-01',
  passportExpiryDate: addDays(todayInTimeZone(), 3000),
  vaccinationDate: null,
  vaccineType: null,
  emergencyContact: { name: 'Omar Haddad', phone: '+1 416 555 0100' },
  notes: '',
  relation: null,
});

describe('POST /api/trip/{token}/cancellation', () => {
  it('stores the request, audited, mails staff and the pilgrim; a second one replaces it', async () => {
    const { id, token } = await confirmedTrip(admin, packageId);
    await db().collection('bookings').doc(id).update({ language: 'fr' });
    const reference = bookingReference(id);

    const res = await post(token, {
      scope: 'some',
      travellers: 1,
      reason: '  My mother is ill ',
      confirm: true,
      language: 'en',
    });
    const body = (await res.json()) as { request: Record<string, unknown> };
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const stored = (await booking(id))['cancellationRequest'] as Record<string, unknown>;
    expect(stored).toEqual({
      travellers: 1,
      names: [],
      reason: 'My mother is ill',
      by: 'pilgrim',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    expect(body.request).toEqual(stored);
    expect((await booking(id))['status']).toBe('confirmed');

    const [entry] = await pilgrimEntries();
    expect(entry).toMatchObject({
      action: 'pilgrim asks to cancel',
      target: `bookings/${id}`,
      kind: 'pilgrim-cancellation-requested',
      bookingId: id,
    });
    expect(describeAuditEntry(entry!)).toBe(
      `The pilgrim asked to cancel 1 traveller of booking ${reference}`,
    );

    const [staff] = await mailsTo(STAFF);
    expect(staff?.subject).toBe(`Cancellation requested: ${reference} - Aisha Rahman`);
    expect(staff?.text).toContain('1 of 2 travellers');
    expect(staff?.text).toContain('My mother is ill');
    expect(staff?.text).toContain(`/admin/bookings/${id}`);
    const [copy] = await mailsTo(PILGRIM);
    // In the booking's language, whatever the page's.
    expect(copy?.subject).toBe(`Nous avons reçu votre demande d’annulation (${reference})`);
    expect(copy?.text).toMatch(/annuler 1\s+voyageur de votre réservation/);
    expect(copy?.text).toContain(`/fr/trip/`);

    // The whole booking now, in French: it replaces the open request.
    const again = await post(token, {
      scope: 'all',
      reason: 'Nous ne pouvons plus partir',
      confirm: true,
      language: 'fr',
    });
    expect(again.status).toBe(201);
    expect((await booking(id))['cancellationRequest']).toMatchObject({
      travellers: 2,
      names: [],
      reason: 'Nous ne pouvons plus partir',
    });
    const entries = (await pilgrimEntries()).map((e) => describeAuditEntry(e));
    expect(entries).toContain(
      `The pilgrim asked to cancel 2 travellers of booking ${reference}, replacing their earlier request`,
    );
    const staffMails = await mailsTo(STAFF);
    expect(staffMails).toHaveLength(2);
    expect(staffMails.map((m) => m.text).join()).toContain(
      'This request replaces their earlier one',
    );

    // The trip page shows the open request.
    const page = await (await fetch(`${baseUrl}/trip/${token}`)).text();
    expect(page).toContain('Nous ne pouvons plus partir');
  });

  it('ticks names once every traveller is named, refuses others, and caps the hour', async () => {
    const { id, token } = await confirmedTrip(admin, packageId);
    for (const [index, name] of [
      [1, 'Amina'],
      [2, 'Omar'],
    ] as const) {
      const saved = await fetch(`${baseUrl}/api/trip/${token}/travellers/${index}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(traveller(name)),
      });
      expect(saved.status).toBe(200);
    }
    const ok = await post(token, {
      scope: 'some',
      names: ['Omar HADDAD'],
      reason: 'Work',
      confirm: true,
    });
    expect(ok.status).toBe(201);
    expect((await booking(id))['cancellationRequest']).toMatchObject({
      travellers: 1,
      names: ['Omar HADDAD'],
    });

    const wrong = await post(token, {
      scope: 'some',
      names: ['Someone Else'],
      reason: 'Work',
      confirm: true,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'invalid_input',
      errors: { 'names[0]': 'Please tick only travellers of this booking' },
    });

    for (const expected of [201, 201, 429]) {
      const res = await post(token, { scope: 'all', reason: 'Work', confirm: true });
      expect(res.status).toBe(expected);
    }
  });

  it('refuses an invalid body naming the fields, in the page’s language; nothing stored', async () => {
    const { id, token } = await confirmedTrip(admin, packageId);
    const en = await post(token, { scope: 'some', travellers: 3, reason: '', confirm: false });
    expect(en.status).toBe(400);
    expect(await en.json()).toMatchObject({
      code: 'invalid_input',
      errors: {
        travellers: 'Travellers to cancel must be between 1 and 2',
        reason: 'Reason is required',
        confirm: 'Please confirm that you ask to cancel',
      },
    });
    const fr = await post(token, { scope: 'all', reason: 'x', language: 'fr' });
    expect(fr.status).toBe(400);
    expect(await fr.json()).toMatchObject({
      errors: { confirm: 'Veuillez confirmer votre demande d’annulation' },
    });
    expect((await booking(id))['cancellationRequest']).toBeUndefined();
    expect(await mailsTo(STAFF)).toEqual([]);
  });

  it('refuses a tampered link, a cancelled booking and a departure that has left', async () => {
    const body = { scope: 'all', reason: 'Work', confirm: true };
    const { id, token } = await confirmedTrip(admin, packageId);
    const tampered = await post(`${token.slice(0, -2)}xx`, body);
    expect(tampered.status).toBe(404);
    expect(await tampered.json()).toMatchObject({ code: 'trip_link_invalid' });

    await db().collection('bookings').doc(id).update({ status: 'cancelled' });
    const cancelled = await post(token, body);
    expect(cancelled.status).toBe(410);
    expect(await cancelled.json()).toMatchObject({ code: 'trip_link_retired' });
    expect((await booking(id))['cancellationRequest']).toBeUndefined();

    const today = await confirmedTrip(admin, packageId, 0);
    const left = await post(today.token, body);
    expect(left.status).toBe(409);
    expect(await left.json()).toMatchObject({ code: 'cancellation_not_open' });
    expect(await pilgrimEntries()).toEqual([]);
  });
});
