import type { BookingPayment } from '@umrah/domain/model/payments';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { aBooking } from '../../../testing/inbox-data';
import { fill, findDialog, inputIn } from '../../../testing/queries';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const today = todayInTimeZone();
const [d0, d1, d2, d3] = [today, addDays(today, 60), addDays(today, 120), addDays(today, 150)];
const payment: BookingPayment = {
  status: 'balance-due',
  totalCents: 300_000,
  depositCents: 100_000,
  balanceCents: 200_000,
  balanceDueDate: d2,
  paidCents: 100_000,
  pendingCents: 0,
  currency: 'cad',
  roomType: 'double',
  travellers: 2,
  departureDate: addDays(today, 200),
  reference: 'UMR-ABC123',
  confirmedAt: '2026-11-25T10:00:00.000Z',
  link: 'https://agency.example/pay/b1.20270325.1.sig',
  linkExpiresAt: addDays(today, 200),
  remindersSent: [],
  schedule: [
    { date: d0, amountCents: 100_000, kind: 'deposit' },
    { date: d1, amountCents: 100_000, kind: 'instalment' },
    { date: d2, amountCents: 100_000, kind: 'final' },
  ],
};

describe('the booking’s payment schedule', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('lists the instalments as paid, next or later, and changes the plan by the server’s rules', async () => {
    const booking = aBooking({
      id: 'b1',
      status: 'confirmed',
      payment,
      planChanges: [
        {
          at: '2026-11-20T15:00:00.000Z',
          by: 'aisha',
          reason: 'Asked by the family',
          from: payment.schedule!.slice(0, 2),
          to: payment.schedule!,
        },
      ],
    });
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/bookings/b1': { body: booking },
      'PUT /api/admin/bookings/b1/plan': { body: booking },
    });
    const { user } = renderAdmin('/admin/bookings/b1');
    const section = await screen.findByRole('region', { name: 'Payment schedule' });
    const rows = within(within(section).getByRole('list', { name: 'Instalments' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Deposit, .*\$1,000\.00 · paid$/),
      expect.stringMatching(/^Instalment 1, .*\$1,000\.00 · next$/),
      expect.stringMatching(/^Last instalment, .*\$1,000\.00$/),
    ]);

    expect(within(section).getByRole('list', { name: 'Plan changes' })).toHaveTextContent(
      'November 20, 2026, aisha: 2 → 3 payments (Asked by the family)',
    );
    await user.click(within(section).getByRole('button', { name: 'Change plan' }));
    const dialog = await findDialog('Change payment plan');
    // Less on the last one: the rows no longer make the total.
    const last = within(dialog).getByRole('group', { name: 'Instalment 3' });
    await user.clear(inputIn(last, 'Amount ($)'));
    await fill(user, inputIn(last, 'Amount ($)'), '500');
    expect(
      await within(dialog).findByText("The instalments must add up to the booking's total."),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(api.to('PUT', '/api/admin/bookings/b1/plan')).toHaveLength(0);

    // A fourth instalment for the rest.
    await user.click(within(dialog).getByRole('button', { name: 'Add an instalment' }));
    const added = within(dialog).getByRole('group', { name: 'Instalment 4' });
    await fill(user, inputIn(added, 'Due date'), d3);
    await fill(user, inputIn(added, 'Amount ($)'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Payment plan changed')).toBeInTheDocument();
    expect(api.to('PUT', '/api/admin/bookings/b1/plan')[0]?.body).toEqual({
      instalments: [
        { date: d0, amountCents: 100_000 },
        { date: d1, amountCents: 100_000 },
        { date: d2, amountCents: 50_000 },
        { date: d3, amountCents: 50_000 },
      ],
      reason: '',
    });
  });
});
