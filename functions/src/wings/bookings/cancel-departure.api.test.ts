// The agency cancels a departure with three bookings (issue 44 item 6): one paid by card is
// refunded to it, one paid by e-Transfer is credited, one part-paid on its plan is asked and
// answers on the trip page (a move to another date), which staff then apply. No fee anywhere,
// the receipts in one sequence, the seats, the mails, the audit, and a second run doing nothing.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { StoredPayment } from '@umrah/domain/model/booking-document';
import type { Booking } from '@umrah/domain/model/bookings';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { linkKey } from '../../platform/links/payment-link-key';
import { signLinkToken } from '../../platform/links/link-token';
import { adminForThisFile } from '../../../test-support/admin-session';
import { cardAndEtransfer, putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import { cardPaymentEvent, postSignedEvent } from '../../../test-support/card-payments';
import {
  addDeparture,
  confirmBooking,
  payByEtransfer,
  storeBooking,
  storePackage,
} from '../../../test-support/seeded-bookings';
import { tripClaimsOf } from '../money/pay-link';
import { withPackageDepartures } from '../departures/public-departures';
import { bookableDeparture } from '../departures/bookable-departure';
import type { DepartureCancellationView } from '@umrah/domain/model/money/departure-cancellation';

const admin = adminForThisFile();
const today = todayInTimeZone();
const departureDate = addDays(today, 100);
const laterDate = addDays(today, 160);
const creditUntil = addDays(today, 365);

// A policy that would keep a lot if the pilgrims cancelled: the agency cancelling keeps nothing.
const policy = {
  tiers: [{ daysBefore: 120, fee: { type: 'percent', value: 5000 } }],
  nonRefundable: [{ kind: 'visa', cents: 30_000, fromDaysBefore: null, label: null }],
};

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings(cardAndEtransfer);
});

const stored = async (id: string) =>
  (await db().collection('bookings').doc(id).get()).data() as Record<string, unknown>;
const seatsOn = async (id: string) =>
  Number((await db().collection('departures').doc(id).get()).get('bookedSeats'));
const allReceipts = async () => (await db().collection('receipts').get()).docs.map((d) => d.data());
const subjectsTo = async (to: string) =>
  (await db().collection('mail').where('to', '==', to).get()).docs.map((d) =>
    String(d.get('message.subject')),
  );
const mailTo = async (to: string, subject: RegExp) =>
  (await db().collection('mail').where('to', '==', to).get()).docs
    .map((d) => d.data() as { message: { subject: string; text: string; html: string } })
    .find((m) => subject.test(m.message.subject));
const auditActions = async () =>
  (await db().collection('auditLog').get()).docs.map(
    (d) => `${String(d.get('action'))} ${String(d.get('target'))}`,
  );

async function aBooking(
  packageId: string,
  departureId: string,
  email: string,
  language: 'en' | 'fr' = 'en',
): Promise<Booking> {
  const id = await storeBooking(departureDate, {
    packageId,
    departureId,
    seatsHeld: 0,
    numberOfTravelers: 2,
    email,
    language,
  });
  return confirmBooking(admin, id, {
    roomType: 'double',
    numberOfTravelers: 2,
    total: '3000',
    sendEmail: false,
  });
}

/**
 * Pays `amountCents` by card: the provider's signed "checkout completed" event, as the local
 * checkout sends it (the card payment's intent is what a refund goes back to).
 */
async function payByCard(b: Booking, amountCents: number) {
  const res = await postSignedEvent(
    cardPaymentEvent({
      bookingId: b.id,
      amountCents,
      intent: `pi_test_${b.id}`,
      sessionId: `cs_test_${b.id}`,
      reference: b.reference,
    }),
  );
  expect(res.status).toBe(200);
}

async function tripTokenOf(id: string) {
  const p = (await stored(id))['payment'] as StoredPayment;
  return signLinkToken(await linkKey(), tripClaimsOf(id, p), 'trip');
}

describe('the agency cancels a departure', () => {
  it(
    'refunds one, credits one, asks one who answers on the trip page; nothing twice',
    {
      timeout: 120_000,
    },
    async () => {
      const packageId = await storePackage();
      const d = await addDeparture(admin, packageId, {
        departureDate,
        cancellationPolicy: policy,
        paymentPlan: {
          deposit: { type: 'percent', value: 2_000 },
          instalments: { type: 'dates', dates: [addDays(today, 30)] },
          finalDaysBefore: 45,
        },
      });
      const later = await addDeparture(admin, packageId, { departureDate: laterDate });

      const card = await aBooking(packageId, d.id, 'card@example.com');
      await payByCard(card, 60_000); // the 20% deposit
      const etransfer = await aBooking(packageId, d.id, 'etransfer@example.com');
      await payByEtransfer(admin, etransfer.id, '3000');
      const plan = await aBooking(packageId, d.id, 'plan@example.com', 'fr');
      await payByEtransfer(admin, plan.id, '600'); // the deposit only, the rest on the plan
      expect(((await stored(plan.id))['payment'] as StoredPayment).status).toBe('balance-due');
      expect(await seatsOn(d.id)).toBe(6);
      expect(await allReceipts()).toHaveLength(3);

      const body = {
        reason: 'Suspension of travel',
        decision: 'ask',
        creditExpiresOn: creditUntil,
        bookings: [
          { bookingId: card.id, decision: 'refund' },
          { bookingId: etransfer.id, decision: 'credit' },
        ],
      };
      const url = `/api/admin/departures/${d.id}/cancellation`;
      const run = await admin.request<DepartureCancellationView>('POST', url, body);
      expect(run.status, JSON.stringify(run.body)).toBe(200);
      expect(run.body.results).toEqual(
        expect.arrayContaining([
          { bookingId: card.id, step: 'refund' },
          { bookingId: etransfer.id, step: 'credit' },
          { bookingId: plan.id, step: 'ask' },
        ]),
      );

      // The departure is cancelled: no longer listed, no longer bookable.
      expect((await db().collection('departures').doc(d.id).get()).get('status')).toBe('cancelled');
      const listed = await withPackageDepartures({ id: packageId });
      expect(listed.departures.map((x) => x.id)).toEqual([later.id]);
      await expect(bookableDeparture(packageId, d.id, false)).rejects.toMatchObject({
        code: 'departure_not_bookable',
      });

      // Card: all $600 back to the card, no fee though the policy's tier would keep half.
      const c = await stored(card.id);
      expect(c['status']).toBe('cancelled');
      expect(c['cancellations']).toMatchObject([
        { feeCents: 0, nonRefundableCents: 0, refundCents: 60_000, refundMethod: 'card' },
      ]);
      expect((c['payments'] as { amountCents: number; method: string }[]).at(-1)).toMatchObject({
        amountCents: -60_000,
        method: 'card',
      });
      // e-Transfer: all $3,000 kept as a credit until the date staff chose.
      const e = await stored(etransfer.id);
      expect(e['status']).toBe('cancelled');
      const credits = (await db().collection('credits').get()).docs.map((x) => x.data());
      expect(credits).toMatchObject([
        { fromBookingId: etransfer.id, amountCents: 300_000, expiresOn: creditUntil },
      ]);
      // Plan: still confirmed, asked, nothing moved yet.
      expect((await stored(plan.id))['status']).toBe('confirmed');
      expect(await seatsOn(d.id)).toBe(2);

      // One receipt sequence: the refund and the credit note follow the three payments.
      const receipts = await allReceipts();
      expect(receipts.map((r) => r['seq']).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(receipts.filter((r) => r['bookingId'] === card.id).map((r) => r['kind'])).toEqual(
        expect.arrayContaining(['payment', 'refund']),
      );

      // The mails: what was done, each in its booking's language; the question in French.
      expect(await subjectsTo('card@example.com')).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Your departure of .+ is cancelled - /),
          expect.stringMatching(/^Your refund receipt /),
        ]),
      );
      expect(await subjectsTo('etransfer@example.com')).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Your departure of .+ is cancelled - /),
          expect.stringMatching(/^Your credit note /),
        ]),
      );
      const asked = await mailTo('plan@example.com', /^Votre départ du .+ est annulé/);
      expect(asked?.message.text).toMatch(/Un remboursement complet\s?: 600,00/);
      expect(asked?.message.text).toContain('Suspension of travel');
      const token = await tripTokenOf(plan.id);
      expect(asked?.message.text).toContain(`/fr/trip/${token}`);

      // The trip page asks, in French; a date not offered is refused; the form's answer is kept.
      const page = await (await fetch(`${baseUrl}/fr/trip/${token}`)).text();
      expect(page).toContain('Votre départ est annulé');
      expect(page).toContain(`value="move:${later.id}"`);
      const wrong = await fetch(`${baseUrl}/api/trip/${token}/departure-choice`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ choice: 'move', departureId: d.id }),
      });
      expect(wrong.status).toBe(400);
      const form = new FormData();
      form.set('option', `move:${later.id}`);
      const answered = await fetch(`${baseUrl}/api/trip/${token}/departure-choice?lang=fr`, {
        method: 'POST',
        body: form,
        redirect: 'manual',
      });
      expect(answered.status).toBe(303);
      expect(answered.headers.get('location')).toBe(
        `/fr/trip/${token}?choice=saved#departure-cancelled`,
      );

      // Staff see who answered what.
      const table = await admin.request<DepartureCancellationView>('GET', url);
      const state = Object.fromEntries(table.body.rows.map((r) => [r.bookingId, r.state]));
      expect(state).toEqual({
        [card.id]: 'refunded',
        [etransfer.id]: 'credited',
        [plan.id]: 'answered',
      });

      // Staff apply the answers: the plan's booking moves to the later date with its money.
      const apply = await admin.request<DepartureCancellationView>('POST', url, {
        ...body,
        decision: 'answer',
        bookings: [],
      });
      expect(apply.status, JSON.stringify(apply.body)).toBe(200);
      const moved = await stored(plan.id);
      expect(moved['departureId']).toBe(later.id);
      expect(moved['status']).toBe('confirmed');
      expect((moved['payment'] as StoredPayment).paidCents).toBe(60_000);
      expect(await seatsOn(d.id)).toBe(0);
      expect(await seatsOn(later.id)).toBe(2);
      // The question, then what was done (beside the deposit's receipt), both in French.
      const departureMails = (await subjectsTo('plan@example.com')).filter((x) =>
        x.startsWith('Votre départ du'),
      );
      expect(departureMails).toHaveLength(2);
      const texts = (await db().collection('mail').where('to', '==', 'plan@example.com').get()).docs
        .map((m) => m.data() as { message: { subject: string; text: string } })
        .filter((m) => m.message.subject.startsWith('Votre départ du'))
        .map((m) => m.message.text);
      expect(texts.some((t) => t.includes('Votre réservation passe au départ du'))).toBe(true);
      const rows = (await admin.request<DepartureCancellationView>('GET', url)).body.rows;
      expect(rows.find((r) => r.bookingId === plan.id)).toMatchObject({
        state: 'moved',
        offer: { outcome: { choice: 'move', chosenBy: 'pilgrim', departureId: later.id } },
      });

      // Every step audited on its booking.
      expect(await auditActions()).toEqual(
        expect.arrayContaining([
          `departure cancelled departures/${d.id}`,
          `departure cancelled: refund bookings/${card.id}`,
          `departure cancelled: credit bookings/${etransfer.id}`,
          `departure cancelled: pilgrim asked bookings/${plan.id}`,
          `pilgrim answers departure cancellation bookings/${plan.id}`,
          `departure cancelled: move bookings/${plan.id}`,
        ]),
      );

      // Run again, refunding everyone: nothing more goes back, no receipt, no mail.
      const mailsBefore = (await db().collection('mail').get()).size;
      const again = await admin.request<DepartureCancellationView>('POST', url, {
        reason: 'Suspension of travel',
        decision: 'refund',
      });
      expect(again.status).toBe(200);
      expect(again.body.results?.every((r) => r.step === 'none')).toBe(true);
      expect(await allReceipts()).toHaveLength(5);
      expect((await stored(card.id))['payments']).toHaveLength(2);
      expect((await db().collection('credits').get()).size).toBe(1);
      expect((await db().collection('mail').get()).size).toBe(mailsBefore);

      // The answer cannot change once applied; the cancelled date cannot be edited or moved to.
      const late = await fetch(
        `${baseUrl}/api/trip/${await tripTokenOf(plan.id)}/departure-choice`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ choice: 'refund' }),
        },
      );
      expect(late.status).toBe(409);
    },
  );

  it('refuses a body without a reason or with an unknown decision, cancelling nothing', async () => {
    const packageId = await storePackage();
    const d = await addDeparture(admin, packageId, { departureDate });
    const bad = await admin.request('POST', `/api/admin/departures/${d.id}/cancellation`, {
      reason: '',
      decision: 'vanish',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Reason');
    expect(JSON.stringify(bad.body)).toContain('Decision');
    expect((await db().collection('departures').doc(d.id).get()).get('status')).toBe('open');
  });
});
