// Three bookings walked through seven months of one departure, each request and job run at its
// day on the test stack's clock (X-Test-Clock; platform/clock.ts): an early booker paying six
// instalments, a late booker whose plan re-spreads over the dates still ahead, and a family that
// pays early and cancels one traveller 45 days out. Balances, receipts, mails and seats are
// checked to the cent at each step.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@umrah/domain/model/bookings';
import type { Receipt } from '@umrah/domain/model/receipts';
import { db } from '../../platform/firebase/firebase';
import { runPaymentReminders } from './send-reminders';
import type { CancellationPreview } from '../bookings/cancel-travellers';
import { adminForThisFile } from '../../../test-support/admin-session';
import { cardAndEtransfer, putAgencySettings } from '../../../test-support/agency-settings';
import { clearFirestore } from '../../../test-support/emulators';
import { cardPaymentEvent, postSignedEvent } from '../../../test-support/card-payments';
import { addDeparture, storeBooking, storePackage } from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
// Next year's dates, so the departure is always ahead of the real clock (which the stack's
// checks outside the walk still read); no February in the walk, so no leap day moves a date.
const Y = new Date().getFullYear() + 1;
const day = (md: string) => `${Y}-${md}`;
const departureDate = day('10-15');
/** A request or job at noon in Toronto on `md`. */
const at = (md: string) => ({ 'X-Test-Clock': `${day(md)}T16:00:00Z` });
const moment = (md: string) => new Date(`${day(md)}T16:00:00Z`);

interface StoredPayment {
  totalCents: number;
  paidCents: number;
  status: string;
  nextDueDate?: string;
  schedule: { date: string; amountCents: number; kind: string }[];
}
const stored = async (id: string) =>
  (await db().collection('bookings').doc(id).get()).data() as {
    payment: StoredPayment;
    numberOfTravelers: number;
    status: string;
  };
const seatsTaken = async (departureId: string) =>
  Number((await db().collection('departures').doc(departureId).get()).get('bookedSeats'));
const receiptsOf = async (bookingId: string) =>
  (await db().collection('receipts').where('bookingId', '==', bookingId).get()).docs
    .map((d) => d.data() as Receipt)
    .sort((a, b) => a.seq - b.seq);
const allReceipts = async () =>
  (await db().collection('receipts').get()).docs
    .map((d) => d.data() as Receipt)
    .sort((a, b) => a.seq - b.seq);
const mailsTo = async (to: string) =>
  (await db().collection('mail').where('to', '==', to).get()).docs.map(
    (d) => (d.data() as { message: { subject: string; text: string } }).message,
  );

async function confirmOn(md: string, id: string, body: Record<string, unknown>) {
  const res = await admin.request<Booking>(
    'POST',
    `/api/admin/bookings/${id}/confirm`,
    { roomType: 'double', numberOfTravelers: 2, sendEmail: true, ...body },
    at(md),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function etransferOn(md: string, id: string, amount: string) {
  const res = await admin.request(
    'POST',
    `/api/admin/bookings/${id}/payments`,
    { kind: 'payment', method: 'etransfer', amount, note: 'e-Transfer received' },
    at(md),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** A card payment as Stripe reports it: a signed checkout.session.completed to our webhook. */
async function cardOn(md: string, bookingId: string, amountCents: number, intent: string) {
  const res = await postSignedEvent(
    cardPaymentEvent({ bookingId, amountCents, intent, description: 'Instalment', reference: '' }),
    at(md),
  );
  expect(res.status).toBe(200);
  expect(((await res.json()) as { outcome?: string }).outcome).toBe('recorded');
}

/** The reminder job on `md`: [booking, step, due date, cents left of it], in booking order. */
async function remindersOn(md: string, names: Record<string, string>) {
  return (await runPaymentReminders(moment(md)))
    .map((r) => [names[r.bookingId] ?? r.bookingId, r.step, r.dueDate, r.leftCents])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

/** What the booking's latest receipt says: amount, paid, balance and the next instalment. */
async function lastReceipt(id: string) {
  const r = (await receiptsOf(id)).at(-1);
  return (
    r && {
      amountCents: r.amountCents,
      paidCents: r.paidCents,
      totalCents: r.totalCents,
      nextDue: r.nextDue ?? null,
      issuedOn: String((r.issuedAt as unknown as { toDate(): Date }).toDate().toISOString()).slice(
        0,
        10,
      ),
      language: r.language,
    }
  );
}

describe('three bookings through time on one departure', () => {
  let departureId = '';
  const ids = { early: '', late: '', family: '' };
  const names: Record<string, string> = {};

  beforeAll(async () => {
    await clearFirestore();
    await putAgencySettings({ reminderDaysBefore: '7', ...cardAndEtransfer });
    const packageId = await storePackage();
    const d = await addDeparture(admin, packageId, {
      departureDate,
      paymentPlan: {
        deposit: { type: 'percent', value: 2_000 },
        instalments: {
          type: 'dates',
          dates: [day('04-01'), day('05-01'), day('06-01'), day('07-01'), day('08-01')],
        },
        finalDaysBefore: 45,
      },
      cancellationPolicy: {
        tiers: [
          { daysBefore: 60, fee: { type: 'percent', value: 2500 } },
          { daysBefore: 30, fee: { type: 'percent', value: 5000 } },
        ],
        nonRefundable: [{ kind: 'visa', cents: 30_000, fromDaysBefore: null, label: null }],
      },
    });
    departureId = d.id;
    const request = (email: string, fullName: string, travellers: number, language = 'en') =>
      storeBooking(departureDate, {
        packageId,
        departureId,
        seatsHeld: 0,
        numberOfTravelers: travellers,
        email,
        fullName,
        language,
      });
    ids.early = await request('early@example.com', 'Aisha Rahman', 2);
    ids.late = await request('tard@example.com', 'Omar Benali', 2, 'fr');
    ids.family = await request('family@example.com', 'Yusuf Khan', 4);
    names[ids.early] = 'early';
    names[ids.late] = 'late';
    names[ids.family] = 'family';
  });

  it('March: the early booker takes six instalments, the family pays early', async () => {
    await confirmOn('03-01', ids.early, { total: '7000' });
    // 20% deposit today, then what is left over the five dates and the final one (Aug 31, 45
    // days before departure): 5,600.00 / 6 = 933.33, the odd cents on the last.
    expect((await stored(ids.early)).payment.schedule).toEqual([
      { date: day('03-01'), amountCents: 140_000, kind: 'deposit' },
      { date: day('04-01'), amountCents: 93_333, kind: 'instalment' },
      { date: day('05-01'), amountCents: 93_333, kind: 'instalment' },
      { date: day('06-01'), amountCents: 93_333, kind: 'instalment' },
      { date: day('07-01'), amountCents: 93_333, kind: 'instalment' },
      { date: day('08-01'), amountCents: 93_333, kind: 'instalment' },
      { date: day('08-31'), amountCents: 93_335, kind: 'final' },
    ]);
    await etransferOn('03-02', ids.early, '1400.00');
    expect(await lastReceipt(ids.early)).toEqual({
      amountCents: 140_000,
      paidCents: 140_000,
      totalCents: 700_000,
      nextDue: { date: day('04-01'), amountCents: 93_333 },
      issuedOn: day('03-02'),
      language: 'en',
    });

    await confirmOn('03-15', ids.family, {
      roomType: 'quad',
      numberOfTravelers: 4,
      total: '14000',
    });
    const family = (await stored(ids.family)).payment;
    expect(family.schedule.map((i) => i.amountCents)).toEqual([
      280_000, 186_666, 186_666, 186_666, 186_666, 186_666, 186_670,
    ]);
    await cardOn('03-16', ids.family, 280_000, 'pi_family_deposit');
    expect(await seatsTaken(departureId)).toBe(6);

    // A week before April's instalment, both are reminded of it, once.
    expect(await remindersOn('03-25', names)).toEqual([
      ['early', 'before-due', day('04-01'), 93_333],
      ['family', 'before-due', day('04-01'), 186_666],
    ]);
    expect(await remindersOn('03-26', names)).toEqual([]);

    await etransferOn('03-28', ids.early, '933.33');
    // The family pays all the rest at once: every instalment settled, nothing more reminded.
    await etransferOn('03-30', ids.family, '11200.00');
    expect((await stored(ids.family)).payment).toMatchObject({
      paidCents: 1_400_000,
      status: 'paid',
    });
    expect((await stored(ids.family)).payment.nextDueDate).toBeUndefined();
    expect((await lastReceipt(ids.family))?.nextDue).toBeNull();
    expect((await stored(ids.early)).payment).toMatchObject({
      paidCents: 233_333,
      nextDueDate: day('05-01'),
    });
  });

  it('April to July: a late instalment is reminded, then paid with the next one', async () => {
    expect(await remindersOn('04-25', names)).toEqual([
      ['early', 'before-due', day('05-01'), 93_333],
    ]);
    expect(await remindersOn('05-02', names)).toEqual([['early', 'overdue', day('05-01'), 93_333]]);
    await etransferOn('05-10', ids.early, '1866.66');
    expect(await lastReceipt(ids.early)).toMatchObject({
      paidCents: 419_999,
      nextDue: { date: day('07-01'), amountCents: 93_333 },
      issuedOn: day('05-10'),
    });
    await etransferOn('06-28', ids.early, '933.33');
  });

  it('June: the late booker’s plan re-spreads over the three dates still ahead', async () => {
    await confirmOn('06-20', ids.late, { total: '7000' });
    expect((await stored(ids.late)).payment.schedule).toEqual([
      { date: day('06-20'), amountCents: 140_000, kind: 'deposit' },
      { date: day('07-01'), amountCents: 186_666, kind: 'instalment' },
      { date: day('08-01'), amountCents: 186_666, kind: 'instalment' },
      { date: day('08-31'), amountCents: 186_668, kind: 'final' },
    ]);
    await cardOn('06-21', ids.late, 140_000, 'pi_late_deposit');
    // A French booking: its receipt is French and names the next instalment.
    expect(await lastReceipt(ids.late)).toEqual({
      amountCents: 140_000,
      paidCents: 140_000,
      totalCents: 700_000,
      nextDue: { date: day('07-01'), amountCents: 186_666 },
      issuedOn: day('06-21'),
      language: 'fr',
    });
    expect(await seatsTaken(departureId)).toBe(8);

    expect(await remindersOn('07-02', names)).toEqual([['late', 'overdue', day('07-01'), 186_666]]);
    await etransferOn('07-15', ids.late, '3733.32');
    expect((await stored(ids.late)).payment).toMatchObject({
      paidCents: 513_332,
      nextDueDate: day('08-31'),
    });
    await etransferOn('07-30', ids.early, '933.33');
    expect((await stored(ids.early)).payment.nextDueDate).toBe(day('08-31'));
  });

  it('August: the final instalments are reminded; the family cancels one traveller 45 days out', async () => {
    expect(await remindersOn('08-24', names)).toEqual([
      ['early', 'before-due', day('08-31'), 93_335],
      ['late', 'before-due', day('08-31'), 186_668],
    ]);
    await etransferOn('08-30', ids.early, '933.35');
    expect((await stored(ids.early)).payment).toMatchObject({
      paidCents: 700_000,
      status: 'paid',
    });

    // 45 days before departure: the 60-day tier (25% of a traveller's 3,500.00) and the visa
    // already bought are kept; the rest of what was paid goes back to the family's card.
    const preview = await admin.request<CancellationPreview>(
      'GET',
      `/api/admin/bookings/${ids.family}/cancellation?travellers=1`,
      undefined,
      at('08-31'),
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.quote).toMatchObject({
      daysBefore: 45,
      shareCents: 350_000,
      feeCents: 87_500,
      nonRefundableCents: 30_000,
      newTotalCents: 1_167_500,
      refundCents: 232_500,
    });
    const decided = await admin.request<Booking>(
      'POST',
      `/api/admin/bookings/${ids.family}/cancellation`,
      {
        travellers: 1,
        refundMethod: 'card',
        expectedRefundCents: 232_500,
        reason: 'One traveller cannot get leave from work',
      },
      at('08-31'),
    );
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.numberOfTravelers).toBe(3);
    expect((await stored(ids.family)).payment).toMatchObject({
      totalCents: 1_167_500,
      paidCents: 1_167_500,
      status: 'paid',
    });
    expect(await seatsTaken(departureId)).toBe(7);
    expect(await lastReceipt(ids.family)).toEqual({
      amountCents: -232_500,
      paidCents: 1_167_500,
      totalCents: 1_167_500,
      nextDue: null,
      issuedOn: day('08-31'),
      language: 'en',
    });
    // The refund went to the card the deposit was paid with, through the provider.
    const refund = (await receiptsOf(ids.family)).at(-1);
    expect(refund?.method).toBe('card');

    expect(await remindersOn('09-01', names)).toEqual([['late', 'overdue', day('08-31'), 186_668]]);
    await etransferOn('09-05', ids.late, '1866.68');
    expect((await stored(ids.late)).payment).toMatchObject({ paidCents: 700_000, status: 'paid' });
  });

  it('ends with one gap-free receipt sequence, each booking’s receipts adding up to its total', async () => {
    const all = await allReceipts();
    expect(all.map((r) => r.seq)).toEqual(all.map((_, i) => (all[0]?.seq ?? 0) + i));
    const sum = async (id: string) => (await receiptsOf(id)).reduce((s, r) => s + r.amountCents, 0);
    expect(
      (await receiptsOf(ids.early)).map((r) => [r.amountCents, r.nextDue?.date ?? null]),
    ).toEqual([
      [140_000, day('04-01')],
      [93_333, day('05-01')],
      [186_666, day('07-01')],
      [93_333, day('08-01')],
      [93_333, day('08-31')],
      [93_335, null],
    ]);
    expect(await sum(ids.early)).toBe(700_000);
    expect(await sum(ids.late)).toBe(700_000);
    expect(await sum(ids.family)).toBe(1_167_500);
    expect(all).toHaveLength(12);

    // Mails: the confirmation, a receipt per payment or refund, each reminder, the cancellation.
    const subjects = async (to: string) => (await mailsTo(to)).map((m) => m.subject.split(' ')[0]);
    expect((await mailsTo('early@example.com')).length).toBe(1 + 6 + 4);
    expect((await mailsTo('tard@example.com')).length).toBe(1 + 3 + 3);
    expect(await subjects('tard@example.com')).not.toContain('Your');
    const family = await mailsTo('family@example.com');
    expect(family.length).toBe(1 + 3 + 1 + 1);
    expect(family.some((m) => /cancel/i.test(m.subject))).toBe(true);
  });
});
