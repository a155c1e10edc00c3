// Twenty payments at once on twenty bookings of one departure, through Hosting to the function
// (each request its own worker, as in production): ten e-Transfers staff record and ten card
// payments the checkout's webhook reports. They all take the one receipts' counter (and the
// departure's tally, when a deposit moves a booking's seats to "paid"). Each answers within the
// deadline: recorded, or "busy, try again" (503 record_busy, Retry-After), which the admin app
// (once by itself, then staff's Save) and the payment provider retry; in the end all 20 are
// recorded, numbered R-000001 to R-000020 with no gap and no number twice.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { formatReceiptNumber, type Receipt } from '@umrah/domain/model/receipts';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile } from '../../../test-support/admin-session';
import { cardAndEtransfer, putAgencySettings } from '../../../test-support/agency-settings';
import { cardPaymentEvent, postToWebhook, signedEvent } from '../../../test-support/card-payments';
import { clearFirestore } from '../../../test-support/emulators';
import {
  addDeparture,
  confirmBooking,
  storeBooking,
  storePackage,
} from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
const soon = addDays(todayInTimeZone(), 90);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings(cardAndEtransfer);
});

interface Answer {
  status: number;
  code?: string;
  retryAfter: string | null;
  ms: number;
}

/** A staff e-Transfer of $500, with the Idempotency-Key the admin app sends (kept on retry). */
const staffPayment = (id: string, key: string) => async (): Promise<Answer> => {
  const started = Date.now();
  const res = await admin.request<{ code?: string }>(
    'POST',
    `/api/admin/bookings/${id}/payments`,
    { kind: 'payment', method: 'etransfer', amount: '500.00', note: 'e-Transfer received' },
    { 'Idempotency-Key': key },
  );
  const retryAfter = res.headers.get('Retry-After');
  return { status: res.status, code: res.body.code, retryAfter, ms: Date.now() - started };
};

/** The checkout's "paid $500" for the booking, signed as the provider signs (re-sent as is). */
const cardPayment = (id: string) => {
  const intent = `pi_test_${randomUUID()}`;
  const { payload, header } = signedEvent(
    cardPaymentEvent({
      bookingId: id,
      amountCents: 50_000,
      intent,
      sessionId: `cs_test_${randomUUID()}`,
    }),
  );
  return async (): Promise<Answer> => {
    const started = Date.now();
    const res = await postToWebhook(payload, header);
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    const retryAfter = res.headers.get('Retry-After');
    return { status: res.status, code: body.code, retryAfter, ms: Date.now() - started };
  };
};

/** The emulator starts one worker per request at once: start twenty before the race. */
async function warmUpWorkers(count: number) {
  for (let round = 0; round < 2; round++) {
    await Promise.all(
      Array.from({ length: count }, () => admin.request('GET', '/api/admin/receipts?limit=1')),
    );
  }
}

const summary = (answers: Answer[]) =>
  answers.map((a) => `${a.status}${a.code ? ` ${a.code}` : ''} ${a.ms}ms`).join(', ');

describe('twenty payments at once on one departure, through Hosting', () => {
  it(
    'each is recorded or refused as busy within the deadline; retried, all 20 have gap-free receipts',
    { timeout: 240_000 },
    async () => {
      const packageId = await storePackage();
      const d = await addDeparture(admin, packageId, { departureDate: soon, capacity: 40 });
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) {
        const id = await storeBooking(soon, { packageId, departureId: d.id, seatsHeld: 0 });
        await confirmBooking(admin, id, {
          roomType: 'double',
          numberOfTravelers: 1,
          total: '3000',
          sendEmail: false,
        });
        ids.push(id);
      }
      const payments = ids.map((id, i) =>
        i % 2 ? cardPayment(id) : staffPayment(id, randomUUID()),
      );
      await warmUpWorkers(20);

      const first = await Promise.all(payments.map((pay) => pay()));
      console.info(`20 payments at once: ${summary(first)}`);
      for (const a of first) {
        expect([200, 201, 503], JSON.stringify(a)).toContain(a.status);
        // Refused as busy before writing: a code and a short Retry-After, not the deadline's.
        if (a.status === 503) expect(a).toMatchObject({ code: 'record_busy', retryAfter: '1' });
      }

      // The admin app tries a record_busy once more by itself, after Retry-After; then staff
      // press Save again (same Idempotency-Key) and the provider re-sends its event: each round
      // answers recorded or busy again, never the deadline's 503, until every payment is in.
      let final = first;
      let rounds = 0;
      while (final.some((a) => a.status === 503) && rounds < 4) {
        rounds++;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        final = await Promise.all(
          final.map((a, i) => (a.status === 503 ? payments[i]!() : Promise.resolve(a))),
        );
        console.info(`retry round ${rounds}: ${summary(final)}`);
        for (const a of final) {
          if (a.status === 503) expect(a).toMatchObject({ code: 'record_busy', retryAfter: '1' });
        }
      }
      expect(final.map((a) => a.status)).toEqual(ids.map((_, i) => (i % 2 ? 200 : 201)));

      const snap = await db().collection('receipts').orderBy('seq').get();
      const receipts = snap.docs.map((r) => r.data() as Receipt);
      expect(receipts.map((r) => r.number)).toEqual(
        Array.from({ length: 20 }, (_, i) => formatReceiptNumber(i + 1)),
      );
      expect(new Set(receipts.map((r) => r.bookingId))).toEqual(new Set(ids));
      expect(receipts.every((r) => r.amountCents === 50_000)).toBe(true);
      const counter = await db().collection('counters').doc('receipts').get();
      expect(counter.get('next')).toBe(21);
    },
  );
});
