// Staff change one booking's plan through the real API: a valid change is stored with its
// kinds, next due date and record, and audited; a change the rules refuse (not the total, an
// unpaid part in the past) is answered on its field and changes nothing.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Booking } from '@umrah/domain/model/bookings';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile } from '../../../test-support/admin-session';
import { cardAndEtransfer, putAgencySettings } from '../../../test-support/agency-settings';
import { clearFirestore } from '../../../test-support/emulators';
import { aBookingOnPlan, payByEtransfer } from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
const today = todayInTimeZone();
const departureDate = addDays(today, 200);
const first = addDays(today, 60);
const second = addDays(today, 120);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings(cardAndEtransfer);
});

const change = (id: string, instalments: { date: string; amountCents: number }[]) =>
  admin.request<Booking & { errors?: Record<string, string> }>(
    'PUT',
    `/api/admin/bookings/${id}/plan`,
    { instalments, reason: 'Family asked to spread the rest' },
  );
const stored = async (id: string) => (await db().collection('bookings').doc(id).get()).data()!;

describe('changing one booking’s plan', () => {
  it('spreads what is left over more dates, keeps what is paid, and records the change', async () => {
    const { id } = await aBookingOnPlan(admin, {
      departureDate,
      dates: [first, second],
      total: '5000',
    });
    await payByEtransfer(admin, id, '1000');
    const mid = addDays(today, 90);
    const res = await change(id, [
      { date: today, amountCents: 100_000 },
      { date: first, amountCents: 100_000 },
      { date: mid, amountCents: 150_000 },
      { date: second, amountCents: 150_000 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = (await stored(id))['payment'];
    expect(p.schedule).toEqual([
      { date: today, amountCents: 100_000, kind: 'deposit' },
      { date: first, amountCents: 100_000, kind: 'instalment' },
      { date: mid, amountCents: 150_000, kind: 'instalment' },
      { date: second, amountCents: 150_000, kind: 'final' },
    ]);
    expect(p).toMatchObject({
      totalCents: 500_000,
      paidCents: 100_000,
      nextDueDate: first,
      balanceDueDate: second,
      depositCents: 100_000,
    });
    const changes = (await stored(id))['planChanges'] as { from: unknown[]; reason: string }[];
    expect(changes).toHaveLength(1);
    expect(changes[0]?.from).toHaveLength(4);
    const audit = (await db().collection('auditLog').get()).docs.map((d) => d.data());
    expect(audit.find((e) => String(e['target']).endsWith('/plan'))?.['details']).toEqual({
      instalments: 4,
    });
  });

  it('refuses a plan that does not add up, or an unpaid part already past, on its field', async () => {
    const { id } = await aBookingOnPlan(admin, {
      departureDate,
      dates: [first, second],
      total: '5000',
    });
    await payByEtransfer(admin, id, '1000');
    const short = await change(id, [
      { date: today, amountCents: 100_000 },
      { date: second, amountCents: 300_000 },
    ]);
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({
      instalments: "The instalments must add up to the booking's total.",
    });
    const past = await change(id, [
      { date: addDays(today, -10), amountCents: 100_000 },
      { date: addDays(today, -1), amountCents: 100_000 },
      { date: second, amountCents: 300_000 },
    ]);
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({
      'instalments[1].date': 'An instalment not yet paid cannot be due on a date already past.',
    });
    expect((await stored(id))['payment'].schedule).toHaveLength(4);
    expect((await stored(id))['planChanges']).toBeUndefined();
  });
});
