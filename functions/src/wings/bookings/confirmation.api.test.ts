// The booking confirmation end to end through the emulator stack: the terms as versions in the
// settings, the version a booking request accepts, the insurance answer staff record on
// confirming, the confirmation mail's link and the PDF for the pilgrim (pay link) and for staff.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Booking } from '@umrah/domain/model/bookings';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile, proveSecondFactor } from '../../../test-support/admin-session';
import { baseUrl, clearFirestore, putDoc } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import { pdfText } from '../../../test-support/pdf-text';
import {
  addDeparture,
  confirmBooking,
  seedDeparture,
  storeBooking,
} from '../../../test-support/seeded-bookings';
import { formatDate, formatDocumentDate } from '@umrah/domain/model/locale-format';
import {
  canonicalPolicy,
  policyLines,
  policyVersion,
  type CancellationPolicy,
} from '@umrah/domain/model/money/cancellation-policy';
import { bookingFields, postBooking } from '../../../test-support/submissions';
import { visibleTextOf as htmlText } from '../../../test-support/mail-shape';

const admin = adminForThisFile();
const departure = addDays(todayInTimeZone(), 120);
const TERMS = 'Deposit non-refundable. Balance refundable until 60 days before departure.';

beforeEach(clearFirestore);
// The saves below change guarded settings (staff email, payment methods).
beforeEach(() => proveSecondFactor(admin));

const saveSettings = (fields: Record<string, string>) =>
  admin.request('PUT', '/api/admin/settings', {
    siteName: 'Noor',
    legalName: 'Noor Haramain Travels Inc.',
    email: 'staff@agency.example',
    registrationAuthority: 'TICO (Ontario)',
    registrationNumber: '50099999',
    depositType: 'amount',
    depositValue: '500',
    balanceDueDays: '45',
    paymentMethods: 'card,etransfer',
    ...fields,
  });

/** A GET as a browser tab would make it, with the session cookie if any. */
const fetchAs = (cookie: string, path: string) =>
  fetch(baseUrl + path, cookie ? { headers: { Cookie: `__session=${cookie}` } } : {});

async function versions() {
  const snap = await db().collection('termsVersions').orderBy('version').get();
  return snap.docs.map((d) => ({ version: d.get('version') as number, en: d.get('en') as string }));
}

describe('booking terms', () => {
  it('publish a new version when either language changes, and only then', async () => {
    expect((await saveSettings({ bookingTerms: TERMS })).status).toBe(200);
    expect(await versions()).toEqual([{ version: 1, en: TERMS }]);
    // The same text again (another setting changed): no new version.
    expect((await saveSettings({ bookingTerms: TERMS, siteName: 'Noor 2' })).status).toBe(200);
    expect(await versions()).toHaveLength(1);
    // A French text added: version 2, the English kept.
    await saveSettings({ bookingTerms: TERMS, bookingTermsFr: 'Acompte non remboursable.' });
    expect((await versions()).map((v) => v.version)).toEqual([1, 2]);
  });

  it('are accepted, at their version, by sending the booking form', async () => {
    await saveSettings({ bookingTerms: TERMS });
    await saveSettings({ bookingTerms: `${TERMS} Changed.` });
    const packageId = await putDoc('packages', aPackage({ slug: 'live' }));
    const fields = bookingFields(packageId);
    const res = await postBooking(fields, undefined, { 'X-Forwarded-For': '203.0.113.77' });
    expect(res.status).toBe(201);
    const stored = (await db().collection('bookings').doc(fields.submissionId).get()).data()!;
    expect(stored['termsAccepted'].version).toBe(2);
    expect(stored['termsAccepted'].at).toBeTruthy();
  });
});

describe('the confirmation', () => {
  async function confirmed(insurance: string, booking: { language?: 'fr'; email?: string } = {}) {
    await saveSettings({ bookingTerms: TERMS, counsellorName: 'Aisha Counsellor' });
    const packageId = await putDoc(
      'packages',
      aPackage({
        slug: 'ramadan',
        title: 'Ramadan Umrah',
        inclusions: ['Umrah visa'],
        exclusions: ['Travel insurance'],
      }),
    );
    const id = await storeBooking(departure, { packageId, language: 'en', ...booking });
    const res = await admin.request<Booking>('POST', `/api/admin/bookings/${id}/confirm`, {
      roomType: 'double',
      numberOfTravelers: 2,
      total: '9000.00',
      departureDate: departure,
      insurance,
    });
    return { id, res };
  }

  it('refuses an insurance answer it does not know, naming it', async () => {
    const { res } = await confirmed('maybe');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(
      'Insurance must be accepted, declined or own coverage',
    );
  });

  it('names the holy cities in the booking’s language', async () => {
    const email = 'mariam.fr@example.com';
    const { res } = await confirmed('accepted', { language: 'fr', email });
    expect(res.status).toBe(200);
    const mails = await db().collection('mail').where('to', '==', email).get();
    const text = mails.docs.map((d) => String(d.get('message.text'))).join('\n');
    const link = /https?:\/\/\S+\/api\/pay\/[^/\s]+\/confirmation\.pdf/.exec(text)?.[0];
    expect(link, text).toBeTruthy();
    const pdf = await fetch(baseUrl + new URL(link!).pathname);
    const printed = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(printed).toContain('La Mecque : Makkah Hotel, 7 nuits');
    expect(printed).toContain('Médine : Madinah Hotel, 5 nuits');
  });

  it('records the insurance answer, mails its link and prints it for the pilgrim and for staff', async () => {
    const { id, res } = await confirmed('declined');
    expect(res.status).toBe(200);
    expect(res.body.insurance).toBe('declined');
    const mails = await db().collection('mail').where('to', '==', res.body.email).get();
    const html = mails.docs
      .map((d) => String(d.get('message.text') ?? d.get('message.html')))
      .join('\n');
    const link = /https?:\/\/\S+\/api\/pay\/[^/\s]+\/confirmation\.pdf/.exec(html)?.[0];
    expect(link, html).toBeTruthy();
    const pilgrim = await fetch(baseUrl + new URL(link!).pathname);
    expect(pilgrim.status).toBe(200);
    expect(pilgrim.headers.get('content-type')).toContain('application/pdf');
    expect(pilgrim.headers.get('cache-control')).toContain('no-store');
    const text = await pdfText(new Uint8Array(await pilgrim.arrayBuffer()));
    for (const expected of [
      'Booking confirmation',
      'Ramadan Umrah: double room, 2 travellers',
      '$9,000.00',
      'Umrah visa',
      'Not included',
      TERMS,
      'Your answer: you declined the insurance we offered.',
      'Entry to a country may be refused',
      'Registration: TICO (Ontario) 50099999',
      'Aisha Counsellor',
      // Traveller 1 is the lead contact until the records say otherwise.
      '1. Aisha Rahman',
      '2. name to come',
    ]) {
      expect(text).toContain(expected);
    }
    // A forged token opens nothing.
    const forged = await fetch(`${baseUrl}/api/pay/not-a-token/confirmation.pdf`);
    expect(forged.status).toBe(404);
    // Staff's print, audited; refused without a session.
    // The names as on the passports, once the travellers' records hold them.
    for (const [index, givenNames, surname] of [
      [1, 'AISHA BIBI', 'RAHMAN'],
      [2, 'OMAR', 'RAHMAN'],
    ] as const) {
      await db()
        .collection('travellers')
        .doc(`${id}_${index}`)
        .set({ bookingId: id, index, givenNames, surname });
    }
    const staff = await fetchAs(admin.cookie, `/api/admin/bookings/${id}/confirmation.pdf`);
    expect(staff.status).toBe(200);
    const staffText = await pdfText(new Uint8Array(await staff.arrayBuffer()));
    expect(staffText).toContain('1. AISHA BIBI RAHMAN');
    expect(staffText).toContain('2. OMAR RAHMAN');
    const audit = await db()
      .collection('auditLog')
      .where('action', '==', 'print confirmation')
      .get();
    expect(audit.size).toBe(1);
    const anonymous = await fetchAs('', `/api/admin/bookings/${id}/confirmation.pdf`);
    expect(anonymous.status).toBe(401);
  });

  it('is not found for a booking not yet confirmed', async () => {
    const id = await storeBooking(departure);
    const res = await fetchAs(admin.cookie, `/api/admin/bookings/${id}/confirmation.pdf`);
    expect(res.status).toBe(404);
  });
});

describe('terms changed after the booking', () => {
  it('are shown on the pay page to accept before paying by card, and recorded once accepted', async () => {
    await saveSettings({ bookingTerms: TERMS });
    const packageId = await putDoc('packages', aPackage({ slug: 'ramadan' }));
    const id = await storeBooking(departure, {
      packageId,
      termsAccepted: { version: 1, at: new Date() },
    });
    const res = await admin.request<Booking>('POST', `/api/admin/bookings/${id}/confirm`, {
      roomType: 'double',
      numberOfTravelers: 2,
      total: '9000.00',
      departureDate: departure,
    });
    expect(res.status).toBe(200);
    const page = new URL(res.body.payment!.link).pathname;
    const token = page.split('/').at(-1)!;
    // Accepted at version 1: nothing to accept.
    expect(await (await fetch(baseUrl + page)).text()).not.toContain('booking terms have changed');

    await saveSettings({ bookingTerms: `${TERMS} Version two.` });
    const html = await (await fetch(baseUrl + page)).text();
    expect(html).toContain('Our booking terms have changed');
    expect(html).toContain('Version two.');
    // The card checkout waits for the acceptance.
    const checkout = await fetch(`${baseUrl}/api/pay/${token}/checkout`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(checkout.status).toBe(303);
    expect(checkout.headers.get('location')).toBe(`${page}?status=terms`);
    // Accepting a version the page no longer shows sends the pilgrim back to read.
    const stale = await fetch(`${baseUrl}/api/pay/${token}/terms?version=1`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(stale.headers.get('location')).toBe(`${page}?status=terms-changed`);
    const accepted = await fetch(`${baseUrl}/api/pay/${token}/terms?version=2`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe(`${page}?status=terms-accepted`);
    const stored = (await db().collection('bookings').doc(id).get()).get('termsAccepted');
    expect(stored.version).toBe(2);
    expect(await (await fetch(baseUrl + page)).text()).not.toContain('booking terms have changed');
  });
});

describe('terms cleared by staff', () => {
  it('are no longer asked for on the pay page, the cleared version kept for the record', async () => {
    await saveSettings({ bookingTerms: TERMS });
    const packageId = await putDoc('packages', aPackage({ slug: 'ramadan' }));
    const id = await storeBooking(departure, { packageId });
    const res = await admin.request<Booking>('POST', `/api/admin/bookings/${id}/confirm`, {
      roomType: 'double',
      numberOfTravelers: 2,
      total: '9000.00',
      departureDate: departure,
    });
    const page = new URL(res.body.payment!.link).pathname;
    expect(await (await fetch(baseUrl + page)).text()).toContain('booking terms have changed');
    await saveSettings({ bookingTerms: '', bookingTermsFr: '' });
    expect((await versions()).map((v) => v.version)).toEqual([1, 2]);
    expect(await (await fetch(baseUrl + page)).text()).not.toContain('booking terms have changed');
  });
});

describe('the cancellation policy a booking keeps', () => {
  const packagePolicy: CancellationPolicy = {
    tiers: [
      { daysBefore: 30, fee: { type: 'percent', value: 10_000 } },
      { daysBefore: 60, fee: { type: 'percent', value: 5_000 } },
    ],
    nonRefundable: [{ kind: 'visa', cents: 15_000, fromDaysBefore: null, label: null }],
  };
  const departurePolicy: CancellationPolicy = {
    tiers: [{ daysBefore: 14, fee: { type: 'amount', value: 25_000 } }],
    nonRefundable: [],
  };
  const laterPolicy: CancellationPolicy = {
    tiers: [{ daysBefore: 90, fee: { type: 'percent', value: 10_000 } }],
    nonRefundable: [],
  };
  const returning = addDays(departure, 14);
  // The day the server stamps an acceptance made now (the pages print its date part).
  const acceptedDay = () => new Date().toISOString().slice(0, 10);
  const policyOf = async (id: string) =>
    ((await db().collection('bookings').doc(id).get()).get('cancellationPolicy') ?? null) as {
      version: string;
      policy: CancellationPolicy;
      acceptedAt: unknown;
    } | null;
  let ip = 0;
  async function request(packageId: string, departureId: string, preferredDate: string) {
    const fields = bookingFields(packageId, { departureId, preferredDate });
    const res = await postBooking(fields, undefined, { 'X-Forwarded-For': `203.0.113.${++ip}` });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return fields.submissionId;
  }
  const confirm = (id: string) =>
    confirmBooking(admin, id, { roomType: 'double', numberOfTravelers: 2, total: '9000.00' });

  it('is the one in force for the date asked for, kept whatever the package says later', async () => {
    await saveSettings({ bookingTerms: TERMS });
    const d = await seedDeparture(
      admin,
      { departureDate: departure, returnDate: returning },
      { cancellationPolicy: packagePolicy },
    );
    // A later date of the same package states its own policy.
    const own = await addDeparture(admin, d.packageId, {
      departureDate: addDays(departure, 30),
      returnDate: addDays(returning, 30),
      cancellationPolicy: departurePolicy,
    });
    const onPackage = await request(d.packageId, d.id, departure);
    const onOwn = await request(d.packageId, own.id, own.departureDate);
    const kept = await policyOf(onPackage);
    expect(kept).toMatchObject({
      version: policyVersion(packagePolicy),
      policy: canonicalPolicy(packagePolicy),
    });
    expect(kept?.acceptedAt).toBeTruthy();
    expect((await policyOf(onOwn))?.version).toBe(policyVersion(departurePolicy));

    // Staff change the package's policy afterwards: the booking keeps what its pilgrim accepted.
    await db().collection('packages').doc(d.packageId).update({ cancellationPolicy: laterPolicy });
    const read = await admin.request<Booking>('GET', `/api/admin/bookings/${onPackage}`);
    expect(read.body.cancellationPolicy).toMatchObject({
      version: policyVersion(packagePolicy),
      policy: canonicalPolicy(packagePolicy),
    });
    expect(read.body.cancellationPolicy?.acceptedAt.slice(0, 10)).toBe(acceptedDay());

    // The pay page and the confirmation show it, with its version and the day it was accepted.
    const confirmed = await confirm(onPackage);
    const page = new URL(confirmed.payment!.link).pathname;
    const html = htmlText(await (await fetch(baseUrl + page)).text());
    for (const line of policyLines(packagePolicy, 'en-CA')) expect(html).toContain(line);
    expect(html).toContain(
      `Cancellation policy ${policyVersion(packagePolicy)}, accepted ${formatDate(acceptedDay(), 'en-CA')}.`,
    );
    expect(html).not.toContain(policyVersion(laterPolicy));
    const french = htmlText(await (await fetch(`${baseUrl}/fr${page}`)).text());
    for (const line of policyLines(packagePolicy, 'fr-CA')) expect(french).toContain(line);
    const pdf = await fetch(`${baseUrl}/api${page}/confirmation.pdf`);
    expect(pdf.status).toBe(200);
    const printed = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(printed).toContain('60 days or fewer before departure: 50% of the price per traveller');
    expect(printed).toContain(
      `Cancellation policy ${policyVersion(packagePolicy)}, accepted ${formatDocumentDate(acceptedDay(), 'en-CA')}.`,
    );
  });

  it('is recorded for a booking made before policies when its pilgrim accepts newer terms', async () => {
    await saveSettings({ bookingTerms: TERMS });
    const d = await seedDeparture(
      admin,
      { departureDate: departure, returnDate: returning },
      { cancellationPolicy: packagePolicy },
    );
    // Stored as the form stored it before policies: terms version 1, no policy.
    const id = await storeBooking(departure, {
      packageId: d.packageId,
      departureId: d.id,
      seatsHeld: 0,
      termsAccepted: { version: 1, at: new Date() },
    });
    const page = new URL((await confirm(id)).payment!.link).pathname;
    const token = page.split('/').at(-1)!;
    // Nothing to accept yet: the page shows the policy in force, not accepted by this booking.
    const before = htmlText(await (await fetch(baseUrl + page)).text());
    expect(before).toContain(
      `Cancellation policy ${policyVersion(packagePolicy)}, in force for your departure.`,
    );
    expect(before).not.toContain('booking terms have changed');

    // The departure now states its own policy, and the terms change: accepting them records it.
    await db().collection('departures').doc(d.id).update({ cancellationPolicy: departurePolicy });
    await saveSettings({ bookingTerms: `${TERMS} Version two.` });
    const asked = htmlText(await (await fetch(baseUrl + page)).text());
    expect(asked).toContain('Our booking terms have changed');
    expect(asked).toContain(
      'Accepting these terms also accepts the cancellation policy below for your booking.',
    );
    for (const line of policyLines(departurePolicy, 'en-CA')) expect(asked).toContain(line);
    // A form that did not show this policy (sent before it changed) accepts nothing.
    const unshown = await fetch(`${baseUrl}/api/pay/${token}/terms?version=2`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(unshown.headers.get('location')).toBe(`${page}?status=terms-changed`);
    expect(await policyOf(id)).toBeNull();
    const accepted = await fetch(
      `${baseUrl}/api/pay/${token}/terms?version=2&policy=${policyVersion(departurePolicy)}`,
      { method: 'POST', redirect: 'manual' },
    );
    expect(accepted.headers.get('location')).toBe(`${page}?status=terms-accepted`);
    expect(await policyOf(id)).toMatchObject({
      version: policyVersion(departurePolicy),
      policy: canonicalPolicy(departurePolicy),
    });
    const after = htmlText(await (await fetch(baseUrl + page)).text());
    expect(after).toContain(
      `Cancellation policy ${policyVersion(departurePolicy)}, accepted ${formatDate(acceptedDay(), 'en-CA')}.`,
    );

    // A later change of the departure's policy is not asked for again, nor shown as this one's.
    await db().collection('departures').doc(d.id).update({ cancellationPolicy: laterPolicy });
    const later = htmlText(await (await fetch(baseUrl + page)).text());
    expect(later).toContain(policyVersion(departurePolicy));
    expect(later).not.toContain(policyVersion(laterPolicy));
    expect(later).not.toContain('booking terms have changed');
  });
});
