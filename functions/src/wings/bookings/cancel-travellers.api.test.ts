// Staff cancel travellers of a confirmed booking: the preview follows the departure's policy, the
// decision frees the seats, brings the plan to the new total and refunds what was paid beyond it
// with a numbered receipt; a stale preview or a bad body changes nothing.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Booking } from '@umrah/domain/model/bookings';
import type { CancellationPreview } from './cancel-travellers';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile } from '../../../test-support/admin-session';
import { cardAndEtransfer, putAgencySettings } from '../../../test-support/agency-settings';
import { clearFirestore } from '../../../test-support/emulators';
import {
  addDeparture,
  confirmBooking,
  payByEtransfer,
  storeBooking,
  storePackage,
} from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
const today = todayInTimeZone();
const departureDate = addDays(today, 45);

const policy = {
  tiers: [
    { daysBefore: 60, fee: { type: 'percent', value: 2500 } },
    { daysBefore: 30, fee: { type: 'percent', value: 5000 } },
  ],
  nonRefundable: [{ kind: 'visa', cents: 30_000, fromDaysBefore: null, label: null }],
};

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings(cardAndEtransfer);
});

/** A booking of `travellers` in `roomType` at `total` dollars on a departure with the policy. */
async function aConfirmedBooking(o: {
  travellers: number;
  roomType: string;
  total: string;
  paid: string;
  singleSupplement?: number;
}) {
  const packageId = await storePackage();
  const d = await addDeparture(admin, packageId, {
    departureDate,
    cancellationPolicy: policy,
    ...(o.singleSupplement ? { prices: { singleSupplement: o.singleSupplement } } : {}),
  });
  const id = await storeBooking(departureDate, {
    packageId,
    departureId: d.id,
    seatsHeld: 0,
    numberOfTravelers: o.travellers,
  });
  await confirmBooking(admin, id, {
    roomType: o.roomType,
    numberOfTravelers: o.travellers,
    total: o.total,
    sendEmail: false,
  });
  await payByEtransfer(admin, id, o.paid);
  return { id, departureId: d.id };
}

const preview = (id: string, travellers: number, on = '') =>
  admin.request<CancellationPreview>(
    'GET',
    `/api/admin/bookings/${id}/cancellation?travellers=${travellers}${on ? `&on=${on}` : ''}`,
  );
const decide = (id: string, body: Record<string, unknown>) =>
  admin.request<Booking>('POST', `/api/admin/bookings/${id}/cancellation`, body);
const heldOn = async (departureId: string) =>
  Number((await db().collection('departures').doc(departureId).get()).get('bookedSeats'));
const receipts = async (bookingId: string) =>
  (await db().collection('receipts').where('bookingId', '==', bookingId).get()).docs.map((d) =>
    d.data(),
  );

describe('cancelling travellers', () => {
  it('a family of four: one leaves 45 days out, then the rest; fees once, seats and refund to the cent', async () => {
    const { id, departureId } = await aConfirmedBooking({
      travellers: 4,
      roomType: 'quad',
      total: '10000',
      paid: '6000',
    });
    expect(await heldOn(departureId)).toBe(4);

    const one = await preview(id, 1);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.quote).toMatchObject({
      daysBefore: 45,
      shareCents: 250_000,
      nonRefundableCents: 30_000,
      feeCents: 62_500,
      newTotalCents: 842_500,
      refundCents: 0,
    });
    // On another day, the nearer tier: 50% twenty days out.
    const later = await preview(id, 1, addDays(departureDate, -20));
    expect(later.body.quote.feeCents).toBe(125_000);

    const first = await decide(id, {
      travellers: 1,
      refundMethod: 'etransfer',
      expectedRefundCents: 0,
      reason: 'Visa refused for one traveller',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.status).toBe('confirmed');
    expect(first.body.numberOfTravelers).toBe(3);
    expect(first.body.seatsHeld).toBe(3);
    expect(first.body.payment).toMatchObject({ totalCents: 842_500, paidCents: 600_000 });
    expect(await heldOn(departureId)).toBe(3);
    expect(await receipts(id)).toHaveLength(1); // the payment's only: nothing went back

    const rest = await preview(id, 3);
    // The first cancellation's fee and visa (925.00) are not charged a fee again.
    expect(rest.body.quote).toMatchObject({
      shareCents: 750_000,
      feeCents: 187_500,
      nonRefundableCents: 90_000,
      newTotalCents: 370_000,
      refundCents: 230_000,
    });
    const all = await decide(id, {
      travellers: 3,
      refundMethod: 'etransfer',
      expectedRefundCents: 230_000,
      reason: 'Family cannot travel',
    });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.status).toBe('cancelled');
    expect(all.body.seatsHeld).toBe(0);
    expect(all.body.payment).toMatchObject({ totalCents: 370_000, paidCents: 370_000 });
    expect(all.body.cancellations).toHaveLength(2);
    expect(await heldOn(departureId)).toBe(0);
    const issued = await receipts(id);
    expect(issued).toHaveLength(2);
    const refund = issued.find((r) => r['kind'] === 'refund');
    expect(refund).toMatchObject({ amountCents: -230_000 });
    // One sequence: the refund takes the number after the payment's.
    expect(issued.map((r) => r['seq']).sort()).toEqual([1, 2]);

    // Cancelled: nothing more to cancel.
    expect((await preview(id, 1)).status).toBe(409);
  });

  it('one of a couple in a double leaves: the other pays the single supplement', async () => {
    const { id } = await aConfirmedBooking({
      travellers: 2,
      roomType: 'double',
      total: '8000',
      paid: '8000',
      singleSupplement: 900,
    });
    const q = (await preview(id, 1)).body.quote;
    // Half of 8,000 less the visa kept and the 25% fee on it, plus the 900 supplement.
    expect(q.supplementCents).toBe(90_000);
    expect(q.newTotalCents).toBe(400_000 + 30_000 + 100_000 + 90_000);
    expect(q.refundCents).toBe(800_000 - 620_000);
  });

  it('refuses a stale preview, a bad body and an unconfirmed booking, writing nothing', async () => {
    const { id } = await aConfirmedBooking({
      travellers: 2,
      roomType: 'double',
      total: '4000',
      paid: '4000',
    });
    const { refundCents } = (await preview(id, 2)).body.quote;
    await payByEtransfer(admin, id, '100'); // money moved after the preview
    const stale = await decide(id, {
      travellers: 2,
      refundMethod: 'etransfer',
      expectedRefundCents: refundCents,
      reason: 'Changed plans',
    });
    expect(stale.status).toBe(409);
    expect(JSON.stringify(stale.body)).toContain('not what the preview showed');

    const bad = await decide(id, { travellers: 0, refundMethod: 'gold', reason: '' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Travellers to cancel');
    expect(JSON.stringify(bad.body)).toContain('Refund method');

    const tooMany = await preview(id, 5);
    expect(tooMany.status).toBe(400);

    const stored = (await db().collection('bookings').doc(id).get()).data() ?? {};
    expect(stored['status']).toBe('confirmed');
    expect(stored['cancellations']).toBeUndefined();

    const unconfirmed = await storeBooking(departureDate, { numberOfTravelers: 1 });
    expect((await preview(unconfirmed, 1)).status).toBe(409);
    expect((await preview('nope', 1)).status).toBe(404);
  });

  it('refuses without an admin session', async () => {
    const { client } = await import('../../../test-support/admin-session');
    expect(
      (await client().request('GET', '/api/admin/bookings/x/cancellation?travellers=1')).status,
    ).toBe(401);
  });
});
