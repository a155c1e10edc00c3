// Privacy requests end to end through the emulator stack: the search finds every record of one
// person (every spelling of their address) and nothing of another; the export's archive holds
// them all (JSON, a CSV per kind, the passport scan); erasure anonymises messages and bookings,
// deletes the scan and keeps receipts and payment records, each step in the audit log; the
// register of requests; and none of it without an admin session.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { PrivacyFindings, PrivacyRequest } from '@umrah/domain/model/privacy';
import { strFromU8, unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile, client, nonAdminCookie } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore, putDoc } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import {
  confirmBooking,
  payByEtransfer,
  storeBooking,
} from '../../../test-support/seeded-bookings';
import {
  PDF,
  bookingFields,
  newSubmissionId,
  postBooking,
  postContact,
} from '../../../test-support/submissions';

const admin = adminForThisFile();
const departure = addDays(todayInTimeZone(), 120);

interface Seeded {
  amina: { messages: string[]; bookings: string[]; passportBooking: string; receipt: string };
  omar: { message: string; booking: string; receipt: string };
}

let ip = 0;
const from = () => ({ 'X-Forwarded-For': `198.51.100.${++ip % 250}` });

async function aPaidBooking(
  fields: Record<string, unknown>,
): Promise<{ id: string; receipt: string }> {
  const id = await storeBooking(departure, fields);
  await confirmBooking(admin, id, {
    roomType: 'double',
    numberOfTravelers: 2,
    total: '9000.00',
    departureDate: departure,
  });
  await payByEtransfer(admin, id, '500.00');
  const receipts = await db().collection('receipts').where('bookingId', '==', id).get();
  expect(receipts.size).toBe(1);
  return { id, receipt: receipts.docs[0]!.id };
}

async function seed(): Promise<Seeded> {
  const packageId = await putDoc(
    'packages',
    aPackage({ slug: 'live', title: 'Live Package', returnDate: '2099-04-01' }),
  );
  // Amina: a message through the form, an older one under another spelling, a paid booking and
  // a booking request with her passport scan.
  const contact = await postContact(
    {
      submissionId: newSubmissionId(),
      name: 'Amina Haddad',
      email: 'amina.haddad@example.ca',
      message: 'Salaam, dates for March?',
    },
    from(),
  );
  expect(contact.status).toBe(201);
  const olderMessage = newSubmissionId();
  await db()
    .collection('messages')
    .doc(olderMessage)
    .set({
      name: 'Amina H.',
      email: 'AMINA.Haddad@Example.ca',
      phone: '+1 514 555 0101',
      message: 'Do you go in winter?',
      read: true,
      receivedAt: new Date('2026-01-05T10:00:00Z'),
    });
  const paid = await aPaidBooking({
    fullName: 'Amina Haddad',
    email: 'Amina.Haddad@example.ca',
    phone: '+1 514 555 0101',
    address: '12 rue Sainte-Catherine, Montréal',
    specialRequests: 'Wheelchair at the airport',
    note: 'Prefers calls after 6 pm',
  });
  const fields = bookingFields(packageId, {
    fullName: 'Amina Haddad',
    email: 'amina.haddad+umrah@example.ca',
  });
  const withScan = await postBooking(
    fields,
    { bytes: PDF, name: 'passport amina.pdf', type: 'application/pdf' },
    from(),
  );
  expect(withScan.status).toBe(201);
  // Omar: another person, with the same kinds of records.
  const omarContact = await postContact(
    {
      submissionId: newSubmissionId(),
      name: 'Omar Farouk',
      email: 'omar@example.ca',
      message: 'Salaam, price for four?',
    },
    from(),
  );
  expect(omarContact.status).toBe(201);
  const omar = await aPaidBooking({
    fullName: 'Omar Farouk',
    email: 'omar@example.ca',
    phone: '+1 416 555 0199',
  });
  // A traveller record on each paid booking (passport details as on the passport).
  const traveller = (bookingId: string, surname: string, passportNumber: string) =>
    db()
      .collection('travellers')
      .doc(`${bookingId}_1`)
      .set({ bookingId, index: 1, surname, givenNames: 'A', passportNumber, departureId: null });
  await traveller(paid.id, 'HADDAD', 'AB1234567');
  await traveller(omar.id, 'FAROUK', 'ZX7654321');
  return {
    amina: {
      messages: [contact.body.id!, olderMessage],
      bookings: [paid.id, fields.submissionId],
      passportBooking: fields.submissionId,
      receipt: paid.receipt,
    },
    omar: { message: omarContact.body.id!, booking: omar.id, receipt: omar.receipt },
  };
}

let seeded: Seeded;

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings({ paymentMethods: 'etransfer', etransferEmail: 'pay@agency.example' });
  seeded = await seed();
});

const search = (email: string) =>
  admin.request<PrivacyFindings>(
    'GET',
    `/api/admin/privacy/search?email=${encodeURIComponent(email)}`,
  );

const idsOf = (findings: PrivacyFindings, kind: string) =>
  findings.records
    .filter((r) => r.kind === kind)
    .map((r) => r.id)
    .sort();

/** Every id and name of Omar's records: none may show in anything about Amina. */
const omarTraces = () => [
  seeded.omar.message,
  seeded.omar.booking,
  seeded.omar.receipt,
  'Omar',
  'omar@',
];

describe('GET /api/admin/privacy/search', () => {
  it("finds every record of one person, under any spelling of the address, and nothing of another's", async () => {
    const res = await search('Amina.Haddad@EXAMPLE.ca');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const findings = res.body;
    expect(findings.mailbox).toBe('amina.haddad@example.ca');
    expect(idsOf(findings, 'messages')).toEqual([...seeded.amina.messages].sort());
    expect(idsOf(findings, 'bookings')).toEqual([...seeded.amina.bookings].sort());
    expect(idsOf(findings, 'receipts')).toEqual([seeded.amina.receipt]);
    expect(idsOf(findings, 'passportScans')).toEqual([seeded.amina.passportBooking]);
    expect(idsOf(findings, 'travellers')).toEqual([`${seeded.amina.bookings[0]}_1`]);
    expect(findings.records.find((r) => r.kind === 'travellers')?.fields).toMatchObject({
      surname: 'HADDAD',
      passportNumber: 'AB1234567',
    });
    // The mails sent to her (acknowledgements, the receipt's mail), to whichever spelling, and
    // the staff's notifications of her message and booking request (her name, address, text).
    const mails = findings.records.filter((r) => r.kind === 'mails');
    const toHer = mails.filter((m) =>
      /^amina\.haddad(\+umrah)?@example\.ca$/i.test(String(m.fields['to'])),
    );
    expect(toHer.length).toBeGreaterThanOrEqual(2);
    const toStaff = mails.filter((m) => m.fields['to'] === 'staff@agency.example');
    expect(toStaff.length).toBeGreaterThanOrEqual(2);
    expect(toStaff.every((m) => m.label.startsWith('To staff: '))).toBe(true);
    expect(toHer.length + toStaff.length).toBe(mails.length);
    // Each record's line on the Privacy screen dates it in the admin's one format.
    const dated =
      /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/;
    for (const kind of ['messages', 'bookings', 'receipts', 'auditEntries'] as const) {
      const labels = findings.records.filter((r) => r.kind === kind).map((r) => r.label);
      expect(labels.length, kind).toBeGreaterThan(0);
      for (const label of labels) {
        expect(label, kind).toMatch(dated);
        expect(label, kind).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      }
    }
    const payments = findings.records.filter((r) => r.kind === 'payments');
    expect(payments).toHaveLength(1);
    expect(payments[0]?.fields).toMatchObject({
      bookingId: seeded.amina.bookings[0],
      amountCents: 50000,
    });
    // The staff's confirm and payment on her booking, and the receipt's entries.
    const audit = findings.records.filter((r) => r.kind === 'auditEntries');
    expect(audit.map((r) => r.fields['target'])).toEqual(
      expect.arrayContaining([
        `bookings/${seeded.amina.bookings[0]}/confirm`,
        `bookings/${seeded.amina.bookings[0]}/payments`,
      ]),
    );
    expect(
      findings.records
        .filter((r) => r.kind === 'receipts' || r.kind === 'payments' || r.kind === 'auditEntries')
        .every((r) => r.kept),
    ).toBe(true);
    const text = JSON.stringify(findings);
    for (const trace of omarTraces()) expect(text).not.toContain(trace);
    // The other person finds only theirs.
    const omar = (await search('omar@example.ca')).body;
    expect(idsOf(omar, 'bookings')).toEqual([seeded.omar.booking]);
    expect(idsOf(omar, 'messages')).toEqual([seeded.omar.message]);
    expect(JSON.stringify(omar)).not.toContain('Amina');
  });

  it('finds nothing for an address no one used, and refuses one that is not an address', async () => {
    const none = await search('nobody@example.ca');
    expect(none.status).toBe(200);
    expect(none.body.records).toEqual([]);
    const bad = await admin.request<{ errors: Record<string, string> }>(
      'GET',
      '/api/admin/privacy/search?email=amina',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ email: 'Email must be a valid email address' });
  });
});

describe('GET /api/admin/privacy/export', () => {
  it('answers one zip with everything as JSON, a CSV per kind and the passport scan, and logs the export', async () => {
    const res = await fetch(
      `${baseUrl}/api/admin/privacy/export?email=${encodeURIComponent('amina.haddad@example.ca')}`,
      { headers: { Cookie: `__session=${admin.cookie}`, 'X-Requested-With': 'fetch' } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="privacy-export-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'audit-entries.csv',
      'bookings.csv',
      'everything.json',
      'mails.csv',
      'messages.csv',
      'passport-scans.csv',
      `passport-scans/${seeded.amina.passportBooking}-passport_amina.pdf`,
      'payments.csv',
      'receipts.csv',
      'travellers.csv',
    ]);
    // Her traveller record, passport details as held.
    expect(strFromU8(files['travellers.csv']!)).toContain('AB1234567');
    expect(strFromU8(files['travellers.csv']!)).not.toContain('ZX7654321');
    const everything = JSON.parse(strFromU8(files['everything.json']!)) as PrivacyFindings;
    const searched = (await search('amina.haddad@example.ca')).body;
    expect(everything.records.map((r) => `${r.kind}:${r.id}`).sort()).toEqual(
      searched.records
        .filter(
          (r) =>
            !(
              r.kind === 'auditEntries' && String(r.fields['action']).startsWith('privacy: export')
            ),
        )
        .map((r) => `${r.kind}:${r.id}`)
        .sort(),
    );
    const bookingsCsv = strFromU8(files['bookings.csv']!).trim().split('\r\n');
    expect(bookingsCsv).toHaveLength(3);
    expect(bookingsCsv[0]).toContain('"fullName"');
    expect(bookingsCsv.join('\n')).toContain('"12 rue Sainte-Catherine, Montréal"');
    const messagesCsv = strFromU8(files['messages.csv']!);
    expect(messagesCsv).toContain('"Do you go in winter?"');
    expect(strFromU8(files['receipts.csv']!)).toContain(`"${seeded.amina.receipt}"`);
    expect(
      Buffer.from(files[`passport-scans/${seeded.amina.passportBooking}-passport_amina.pdf`]!),
    ).toEqual(PDF);
    for (const [name, bytes] of Object.entries(files))
      for (const trace of omarTraces()) expect(strFromU8(bytes), name).not.toContain(trace);
    // The letter that opens it: what each file holds, what the law keeps, whom to ask.
    const letter = strFromU8(files['README.txt']!);
    expect(letter).toContain('Prepared on ');
    expect(letter).toContain('for amina.haddad@example.ca');
    expect(letter).toContain('receipts.csv: the receipts we issued to you (1 record)');
    expect(letter).toContain('Receipts and the payment records behind them are kept');
    const logged = await db().collection('auditLog').where('target', '==', 'privacy/export').get();
    expect(logged.docs.map((d) => d.get('actorUsername'))).toEqual([admin.username]);
    expect(logged.docs[0]?.get('action')).toMatch(/^privacy: export \d+ records$/);
  });

  it('opens with a letter in French for a French-speaking requester', async () => {
    const res = await fetch(
      `${baseUrl}/api/admin/privacy/export?email=${encodeURIComponent('amina.haddad@example.ca')}&language=fr`,
      { headers: { Cookie: `__session=${admin.cookie}`, 'X-Requested-With': 'fetch' } },
    );
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(files['README.txt']).toBeUndefined();
    const letter = strFromU8(files['LISEZ-MOI.txt']!);
    expect(letter).toContain('Vos renseignements personnels détenus par');
    expect(letter).toContain(
      'receipts.csv\u00a0: les reçus que nous vous avons remis (1\u00a0dossier)',
    );
    const bad = await fetch(
      `${baseUrl}/api/admin/privacy/export?email=${encodeURIComponent('amina.haddad@example.ca')}&language=de`,
      { headers: { Cookie: `__session=${admin.cookie}`, 'X-Requested-With': 'fetch' } },
    );
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/admin/privacy/erase', () => {
  it('anonymises messages and bookings, deletes the scan, keeps receipts and payment records, and logs each step', async () => {
    const [paidId, scanId] = seeded.amina.bookings as [string, string];
    const receiptBefore = (
      await db().collection('receipts').doc(seeded.amina.receipt).get()
    ).data();
    const paymentsBefore = (await db().collection('bookings').doc(paidId).get()).get(
      'payments',
    ) as unknown[];
    expect((await admin.request('GET', `/api/admin/bookings/${scanId}/passport`)).status).toBe(200);

    // Her paid booking's trip is ahead: erasing cancels it, so a reason is asked first.
    const refused = await admin.request<{ errors: Record<string, string> }>(
      'POST',
      '/api/admin/privacy/erase',
      { email: 'amina.haddad@example.ca' },
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['reason']);
    const res = await admin.request<{
      erased: Record<string, number>;
      kept: Record<string, number>;
      cancelledTrips: { bookingId: string }[];
    }>('POST', '/api/admin/privacy/erase', {
      email: 'amina.haddad@example.ca',
      reason: 'Erasure request received by mail',
    });
    expect(res.status).toBe(200);
    expect(res.body.cancelledTrips.map((t) => t.bookingId)).toEqual([paidId]);
    expect(res.body.erased).toMatchObject({
      messages: 2,
      bookings: 2,
      passportScans: 1,
      travellers: 1,
    });
    // Her traveller record is gone; his stays.
    const travellerIds = (await db().collection('travellers').get()).docs.map((d) => d.id);
    expect(travellerIds).toEqual([`${seeded.omar.booking}_1`]);
    expect(res.body.erased.mails).toBeGreaterThanOrEqual(2);
    expect(res.body.kept).toMatchObject({ payments: 1, receipts: 1 });

    for (const id of seeded.amina.bookings) {
      const booking = (await db().collection('bookings').doc(id).get()).data()!;
      expect(booking).toMatchObject({
        fullName: '[erased]',
        email: '',
        phone: '',
        address: '',
        specialRequests: '',
        note: '',
        passport: null,
        hasPassport: false,
      });
      expect(booking['erasedAt']).toBeTruthy();
    }
    for (const id of seeded.amina.messages) {
      expect((await db().collection('messages').doc(id).get()).data()).toMatchObject({
        name: '[erased]',
        email: '',
        phone: '',
        message: '',
      });
    }
    expect((await admin.request('GET', `/api/admin/bookings/${scanId}/passport`)).status).toBe(404);
    // What the law keeps: the receipt as issued, and the payment records behind it.
    expect((await db().collection('receipts').doc(seeded.amina.receipt).get()).data()).toEqual(
      receiptBefore,
    );
    const paidBooking = (await db().collection('bookings').doc(paidId).get()).data()!;
    expect(paidBooking['payments']).toEqual(paymentsBefore);
    expect(paidBooking['payment']).toMatchObject({ paidCents: 50000 });
    // Each step in the audit log, by the admin who erased.
    const entries = (
      await db().collection('auditLog').where('actorUid', '==', admin.uid).get()
    ).docs.map((d) => `${d.get('action')} ${d.get('target')}`);
    expect(entries).toEqual(
      expect.arrayContaining([
        ...seeded.amina.messages.map((id) => `privacy: erase message messages/${id}`),
        ...seeded.amina.bookings.map(
          (id) => `privacy: erase booking personal fields bookings/${id}`,
        ),
        `privacy: delete passport scan bookings/${scanId}/passport`,
        'POST privacy/erase',
      ]),
    );
    const mailsLeft = (await db().collection('mail').get()).docs.map((d) => String(d.get('to')));
    expect(mailsLeft.filter((to) => /amina/i.test(to))).toEqual([]);
    const textsLeft = (await db().collection('mail').get()).docs.map((d) =>
      JSON.stringify(d.get('message')),
    );
    expect(textsLeft.filter((t) => /amina|Sainte-Catherine|winter/i.test(t))).toEqual([]);
    expect(mailsLeft).toContain('omar@example.ca');
    // Omar's records are untouched.
    expect((await db().collection('bookings').doc(seeded.omar.booking).get()).get('fullName')).toBe(
      'Omar Farouk',
    );
    expect((await db().collection('messages').doc(seeded.omar.message).get()).get('email')).toBe(
      'omar@example.ca',
    );
    // A search now finds only what is kept, each listed as kept: the erased bookings (by the
    // hash of her mailbox) with the payment record and the receipt made out to her, and the log.
    const after = (await search('amina.haddad@example.ca')).body;
    expect(after.records.every((r) => r.kept)).toBe(true);
    expect(idsOf(after, 'bookings')).toEqual([...seeded.amina.bookings].sort());
    expect(idsOf(after, 'receipts')).toEqual([seeded.amina.receipt]);
    expect(idsOf(after, 'payments')).toHaveLength(1);
    // Only the receipt, as issued, still names her.
    const notReceipts = after.records.filter((r) => r.kind !== 'receipts');
    expect(JSON.stringify(notReceipts)).not.toMatch(/Amina|Sainte-Catherine|AB1234567/);
  });
});

describe('PUT /api/admin/privacy/records/:kind/:id (correction)', () => {
  it("corrects a booking's and a message's contact details, audited, and refuses a bad body or record", async () => {
    const [bookingId] = seeded.amina.bookings as [string];
    const [messageId] = seeded.amina.messages as [string];
    const contact = {
      name: 'Amina Haddad-Saleh',
      email: 'amina.saleh@example.ca',
      phone: '+1 514 555 0102',
    };
    const booking = await admin.request(
      'PUT',
      `/api/admin/privacy/records/bookings/${bookingId}`,
      contact,
    );
    expect(booking.status).toBe(204);
    const message = await admin.request(
      'PUT',
      `/api/admin/privacy/records/messages/${messageId}`,
      contact,
    );
    expect(message.status).toBe(204);
    expect((await db().collection('bookings').doc(bookingId).get()).data()).toMatchObject({
      fullName: 'Amina Haddad-Saleh',
      email: 'amina.saleh@example.ca',
      phone: '+1 514 555 0102',
    });
    expect((await db().collection('messages').doc(messageId).get()).data()).toMatchObject({
      name: 'Amina Haddad-Saleh',
      email: 'amina.saleh@example.ca',
    });
    const audit = (
      await db().collection('auditLog').where('actorUid', '==', admin.uid).get()
    ).docs.map((d) => `${d.get('action')} ${d.get('target')}`);
    expect(audit).toEqual(
      expect.arrayContaining([
        `privacy: correct booking contact bookings/${bookingId}`,
        `privacy: correct message contact messages/${messageId}`,
      ]),
    );
    const bad = await admin.request<{ errors: Record<string, string> }>(
      'PUT',
      `/api/admin/privacy/records/bookings/${bookingId}`,
      { name: '', email: 'nope', phone: '' },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name']);
    expect(
      (await admin.request('PUT', '/api/admin/privacy/records/bookings/missing', contact)).status,
    ).toBe(404);
    expect(
      (await admin.request('PUT', '/api/admin/privacy/records/receipts/R-000001', contact)).status,
    ).toBe(404);
  });
});

describe('the privacy requests register', () => {
  it('records a request due 30 days after it was received, and closes it with its outcome', async () => {
    const created = await admin.request<PrivacyRequest>('POST', '/api/admin/privacy/requests', {
      kind: 'access',
      email: 'amina.haddad@example.ca',
      receivedDate: '2026-11-20',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'access',
      dueDate: '2026-12-20',
      status: 'open',
      closedDate: null,
    });
    const list = await admin.request<{ items: PrivacyRequest[] }>(
      'GET',
      '/api/admin/privacy/requests',
    );
    expect(list.body.items.map((r) => r.id)).toEqual([created.body.id]);

    const noOutcome = await admin.request<{ errors: Record<string, string> }>(
      'PATCH',
      `/api/admin/privacy/requests/${created.body.id}`,
      { status: 'closed', outcome: '' },
    );
    expect(noOutcome.status).toBe(400);
    expect(noOutcome.body.errors).toEqual({ outcome: 'Outcome is required to close a request' });
    const closed = await admin.request<PrivacyRequest>(
      'PATCH',
      `/api/admin/privacy/requests/${created.body.id}`,
      {
        status: 'closed',
        outcome: 'Exported and mailed the archive',
      },
    );
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      status: 'closed',
      outcome: 'Exported and mailed the archive',
      closedDate: todayInTimeZone(),
    });
    const missing = await admin.request('PATCH', '/api/admin/privacy/requests/nope', {
      status: 'open',
    });
    expect(missing.status).toBe(404);
    const badKind = await admin.request('POST', '/api/admin/privacy/requests', {
      kind: 'delete',
      email: 'a@example.ca',
      receivedDate: '2026-11-20',
    });
    expect(badKind.status).toBe(400);
  });
});

describe('privacy routes need an admin session', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/privacy/search?email=amina.haddad%40example.ca'],
    ['GET', '/api/admin/privacy/export?email=amina.haddad%40example.ca'],
    ['POST', '/api/admin/privacy/erase', { email: 'amina.haddad@example.ca' }],
    ['GET', '/api/admin/privacy/requests'],
    [
      'POST',
      '/api/admin/privacy/requests',
      { kind: 'access', email: 'a@example.ca', receivedDate: '2026-11-20' },
    ],
    ['PATCH', '/api/admin/privacy/requests/x', { status: 'open' }],
    ['PUT', '/api/admin/privacy/records/bookings/x', { name: 'Amina', email: 'a@example.ca' }],
  ];

  it('answers 401 without a session and 403 to a signed-in user who is not an admin, changing nothing', async () => {
    const notAdmin = client(await nonAdminCookie());
    for (const [method, path, body] of routes) {
      expect((await client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await notAdmin.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect(
      (await db().collection('bookings').doc(seeded.amina.bookings[0]!).get()).get('email'),
    ).toBe('Amina.Haddad@example.ca');
    expect((await db().collection('privacyRequests').get()).size).toBe(0);
  });
});
