// Numbered receipts end to end through the emulator stack: one gap-free sequence under
// concurrent payments, no number for a write that fails, card payments numbered by the webhook,
// the PDF through the pay link (the original once, then copies) and the admin route, the register
// and its CSV.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { formatReceiptNumber, type Receipt } from '@umrah/domain/model/receipts';
import { isDomainError } from '@umrah/domain/model/errors';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '@umrah/domain/model/bookings';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile, client } from '../../../test-support/admin-session';
import { cardAndEtransfer, putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import { pdfText } from '../../../test-support/pdf-text';
import { cardPaymentEvent, postToWebhook, signedEvent } from '../../../test-support/card-payments';
import { confirmBooking, storeBooking } from '../../../test-support/seeded-bookings';
import { newSubmissionId } from '../../../test-support/submissions';
import { receiptAgencyOf } from '@umrah/domain/model/receipts';
import { recordManualPayment, recordPayment } from './record-payment';

const admin = adminForThisFile();
const departure = addDays(todayInTimeZone(), 120);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings({
    legalName: 'Noor Haramain Travels Inc.',
    address: '7450 Dundas Street East',
    city: 'Mississauga',
    province: 'ON',
    postalCode: 'L4X 2W6',
    registrationAuthority: 'TICO (Ontario)',
    registrationNumber: '50099999',
    counsellorName: 'Aisha Counsellor',
    ...cardAndEtransfer,
  });
});

async function aConfirmedBooking(overrides: Record<string, unknown> = {}): Promise<Booking> {
  const id = await storeBooking(departure, overrides);
  return confirmBooking(admin, id, {
    roomType: 'double',
    numberOfTravelers: 2,
    total: '9000.00',
    departureDate: departure,
  });
}

const pay = (id: string, amount: string, extra: Record<string, unknown> = {}) =>
  admin.request<Booking>('POST', `/api/admin/bookings/${id}/payments`, {
    kind: 'payment',
    method: 'etransfer',
    amount,
    note: 'e-Transfer received',
    ...extra,
  });

/**
 * Runs a payment as the admin app's Save does under a burst: the payments queue on the receipts'
 * lease, and one refused as busy (having written nothing) is tried again after its Retry-After.
 */
async function untilNotBusy<T>(pay: () => Promise<T>): Promise<T> {
  for (let round = 0; ; round++) {
    try {
      return await pay();
    } catch (err) {
      if (round >= 4 || !isDomainError(err) || err.code !== 'record_busy') throw err;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

async function allReceipts(): Promise<Receipt[]> {
  const snap = await db().collection('receipts').orderBy('seq').get();
  return snap.docs.map((d) => d.data() as Receipt);
}

const counterNext = async () =>
  (await db().collection('counters').doc('receipts').get()).get('next') as number | undefined;

async function getPdf(path: string, cookie = '') {
  const res = await fetch(
    baseUrl + path,
    cookie ? { headers: { Cookie: `__session=${cookie}` } } : {},
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes };
}

/**
 * The Functions emulator runs one worker per concurrent request and needs seconds to start one
 * (production serves many per instance): start them before the clock runs, with overlapping
 * requests (see scripts/lib/warm-up.mjs).
 */
async function warmUpWorkers(count: number) {
  for (let round = 0; round < 2; round++) {
    await Promise.all(
      Array.from({ length: count }, () => admin.request('GET', '/api/admin/receipts?limit=1')),
    );
  }
}

describe('receipt numbers', () => {
  it(
    'are one gap-free sequence under 20 payments at once, with no number used twice',
    { timeout: 180_000 },
    async () => {
      const bookings: Booking[] = [];
      for (let i = 0; i < 24; i++) bookings.push(await aConfirmedBooking());
      const input = (i: number) => ({
        kind: 'payment' as const,
        method: 'etransfer' as const,
        amount: `${10 + i}.00`,
        note: 'e-Transfer received',
        address: '',
      });
      // 20 payments at once, each its own Firestore transaction on the one counter, through the
      // use case the route calls: as 20 function instances would run them. (Through HTTP, the
      // emulator would need 20 worker processes, which do not all start on a 2-core machine, and
      // 20 transactions queued on one document take longer there than the request deadline.)
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          untilNotBusy(() => recordPayment(bookings[i]!.id, input(i), 'staff')),
        ),
      );
      // Then 4 at once through the API itself.
      await warmUpWorkers(4);
      const answers = await Promise.all(
        [20, 21, 22, 23].map((i) => pay(bookings[i]!.id, input(i).amount)),
      );
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      const receipts = await allReceipts();
      expect(receipts.map((r) => r.seq)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
      expect(receipts.map((r) => r.number)).toEqual(
        Array.from({ length: 24 }, (_, i) => formatReceiptNumber(i + 1)),
      );
      expect(await counterNext()).toBe(25);
      // Each payment has exactly one receipt, with its amount.
      const byPayment = new Map(receipts.map((r) => [r.paymentId, r]));
      expect(byPayment.size).toBe(24);
      const amounts = receipts.map((r) => r.amountCents).sort((a, b) => a - b);
      expect(amounts).toEqual(Array.from({ length: 24 }, (_, i) => (10 + i) * 100));
      // And a mail per receipt, with its link.
      const mails = await db().collection('mail').where('to', '==', 'aisha@example.com').get();
      const receiptMails = mails.docs.filter((d) =>
        String(d.get('message.subject')).startsWith('Your receipt R-'),
      );
      expect(receiptMails).toHaveLength(24);
    },
  );

  it('a payment recorded with one Idempotency-Key 20 times at once is one payment and one receipt', async () => {
    const b = await aConfirmedBooking();
    const other = await aConfirmedBooking();
    const key = randomUUID();
    const input = {
      kind: 'payment' as const,
      method: 'etransfer' as const,
      amount: '250.00',
      note: 'e-Transfer received',
      address: '',
    };
    // 20 at once through the use case, with the key and fingerprint the route makes (as 20
    // function instances would run them), then 4 more at once through the API with the key.
    const once = { key, fingerprint: 'same-save' };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        untilNotBusy(() => recordPayment(b.id, input, 'staff', once)),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    await warmUpWorkers(4);
    const httpKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        admin.request<Booking>('POST', `/api/admin/bookings/${b.id}/payments`, input, {
          'Idempotency-Key': httpKey,
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const stored = (await db().collection('bookings').doc(b.id).get()).data();
    expect(stored?.['payments']).toHaveLength(2); // one per key
    const receipts = await allReceipts();
    expect(receipts.map((r) => r.amountCents)).toEqual([25_000, 25_000]);
    const mails = await db().collection('mail').where('to', '==', 'aisha@example.com').get();
    expect(
      mails.docs.filter((d) => String(d.get('message.subject')).startsWith('Your receipt R-')),
    ).toHaveLength(2);
    // The key of one Save is not another's: another amount, or another booking, is refused.
    const changed = await admin.request(
      'POST',
      `/api/admin/bookings/${b.id}/payments`,
      { ...input, amount: '300.00' },
      { 'Idempotency-Key': httpKey },
    );
    expect(changed.status).toBe(409);
    const elsewhere = await admin.request(
      'POST',
      `/api/admin/bookings/${other.id}/payments`,
      input,
      { 'Idempotency-Key': httpKey },
    );
    expect(elsewhere.status).toBe(409);
    expect(await allReceipts()).toHaveLength(2);
    // A retry is not written to the audit log twice.
    const audited = await db()
      .collection('auditLog')
      .where('target', '==', `bookings/${b.id}/payments`)
      .get();
    expect(audited.size).toBe(1);
  });

  it('are not taken by a payment write that fails', async () => {
    const b = await aConfirmedBooking();
    expect((await pay(b.id, '100.00')).status).toBe(201);
    // A refund above what was paid fails inside the transaction, after the counter was read.
    const refused = await pay(b.id, '500.00', { kind: 'refund', method: 'cheque' });
    expect(refused.status).toBe(400);
    // A write that fails after the number was taken in the transaction (here its mail) rolls
    // the number back with everything else.
    const failing = recordManualPayment(
      b.id,
      {
        amountCents: 1000,
        kind: 'payment',
        method: 'cash',
        note: 'x',
        recordedBy: 'test',
        address: '',
      },
      {
        agency: receiptAgencyOf({}),
        counsellor: '',
        mail: () => {
          throw new Error('mail failed');
        },
      },
    );
    await expect(failing).rejects.toThrow('mail failed');
    expect(await counterNext()).toBe(2);
    expect((await pay(b.id, '50.00', { kind: 'refund', method: 'cheque' })).status).toBe(201);
    const receipts = await allReceipts();
    expect(receipts.map((r) => [r.number, r.kind, r.amountCents])).toEqual([
      ['R-000001', 'payment', 10_000],
      ['R-000002', 'refund', -5_000],
    ]);
    const stored = (await db().collection('bookings').doc(b.id).get()).data();
    expect(stored?.['payments']).toHaveLength(2);
  });

  it('are given to card payments by the webhook, once per payment', async () => {
    const b = await aConfirmedBooking();
    const event = cardPaymentEvent({
      bookingId: b.id,
      amountCents: 100_000,
      intent: 'pi_test_1',
      sessionId: `cs_test_${newSubmissionId()}`,
    });
    // The same event three times at once, as Stripe may resend it.
    const { payload, header } = signedEvent(event);
    const post = () => postToWebhook(payload, header);
    await Promise.all([post(), post(), post()]);
    const receipts = await allReceipts();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      number: 'R-000001',
      method: 'card',
      amountCents: 100_000,
      paidCents: 100_000,
      totalCents: 900_000,
      counsellor: 'Aisha Counsellor',
    });
  });
});

describe('a receipt PDF', () => {
  it('reaches the pilgrim through the pay link: the original once, then copies', async () => {
    const b = await aConfirmedBooking({ language: 'fr' });
    expect((await pay(b.id, '1000.00', { address: '12 rue Maple, Laval QC H7N 1A1' })).status).toBe(
      201,
    );
    const mail = (await db().collection('mail').where('to', '==', 'aisha@example.com').get()).docs
      .map((d) => d.get('message') as { subject: string; text: string })
      .find((m) => m.subject.startsWith('Votre reçu R-000001'));
    const link = /https?:\/\/\S+\/api\/pay\/\S+\/receipts\/R-000001\.pdf/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    const path = new URL(link![0]).pathname;

    const first = await getPdf(path);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toBe('application/pdf');
    expect(first.res.headers.get('cache-control')).toContain('no-store');
    const original = await pdfText(first.bytes);
    expect(original).toContain('Reçu n° R-000001');
    expect(original).toContain('Noor Haramain Travels Inc.');
    expect(original).toContain('Enregistrement : TICO (Ontario) 50099999');
    expect(original).toContain('12 rue Maple, Laval QC H7N 1A1');
    expect(original).toContain('1 000,00 $');
    expect(original).toContain('Solde à percevoir');
    expect(original).toContain('8 000,00 $');
    expect(original).not.toContain('COPIE');
    expect(original).not.toContain('FICAV');

    const again = await pdfText((await getPdf(path)).bytes);
    expect(again).toContain('COPIE');

    // The pay page lists it with the same address.
    const token = path.split('/')[3] ?? '';
    const page = await fetch(`${baseUrl}/fr/pay/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`href="${path}"`);
    expect(html).toContain('Reçu R-000001');
  });

  it('paid online carries the billing address the checkout asked for, and a French one the French title', async () => {
    const packageId = 'pkgReceiptFr01';
    await db()
      .collection('packages')
      .doc(packageId)
      .set({ title: 'Ramadan Last Ten Nights', fr: { title: 'Les dix dernières nuits' } });
    const b = await aConfirmedBooking({ language: 'fr', packageId, address: '' });
    const token = (b.payment?.link ?? '').split('/pay/')[1] ?? '';
    const start = await fetch(`${baseUrl}/api/pay/${token}/checkout?lang=fr`, {
      method: 'POST',
      body: new FormData(),
      redirect: 'manual',
    });
    const checkout = new URL(start.headers.get('location') ?? '', baseUrl).pathname;
    // The checkout asks for the billing address, as Stripe's does with billing_address_collection.
    const form = await (await fetch(baseUrl + checkout)).text();
    expect(form).toContain('Billing address');
    expect(form).toMatch(/name="postal_code"[^>]*required/);
    const address = new FormData();
    address.set('line1', '12 rue Maple');
    address.set('line2', 'app. 4');
    address.set('city', 'Laval');
    address.set('state', 'QC');
    address.set('postal_code', 'h7n1a1');
    address.set('country', 'CA');
    const paid = await fetch(`${baseUrl}${checkout}/card-paid`, {
      method: 'POST',
      body: address,
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const pdf = await getPdf(`/api/pay/${token}/receipts/R-000001.pdf`);
    expect(pdf.res.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('12 rue Maple, app. 4, Laval, QC H7N 1A1');
    expect(text).not.toContain('Adresse non fournie');
    expect(text).toContain('Les dix dernières nuits');
    expect(text).not.toContain('Ramadan Last Ten Nights');
    // The booking keeps the address it was missing.
    const stored = await db().collection('bookings').doc(b.id).get();
    expect(stored.get('address')).toBe('12 rue Maple, app. 4, Laval, QC H7N 1A1');
  });

  it('is not found through another booking’s link, a forged token or an unknown number', async () => {
    const a = await aConfirmedBooking();
    const b = await aConfirmedBooking({ email: 'other@example.com' });
    await pay(a.id, '100.00');
    const tokenB = (b.payment?.link ?? '').split('/pay/')[1] ?? '';
    expect((await getPdf(`/api/pay/${tokenB}/receipts/R-000001.pdf`)).res.status).toBe(404);
    const forged = tokenB.slice(0, -4) + 'AAAA';
    expect((await getPdf(`/api/pay/${forged}/receipts/R-000001.pdf`)).res.status).toBe(404);
    const tokenA = (a.payment?.link ?? '').split('/pay/')[1] ?? '';
    expect((await getPdf(`/api/pay/${tokenA}/receipts/R-000002.pdf`)).res.status).toBe(404);
    expect((await getPdf(`/api/pay/${tokenA}/receipts/R-000001.pdf`)).res.status).toBe(200);
  });

  it('is the agency’s copy for staff, admins only, and every print is audited', async () => {
    const b = await aConfirmedBooking();
    await pay(b.id, '250.00');
    expect((await getPdf('/api/admin/receipts/R-000001.pdf')).res.status).toBe(401);
    const staff = await getPdf('/api/admin/receipts/R-000001.pdf', admin.cookie);
    expect(staff.res.status).toBe(200);
    const text = await pdfText(staff.bytes);
    expect(text).toContain('COPY');
    expect(text).toContain('Receipt no. R-000001');
    expect((await getPdf('/api/admin/receipts/R-000009.pdf', admin.cookie)).res.status).toBe(404);
    const audit = await db()
      .collection('auditLog')
      .where('target', '==', 'receipts/R-000001')
      .get();
    expect(audit.size).toBe(1);
  });
});

describe('the receipts register', () => {
  it('lists receipts in number order, paged, and exports a formula-safe CSV', async () => {
    const b = await aConfirmedBooking({ fullName: '=HYPERLINK("http://evil")' });
    for (const amount of ['10.00', '20.00', '30.00']) await pay(b.id, amount);
    await pay(b.id, '5.00', { kind: 'refund', method: 'cash' });

    const first = await admin.request<{ items: Receipt[]; next: number | null }>(
      'GET',
      '/api/admin/receipts?limit=3',
    );
    expect(first.status).toBe(200);
    expect(first.body.items.map((r) => r.number)).toEqual(['R-000001', 'R-000002', 'R-000003']);
    expect(first.body.next).toBe(3);
    const second = await admin.request<{ items: Receipt[]; next: number | null }>(
      'GET',
      '/api/admin/receipts?limit=3&after=3',
    );
    expect(second.body.items.map((r) => r.number)).toEqual(['R-000004']);
    expect(second.body.next).toBeNull();
    expect((await admin.request('GET', '/api/admin/receipts?limit=0')).status).toBe(400);
    expect((await client().request('GET', '/api/admin/receipts')).status).toBe(401);

    const ofBooking = await admin.request<Receipt[]>('GET', `/api/admin/bookings/${b.id}/receipts`);
    expect(ofBooking.body.map((r) => r.number)).toEqual([
      'R-000001',
      'R-000002',
      'R-000003',
      'R-000004',
    ]);

    const csv = await fetch(`${baseUrl}/api/admin/receipts/export`, {
      headers: { Cookie: `__session=${admin.cookie}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toContain('"Receipt","Date (Toronto time)","Kind"');
    // Toronto's clock, not UTC's ISO time.
    expect(lines[1]).toMatch(/^"R-000001","\d{4}-\d{2}-\d{2} \d{2}:\d{2}",/);
    expect(lines[1]).toMatch(/^"R-000001",/);
    expect(lines[4]).toContain('"refund","cash","-5.00"');
    // A name that starts a formula is defused.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});
