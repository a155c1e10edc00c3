import { formatReceiptNumber, type Receipt } from '@umrah/domain/model/receipts';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile } from '../../../test-support/admin-session';
import { clearFirestore } from '../../../test-support/emulators';

const admin = adminForThisFile();

beforeEach(clearFirestore);

const METHODS = ['card', 'etransfer', 'cash'] as const;

/** 36 receipts, 4 a day from 1 to 9 June 2027 (noon UTC), methods in turn, every 5th a refund. */
function receiptOf(i: number) {
  const seq = i + 1;
  const refund = i % 5 === 4;
  return {
    number: formatReceiptNumber(seq),
    seq,
    bookingId: `b${i}`,
    kind: refund ? 'refund' : 'payment',
    amountCents: (refund ? -1 : 1) * (10_000 + i * 100),
    method: METHODS[i % 3],
    day: `2027-06-0${Math.floor(i / 4) + 1}`,
  };
}
const ALL = Array.from({ length: 36 }, (_, i) => receiptOf(i));

async function storeReceipts() {
  const batch = db().batch();
  for (const { day, ...r } of ALL) {
    batch.set(db().collection('receipts').doc(r.number), {
      ...r,
      issuedAt: Timestamp.fromDate(new Date(`${day}T12:00:00Z`)),
      originalIssuedAt: null,
      customer: { name: 'Pilgrim', address: '', email: 'p@example.com' },
    });
  }
  await batch.commit();
}

/** Every page of the filtered register, `limit` at a time. */
async function walk(query: string, limit: number): Promise<Receipt[][]> {
  const pages: Receipt[][] = [];
  let after = 0;
  for (;;) {
    const res = await admin.request<{ items: Receipt[]; next: number | null }>(
      'GET',
      `/api/admin/receipts?${query}&after=${after}&limit=${limit}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body.items);
    if (res.body.next === null || pages.length > 40) return pages;
    after = res.body.next;
  }
}

describe('the receipts register, filtered, with totals', () => {
  it('pages a date range of one method in number order and totals the whole filtered set', async () => {
    await storeReceipts();
    const wanted = ALL.filter(
      (r) => r.method === 'etransfer' && r.day >= '2027-06-02' && r.day <= '2027-06-07',
    );
    const query = 'method=etransfer&from=2027-06-02&to=2027-06-07';
    const pages = await walk(query, 2);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.flat().map((r) => r.number)).toEqual(wanted.map((r) => r.number));

    const totals = await admin.request('GET', `/api/admin/receipts/totals?${query}`);
    expect(totals.status).toBe(200);
    // The whole filtered set, refunds subtracted, not the page's two.
    expect(totals.body).toEqual({
      count: wanted.length,
      amountCents: wanted.reduce((sum, r) => sum + r.amountCents, 0),
    });
    expect((await admin.request('GET', '/api/admin/receipts/totals')).body).toEqual({
      count: 36,
      amountCents: ALL.reduce((sum, r) => sum + r.amountCents, 0),
    });
    expect((await admin.request('GET', '/api/admin/receipts/totals?from=2027-06-10')).body).toEqual(
      { count: 0, amountCents: 0 },
    );
  });

  it('refuses an unknown method or a range that ends before it starts', async () => {
    for (const query of ['method=bitcoin', 'from=2027-06-05&to=2027-06-01', 'to=June']) {
      expect((await admin.request('GET', `/api/admin/receipts?${query}`)).status, query).toBe(400);
      expect((await admin.request('GET', `/api/admin/receipts/totals?${query}`)).status).toBe(400);
    }
  });
});
