// Travellers end to end through the emulator stack: a booking's records kept in step with its
// travellers (the lead contact prefilling traveller 1), staff's edit validated by the shared
// schema with errors naming the field, readiness on the booking and on the departure's board,
// the board's CSV (formulas defused, no passport numbers), and admin-only access.
import { addDays, addMonths, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Departure } from '@umrah/domain/model/departures';
import { submissionReference } from '@umrah/domain/model/reference';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { correctTravellerDetails } from './correct-traveller-details';
import { adminForThisFile, client, nonAdminCookie } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import { auditEntries, downloadAs } from '../../../test-support/admin-downloads';
import { pdfText } from '../../../test-support/pdf-text';
import { aBookingOn, seedDeparture } from '../../../test-support/seeded-bookings';
import type {
  BookingTravellers,
  ReadinessBoard,
  TravellerReadiness,
} from '@umrah/domain/model/readiness';

const admin = adminForThisFile();
const today = todayInTimeZone();
const departureDate = addDays(today, 90);
const returnDate = addDays(departureDate, 14);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings();
});

const aDeparture = () => seedDeparture(admin, { departureDate, returnDate });

/** A booking of 2 on the departure, paid in full unless `paid` says otherwise. */
const aBooking = (
  d: Departure,
  overrides: Record<string, unknown> = {},
  paid: 'paid' | 'deposit' | 'unconfirmed' = 'paid',
) => aBookingOn(admin, d, { travellers: 2, sendEmail: false, paid, overrides });

/** A traveller every rule finds ready for this departure. */
const ready = {
  givenNames: 'Aisha',
  surname: 'Rahman',
  dateOfBirth: '1985-04-12',
  sex: 'F',
  nationality: 'CAN',
  passportNumber: 'hk 123456',
  passportIssuingCountry: 'CAN',
  passportIssueDate: '2022-01-10',
  passportExpiryDate: addMonths(returnDate, 6),
  vaccinationDate: addDays(today, -30),
  vaccineType: 'conjugate',
  emergencyContact: { name: 'Yusuf Rahman', phone: '+1 416 555 0199' },
  notes: 'Needs a wheelchair at the airport',
  needs: [],
  relation: { kind: 'spouse', to: 2 },
  visaStatus: 'issued',
  visaNumber: '6012345678',
  documents: { passportScan: true, vaccinationCertificate: true, photo: true },
};

const travellersOf = async (id: string) =>
  admin.request<BookingTravellers>('GET', `/api/admin/bookings/${id}/travellers`);

const put = (id: string, index: number | string, body: unknown) =>
  admin.request<TravellerReadiness & { errors?: Record<string, string> }>(
    'PUT',
    `/api/admin/bookings/${id}/travellers/${index}`,
    body,
  );

const statuses = (t: TravellerReadiness) =>
  Object.fromEntries(t.readiness.map((c) => [c.rule, c.status]));

describe('a booking’s travellers', () => {
  it('has one record per traveller, the lead contact prefilling traveller 1, with readiness', async () => {
    const d = await aDeparture();
    const id = await aBooking(d);

    const res = await travellersOf(id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.body.trip).toEqual({
      departureDate,
      returnDate,
      confirmed: true,
      paidInFull: true,
      balanceCents: 0,
    });
    expect(res.body.travellers.map((t) => [t.index, t.givenNames, t.surname])).toEqual([
      [1, 'Aisha', 'Rahman'],
      [2, '', ''],
    ]);
    expect(statuses(res.body.travellers[0] as TravellerReadiness)).toEqual({
      details: 'missing',
      passport: 'missing',
      vaccination: 'missing',
      photo: 'missing',
      visa: 'missing',
      payment: 'ok',
    });
    const stored = await db().collection('travellers').where('bookingId', '==', id).get();
    expect(stored.docs.map((doc) => doc.id).sort()).toEqual([`${id}_1`, `${id}_2`]);
    expect(stored.docs[0]?.get('departureId')).toBe(d.id);

    // Each view of the travellers' personal data is audited.
    const audit = await db().collection('auditLog').where('action', '==', 'view travellers').get();
    expect(audit.docs.map((doc) => doc.get('target'))).toEqual([`bookings/${id}`]);

    // Reading again creates nothing more.
    await travellersOf(id);
    expect((await db().collection('travellers').where('bookingId', '==', id).get()).size).toBe(2);
  });

  it('follows the booking’s number of travellers, up and down', async () => {
    const d = await aDeparture();
    const id = await aBooking(d, {}, 'unconfirmed');
    await travellersOf(id);
    await db().collection('bookings').doc(id).update({ numberOfTravelers: 3 });
    expect((await travellersOf(id)).body.travellers.map((t) => t.index)).toEqual([1, 2, 3]);
    await db().collection('bookings').doc(id).update({ numberOfTravelers: 1 });
    expect((await travellersOf(id)).body.travellers.map((t) => t.index)).toEqual([1]);
    expect((await db().collection('travellers').where('bookingId', '==', id).get()).size).toBe(1);
  });

  it('saves staff’s edit and judges it: a complete, paid traveller is ready', async () => {
    const d = await aDeparture();
    const id = await aBooking(d);

    const res = await put(id, 1, ready);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ index: 1, passportNumber: 'HK123456', ready: true });
    expect(statuses(res.body)).toEqual({
      details: 'ok',
      passport: 'ok',
      vaccination: 'ok',
      photo: 'ok',
      visa: 'ok',
      payment: 'ok',
    });
    const stored = (await db().collection('travellers').doc(`${id}_1`).get()).data();
    expect(stored).toMatchObject({
      bookingId: id,
      departureId: d.id,
      index: 1,
      passportNumber: 'HK123456',
      relation: { kind: 'spouse', to: 2 },
    });

    // The day before six months after the return: the passport is a problem.
    const tooSoon = await put(id, 1, {
      ...ready,
      passportExpiryDate: addDays(addMonths(returnDate, 6), -1),
    });
    expect(tooSoon.status).toBe(200);
    expect(tooSoon.body.ready).toBe(false);
    expect(tooSoon.body.readiness.find((c) => c.rule === 'passport')).toMatchObject({
      status: 'problem',
      code: 'passport_expires_too_soon',
    });
  });

  it('staff’s update changes only the fields it carries: a save without the flags keeps the photo', async () => {
    const d = await aDeparture();
    const id = await aBooking(d);
    expect((await put(id, 1, ready)).status).toBe(200);
    const before = (await db().collection('travellers').doc(`${id}_1`).get()).data();

    // The name only: nothing else moves, the document flags least of all.
    const renamed = await put(id, 1, { givenNames: 'Aïsha' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ givenNames: 'Aïsha', ready: true });
    const after = (await db().collection('travellers').doc(`${id}_1`).get()).data();
    const { givenNames: _a, updatedAt: _b, ...keptBefore } = before ?? {};
    const { givenNames: _c, updatedAt: _d, ...keptAfter } = after ?? {};
    expect(keptAfter).toEqual(keptBefore);
    expect(after?.['documents']).toEqual({
      passportScan: true,
      vaccinationCertificate: true,
      photo: true,
    });

    // One flag and one part of the contact: only those change.
    const oneFlag = await put(id, 1, {
      documents: { vaccinationCertificate: false },
      emergencyContact: { phone: '+1 416 555 0111' },
    });
    expect(oneFlag.status, JSON.stringify(oneFlag.body)).toBe(200);
    expect(oneFlag.body).toMatchObject({
      documents: { passportScan: true, vaccinationCertificate: false, photo: true },
      emergencyContact: { name: 'Yusuf Rahman', phone: '+1 416 555 0111' },
      visaNumber: '6012345678',
    });
  });

  it('the pilgrim’s corrections change the details only, never the visa nor the documents', async () => {
    const d = await aDeparture();
    const id = await aBooking(d);
    const staffEdit = await put(id, 2, { ...ready, relation: { kind: 'spouse', to: 1 } });
    expect(staffEdit.status, JSON.stringify(staffEdit.body)).toBe(200);
    const { visaStatus, visaNumber, documents, ...details } = {
      ...ready,
      givenNames: 'Yusuf',
      passportNumber: 'ZX987654',
      dateOfBirth: '1983-02-01',
      sex: 'M' as const,
      passportExpiryDate: addMonths(returnDate, 8),
      vaccineType: 'conjugate' as const,
      relation: { kind: 'spouse' as const, to: 1 },
    };
    void visaStatus;
    void visaNumber;
    void documents;
    const written = await correctTravellerDetails(id, 2, details);
    expect(written).toMatchObject({
      givenNames: 'Yusuf',
      passportNumber: 'ZX987654',
      visaStatus: 'issued',
      visaNumber: '6012345678',
      documents: { passportScan: true, vaccinationCertificate: true, photo: true },
      ready: true,
    });
    await expect(correctTravellerDetails(id, 3, details)).rejects.toMatchObject({
      code: 'traveller_not_found',
    });
  });

  it('a booking with its balance due: payment is missing, naming what is left', async () => {
    const d = await aDeparture();
    const id = await aBooking(d, {}, 'deposit');
    const res = await put(id, 1, ready);
    expect(res.body.readiness.find((c) => c.rule === 'payment')).toEqual({
      rule: 'payment',
      status: 'missing',
      code: 'balance_due',
      params: { balanceCents: 250_000 },
    });
  });

  it('refuses a wrong edit with errors naming each field, and writes nothing', async () => {
    const d = await aDeparture();
    const id = await aBooking(d);
    await travellersOf(id);

    const res = await put(id, 1, {
      ...ready,
      passportNumber: 'AB!',
      dateOfBirth: addDays(today, 1),
      relation: { kind: 'spouse', to: 1 },
      vaccineType: 'live',
      visaNumber: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      passportNumber: 'Passport number must be 5 to 15 letters and digits, as on the passport',
      dateOfBirth: 'Date of birth cannot be in the future',
      'relation.to': 'A traveller cannot be related to themselves',
      vaccineType: 'Vaccine type must be one of polysaccharide, conjugate',
      visaNumber: 'Visa number is required once the visa is issued',
    });
    const stored = (await db().collection('travellers').doc(`${id}_1`).get()).data();
    expect(stored?.['passportNumber']).toBe('');

    const beyond = await put(id, 2, { ...ready, relation: { kind: 'child', to: 3 } });
    expect(beyond.body.errors).toEqual({
      'relation.to': 'Related traveller must be a traveller of this booking (1 to 2)',
    });
  });

  it('deleting the booking deletes its travellers', async () => {
    const d = await aDeparture();
    const id = await aBooking(d, {}, 'unconfirmed');
    const other = await aBooking(d, {}, 'unconfirmed');
    await put(id, 1, ready);
    await travellersOf(other);
    expect((await admin.request('DELETE', `/api/admin/bookings/${id}`)).status).toBe(200);
    const left = await db().collection('travellers').get();
    expect(left.docs.map((doc) => doc.get('bookingId'))).toEqual([other, other]);
  });

  it('answers 404 for a traveller or a booking that does not exist', async () => {
    const d = await aDeparture();
    const id = await aBooking(d);
    expect((await put(id, 3, ready)).status).toBe(404);
    expect((await put(id, 0, ready)).status).toBe(404);
    expect((await put(id, 'one', ready)).status).toBe(404);
    expect((await put('nope', 1, ready)).status).toBe(404);
    expect((await travellersOf('nope')).status).toBe(404);
    expect((await db().collection('travellers').get()).size).toBe(0);
  });
});

describe('a departure’s readiness board', () => {
  it('lists the confirmed bookings’ travellers against every rule, and its CSV', async () => {
    const d = await aDeparture();
    const first = await aBooking(d, { fullName: '=HYPERLINK("http://evil") Rahman' });
    expect((await put(first, 1, ready)).body.ready).toBe(true);
    await aBooking(d, { fullName: 'Not Confirmed', receivedAt: new Date() }, 'unconfirmed');
    const recordsBefore = (await db().collection('travellers').get()).size;

    const res = await admin.request<ReadinessBoard>(
      'GET',
      `/api/admin/departures/${d.id}/readiness`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      departureId: d.id,
      departureDate,
      returnDate,
      total: 2,
      ready: 1,
    });
    expect(res.body.rows.map((r) => [r.index, r.name, r.ready])).toEqual([
      [1, 'RAHMAN, Aisha', true],
      [2, '', false],
    ]);
    expect(res.body.rows[1]?.readiness.map((c) => c.status)).toEqual([
      'missing',
      'missing',
      'missing',
      'missing',
      'missing',
      'ok',
    ]);
    // Reading the board writes nothing: traveller 2, never opened, is judged unsaved.
    expect((await db().collection('travellers').get()).size).toBe(recordsBefore);
    // A list: no passport numbers nor dates of birth.
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('HK123456');
    expect(text).not.toContain('1985-04-12');

    const csv = await fetch(`${baseUrl}/api/admin/departures/${d.id}/readiness?format=csv`, {
      headers: { Cookie: `__session=${admin.cookie}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(`readiness-${departureDate}.csv`);
    const body = await csv.text();
    const lines = body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Booking","Lead contact","Traveller","Name","Ready","Details","Details detail","Passport","Passport detail","Vaccination","Vaccination detail","Photo","Photo detail","Visa","Visa detail","Paid in full","Paid in full detail"',
    );
    expect(lines).toHaveLength(3);
    expect(body).toContain(`"'=HYPERLINK(""http://evil"") Rahman"`);
    expect(lines[2]).toContain('"Missing: given names, surname, date of birth');
    expect(body).not.toContain('HK123456');
    expect(body).not.toContain('1985-04-12');
    // The export is audited.
    const audit = await db().collection('auditLog').where('action', '==', 'export readiness').get();
    expect(audit.docs.map((doc) => doc.get('target'))).toEqual([`departures/${d.id}`]);
  });

  it('answers 404 for an unknown departure', async () => {
    expect((await admin.request('GET', '/api/admin/departures/nope/readiness')).status).toBe(404);
  });
});

describe('a departure’s group manifest', () => {
  const download = (path: string) => downloadAs(admin, path);
  const auditOf = auditEntries;

  it('lists the confirmed bookings’ travellers with their passport facts, as CSV and PDF, audited', async () => {
    await db().collection('settings').doc('public').set(
      {
        legalName: 'Noor Haramain Travels Inc.',
        registrationAuthority: 'TICO (Ontario)',
        registrationNumber: '50099999',
      },
      { merge: true },
    );
    const d = await aDeparture();
    const first = await aBooking(d, { fullName: 'Aisha Rahman', receivedAt: new Date(1000) });
    expect((await put(first, 1, ready)).status).toBe(200);
    // A nationality typed as a French name is stored as its code.
    const second = await put(first, 2, {
      ...ready,
      givenNames: 'Yusuf',
      nationality: 'Pakistanaise',
      relation: null,
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    // One word starting with '=': traveller 1's name cell starts with it (prefilled from the lead).
    const other = await aBooking(d, { fullName: '=1+2', receivedAt: new Date(2000) });
    await aBooking(d, { fullName: 'Not Confirmed', receivedAt: new Date(3000) }, 'unconfirmed');
    const cancelled = await aBooking(d, { fullName: 'Gone Cancelled', receivedAt: new Date(4000) });
    expect(
      (await admin.request('PUT', `/api/admin/bookings/${cancelled}`, { status: 'cancelled' }))
        .status,
    ).toBe(200);
    // The other booking's traveller 2 was written before the forms offered a list (free text),
    // with a passport that expires within six months of the return.
    expect(
      (
        await put(other, 2, {
          ...ready,
          givenNames: 'Maryam',
          surname: 'Khan',
          relation: null,
          passportExpiryDate: addMonths(returnDate, 5),
        })
      ).status,
    ).toBe(200);
    await db()
      .collection('travellers')
      .doc(`${other}_2`)
      .update({ nationality: 'Canadienne', passportIssuingCountry: 'Atlantide' });

    const csv = await download(`/api/admin/departures/${d.id}/manifest.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    expect(csv.headers.get('content-disposition')).toContain(`manifest-${departureDate}.csv`);
    const bytes = Buffer.from(await csv.arrayBuffer());
    // A byte-order mark for spreadsheet apps (fetch's text() would drop it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = bytes.toString('utf8');
    const lines = body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"No.","Booking","Surname","Given names","Sex","Date of birth","Nationality","Issuing country","Passport no.","Issue date","Expiry date","Visa no.","To check"',
    );
    expect(lines).toHaveLength(5);
    // By booking reference, then traveller: whichever booking's reference sorts first.
    const [a, b] = [submissionReference(first), submissionReference(other)];
    const firstRows = a < b ? [1, 2] : [3, 4];
    const otherRows = a < b ? [3, 4] : [1, 2];
    const expiry = ready.passportExpiryDate;
    expect(lines[firstRows[0]!]).toBe(
      `"${firstRows[0]}","${a}","RAHMAN","AISHA","F","1985-04-12","CAN","CAN","HK123456","2022-01-10","${expiry}","6012345678",""`,
    );
    expect(lines[firstRows[1]!]).toMatch(
      new RegExp(`^"${firstRows[1]}","${a}","RAHMAN","YUSUF","F","1985-04-12","PAK","CAN",`),
    );
    // Traveller 1 of the other booking: its name prefilled, everything else missing.
    expect(lines[otherRows[0]!]).toBe(
      `"${otherRows[0]}","${b}","","'=1+2","","","","","","","","","Missing: surname, sex, date of birth, nationality, issuing country, passport number, issue date, expiry date"`,
    );
    // A nationality written as a name is read as its code; an unknown country is left blank and
    // flagged; a passport expiring too soon is flagged with the date it must reach.
    expect(lines[otherRows[1]!]).toBe(
      `"${otherRows[1]}","${b}","KHAN","MARYAM","F","1985-04-12","CAN","","HK123456","2022-01-10","${addMonths(returnDate, 5)}","6012345678","Country not recognised: issuing country; Passport expires ${addMonths(returnDate, 5)}, needed to ${addMonths(returnDate, 6)}"`,
    );
    expect(body).not.toContain('CONFIRMED');
    expect(body).not.toContain('CANCELLED');
    expect(body).not.toContain('Atlantide');

    // In French when asked.
    const fr = await download(`/api/admin/departures/${d.id}/manifest.csv?lang=fr`);
    const frText = await fr.text();
    expect(frText).toContain('"Nom","Prénoms","Sexe","Date de naissance","Nationalité"');
    expect(frText).toContain('Manque\u00a0: nom, sexe');

    const pdf = await download(`/api/admin/departures/${d.id}/manifest.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of [
      'Noor Haramain Travels Inc.',
      'Registration: TICO (Ontario) 50099999',
      'Group manifest',
      '4 travellers · 2 rows to check',
      'RAHMAN AISHA',
      'HK123456',
      // The date of birth written out, as an airline agent reads it (the CSV keeps ISO).
      '12 Apr 1985',
      '=1+2',
      'page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Country not recognised:\s+issuing\s+country/);
    expect(text).not.toContain('CANCELLED');
    const frPdf = await download(`/api/admin/departures/${d.id}/manifest.pdf?lang=fr`);
    const frPdfText = await pdfText(new Uint8Array(await frPdf.arrayBuffer()));
    expect(frPdfText).toContain('Manifeste du groupe');
    expect(frPdfText).toContain('4 voyageurs · 2 lignes à vérifier');

    // Each export is audited: who, which departure, which format.
    const target = [admin.username, `departures/${d.id}`];
    expect(await auditOf('export manifest csv')).toEqual([target, target]);
    expect(await auditOf('export manifest pdf')).toEqual([target, target]);
  });

  it('answers 404 for an unknown departure', async () => {
    expect((await admin.request('GET', '/api/admin/departures/nope/manifest.csv')).status).toBe(
      404,
    );
    expect((await admin.request('GET', '/api/admin/departures/nope/manifest.pdf')).status).toBe(
      404,
    );
  });
});

describe('admin only', () => {
  it('refuses every travellers route without an admin session (401) or to a non-admin (403)', async () => {
    const d = await aDeparture();
    const id = await aBooking(d, {}, 'unconfirmed');
    const routes: [string, string][] = [
      ['GET', `/api/admin/bookings/${id}/travellers`],
      ['PUT', `/api/admin/bookings/${id}/travellers/1`],
      ['GET', `/api/admin/departures/${d.id}/readiness`],
      ['GET', `/api/admin/departures/${d.id}/readiness?format=csv`],
      ['GET', `/api/admin/departures/${d.id}/manifest.csv`],
      ['GET', `/api/admin/departures/${d.id}/manifest.pdf`],
    ];
    const signedIn = client(await nonAdminCookie());
    for (const [method, path] of routes) {
      const body = method === 'GET' ? undefined : ready;
      expect((await client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await signedIn.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await db().collection('travellers').get()).size).toBe(0);
  });
});
