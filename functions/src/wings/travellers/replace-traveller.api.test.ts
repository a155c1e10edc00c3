// A name change through the real API: the policy's fee is quoted and added to the plan's last
// instalment, the new traveller starts from a blank record (nothing of the former one's passport
// stays), the change is recorded and audited; after the airline's name deadline staff are warned;
// a stale fee or a nameless replacement changes nothing.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { NameChangeEntry } from '@umrah/domain/model/money/name-change';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import type { NameChangePreview } from './replace-traveller';
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
const departureDate = addDays(today, 120);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings(cardAndEtransfer);
});

/** A double of two at $7,000 on a plan, with the fee in its policy and an air block's deadline. */
async function aBooking(nameDeadline: string) {
  const packageId = await storePackage();
  const d = await addDeparture(admin, packageId, {
    departureDate,
    paymentPlan: {
      deposit: { type: 'percent', value: 2_000 },
      instalments: { type: 'dates', dates: [addDays(today, 30)] },
      finalDaysBefore: 45,
    },
    cancellationPolicy: { tiers: [], nonRefundable: [], nameChangeCents: 7_500 },
  });
  const air = await admin.request<{ id: string }>('POST', '/api/admin/suppliers', {
    name: 'Saudia Groups',
    currency: 'USD',
    contact: 'groups@example.com',
  });
  const sheet = await admin.request('PUT', `/api/admin/departures/${d.id}/costs`, {
    rates: { USD: '1.38', SAR: '0.365' },
    lines: [
      {
        kind: 'air',
        label: 'Seat block YYZ-JED',
        supplierId: air.body.id,
        currency: 'USD',
        unitPrice: '900',
        seats: 10,
        nameDeadline,
        ticketingDeadline: addDays(today, 60),
      },
    ],
  });
  expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
  const id = await storeBooking(departureDate, {
    packageId,
    departureId: d.id,
    seatsHeld: 0,
    numberOfTravelers: 2,
  });
  await confirmBooking(admin, id, { roomType: 'double', numberOfTravelers: 2, total: '7000' });
  await payByEtransfer(admin, id, '1400');
  // Traveller 2 as the pilgrim entered them, with a passport number.
  const put = await admin.request('PUT', `/api/admin/bookings/${id}/travellers/2`, {
    givenNames: 'Bilal',
    surname: 'Rahman',
    passportNumber: 'AB1234567',
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return id;
}

const preview = (id: string, n = 2) =>
  admin.request<NameChangePreview>('GET', `/api/admin/bookings/${id}/travellers/${n}/name-change`);
const replace = (id: string, body: Record<string, unknown>, n = 2) =>
  admin.request<NameChangeEntry>(
    'POST',
    `/api/admin/bookings/${id}/travellers/${n}/name-change`,
    body,
  );
const stored = async (id: string) => (await db().collection('bookings').doc(id).get()).data()!;
const travellerRecord = async (id: string, n: number) =>
  (await db().collection('travellers').doc(`${id}_${n}`).get()).data()!;

describe('replacing a traveller (a name change)', () => {
  it('charges the policy’s fee on the last instalment and starts the new traveller afresh', async () => {
    const id = await aBooking(addDays(today, 40));
    const quote = await preview(id);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.quote).toEqual({
      feeCents: 7_500,
      deadline: addDays(today, 40),
      afterDeadline: false,
      newTotalCents: 707_500,
    });

    const res = await replace(id, {
      givenNames: 'Zainab',
      surname: 'Haddad',
      expectedFeeCents: 7_500,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      index: 2,
      from: 'RAHMAN, Bilal',
      to: 'HADDAD, Zainab',
      feeCents: 7_500,
      afterDeadline: false,
    });

    const b = await stored(id);
    expect(b['payment']).toMatchObject({ totalCents: 707_500, paidCents: 140_000 });
    const schedule = b['payment'].schedule as { amountCents: number; kind: string }[];
    expect(schedule.map((i) => i.amountCents)).toEqual([140_000, 280_000, 287_500]);
    expect(b['nameChanges']).toHaveLength(1);
    const t = await travellerRecord(id, 2);
    expect(t).toMatchObject({ givenNames: 'Zainab', surname: 'Haddad', passportNumber: '' });

    const mails = (await db().collection('mail').where('to', '==', 'aisha@example.com').get()).docs
      .map((d) => (d.data() as { message: { subject: string; text: string } }).message)
      .filter((m) => m.subject.startsWith('A traveller'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('HADDAD, Zainab');
    expect(mails[0]?.text).toContain('$75.00');
    const audit = (await db().collection('auditLog').get()).docs.map((d) => d.data());
    expect(audit.some((e) => String(e['target']).endsWith('/travellers/2/name-change'))).toBe(true);
  });

  it('warns after the airline’s name deadline, refuses a stale fee or a nameless person', async () => {
    const id = await aBooking(addDays(today, -1));
    expect((await preview(id)).body.quote).toMatchObject({ afterDeadline: true, feeCents: 7_500 });

    const stale = await replace(id, {
      givenNames: 'Zainab',
      surname: 'Haddad',
      expectedFeeCents: 0,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'name_change_fee_changed' });
    const nameless = await replace(id, {
      givenNames: 'Zainab',
      surname: '',
      expectedFeeCents: 7_500,
    });
    expect(nameless.status).toBe(400);
    expect(JSON.stringify(nameless.body)).toContain('Surname is required');
    expect(
      await replace(id, { givenNames: 'Z', surname: 'H', expectedFeeCents: 7_500 }, 3),
    ).toMatchObject({ status: 404 });
    // Nothing changed.
    expect((await stored(id))['payment']).toMatchObject({ totalCents: 700_000 });
    expect(await travellerRecord(id, 2)).toMatchObject({ surname: 'Rahman' });

    const late = await replace(id, {
      givenNames: 'Zainab',
      surname: 'Haddad',
      expectedFeeCents: 7_500,
    });
    expect(late.status).toBe(200);
    expect(late.body.afterDeadline).toBe(true);
  });
});
