// A booking on a departure with a payment plan: confirming spreads its total over the plan's
// instalments, payments settle the earliest first, and the pay page lists the schedule.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminForThisFile } from '../../../test-support/admin-session';
import { cardAndEtransfer, putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import { aBookingOnPlan, payByEtransfer } from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
const today = todayInTimeZone();
const departureDate = addDays(today, 200);
const first = addDays(today, 60);
const second = addDays(today, 120);
const final = addDays(departureDate, -45);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings(cardAndEtransfer);
});

describe('a booking on a payment plan', () => {
  it('is confirmed with the plan’s instalments, and the pay page lists them as they are paid', async () => {
    const b = await aBookingOnPlan(admin, { departureDate, dates: [first, second], total: '5000' });
    // 20% deposit today, then $4,000 over the two dates and the final one, the cent on the last.
    expect(b.payment?.schedule).toEqual([
      { date: today, amountCents: 100_000, kind: 'deposit' },
      { date: first, amountCents: 133_333, kind: 'instalment' },
      { date: second, amountCents: 133_333, kind: 'instalment' },
      { date: final, amountCents: 133_334, kind: 'final' },
    ]);
    expect(b.payment).toMatchObject({
      totalCents: 500_000,
      depositCents: 100_000,
      balanceCents: 400_000,
      balanceDueDate: final,
      status: 'deposit-due',
    });
    const token = b.payment?.link.split('/pay/')[1] ?? '';
    const page = async () => (await fetch(`${baseUrl}/pay/${token}`)).text();
    const before = await page();
    expect(before).toContain('Payment schedule');
    expect(before).toContain('Pay $1,000.00 by card');

    // The deposit and part of the first instalment: the card asks the rest of that instalment.
    await payByEtransfer(admin, b.id, '1500');
    const after = await page();
    expect(after).toContain('$1,333.33 · $833.33 left');
    expect(after).toContain('Pay $833.33 by card');
    expect(after).toMatch(/\$1,000\.00 · paid/);
  });
});
