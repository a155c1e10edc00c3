// The payment reminders on a plan: each instalment is reminded before it is due and once when
// late, the stored next due date moving as the pilgrim pays. The job runs with a clock.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { runPaymentReminders } from './send-reminders';
import { adminForThisFile } from '../../../test-support/admin-session';
import { cardAndEtransfer, putAgencySettings } from '../../../test-support/agency-settings';
import { clearFirestore } from '../../../test-support/emulators';
import { aBookingOnPlan, payByEtransfer } from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
const today = todayInTimeZone();
const departureDate = addDays(today, 200);
const first = addDays(today, 60);
const second = addDays(today, 120);
/** The job's clock `days` from now. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings({ reminderDaysBefore: '7', ...cardAndEtransfer });
});

const storedPayment = async (id: string) =>
  (await db().collection('bookings').doc(id).get()).data()?.['payment'] as {
    nextDueDate?: string;
    remindersSent: string[];
  };

const reminderSubjects = async () =>
  (await db().collection('mail').where('to', '==', 'aisha@example.com').get()).docs
    .map((d) => d.data() as { message: { subject: string; text: string } })
    .filter((m) => !m.message.subject.startsWith('Your'));

const run = async (days: number) =>
  (await runPaymentReminders(inDays(days))).map((r) => [r.step, r.dueDate, r.leftCents]);

describe('payment reminders on a plan', () => {
  it('reminds each instalment once before it is due and once when late, as it is paid', async () => {
    const { id } = await aBookingOnPlan(admin, {
      departureDate,
      dates: [first, second],
      total: '5000',
    });
    // The deposit is due today: the confirmation mail asks it, no reminder the same day.
    expect((await storedPayment(id)).nextDueDate).toBe(today);
    expect(await run(0)).toEqual([]);

    await payByEtransfer(admin, id, '1000');
    expect((await storedPayment(id)).nextDueDate).toBe(first);
    // Eight days before the first instalment: not yet in the 7-day window.
    expect(await run(52)).toEqual([]);
    expect(await run(55)).toEqual([['before-due', first, 133_333]]);
    expect(await run(55)).toEqual([]);
    expect(await run(58)).toEqual([]);
    const [firstMail] = await reminderSubjects();
    expect(firstMail?.message.subject).toMatch(/^Reminder: \$1,333\.33 due by /);
    expect(firstMail?.message.text).toContain('next instalment');
    expect(firstMail?.message.text).toContain('Remaining in total');

    // Part of it paid late, then the rest: the reminder follows the next instalment only.
    await payByEtransfer(admin, id, '1000');
    expect((await storedPayment(id)).nextDueDate).toBe(first);
    await payByEtransfer(admin, id, '333.33');
    expect((await storedPayment(id)).nextDueDate).toBe(second);
    expect(await run(62)).toEqual([]);
    expect(await run(114)).toEqual([['before-due', second, 133_333]]);

    // Not paid by its date: overdue once, for what is left of it.
    await payByEtransfer(admin, id, '33.33');
    expect(await run(122)).toEqual([['overdue', second, 130_000]]);
    expect(await run(123)).toEqual([]);
    expect((await storedPayment(id)).remindersSent).toEqual([
      `before-due:${first}`,
      `before-due:${second}`,
      `overdue:${second}`,
    ]);
    const subjects = (await reminderSubjects()).map((m) => m.message.subject.split(':')[0]);
    expect(subjects.sort()).toEqual(['Payment overdue', 'Reminder', 'Reminder']);

    // All paid: no next due date, no more reminders (not even for the final one).
    await payByEtransfer(admin, id, '2633.34');
    expect((await storedPayment(id)).nextDueDate).toBeUndefined();
    expect(await run(160)).toEqual([]); // past the final instalment's date
  });
});
