import { screen, within } from '@testing-library/react';
import type {
  DepartureCancellationOffer,
  DepartureCancellationView,
} from '@umrah/domain/model/money/departure-cancellation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDepartureDetail } from '../../../testing/departure-data';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const offer = (over: Partial<DepartureCancellationOffer>): DepartureCancellationOffer => ({
  departureId: 'd1',
  departureDate: '2027-03-05',
  reason: 'Suspension of travel',
  at: '2027-01-05T10:00:00.000Z',
  by: 'admin',
  askedAt: '2027-01-05T10:00:00.000Z',
  creditExpiresOn: '2028-01-05',
  moveTo: [{ departureId: 'd2', departureDate: '2027-04-14' }],
  answer: null,
  outcome: null,
  ...over,
});

const row = (bookingId: string, name: string, o: DepartureCancellationOffer | null) => ({
  bookingId,
  reference: `UMR-${bookingId}`,
  name,
  language: 'fr',
  travellers: 2,
  status: o?.outcome ? 'cancelled' : 'confirmed',
  paidCents: 100_000,
  state: (o?.outcome ? 'credited' : o?.answer ? 'answered' : 'asked') as 'asked',
  offer: o,
});

const cancelled: DepartureCancellationView = {
  departureId: 'd1',
  departureDate: '2027-03-05',
  status: 'cancelled',
  moveOptions: [{ departureId: 'd2', departureDate: '2027-04-14' }],
  rows: [
    row('b1', 'Fatima Benali', offer({ answer: { choice: 'move', departureId: 'd2', at: 'x' } })),
    row('b2', 'Amina Yusuf', offer({})),
    row(
      'b3',
      'Omar Said',
      offer({
        outcome: {
          choice: 'credit',
          chosenBy: 'pilgrim',
          refundCents: 0,
          creditCents: 100_000,
          departureId: '',
          at: 'x',
          by: 'admin',
        },
      }),
    ),
  ],
};

describe('a cancelled departure’s section', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows who answered what, and applies the answers with one decision per booking', async () => {
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/departures/d1': {
        body: aDepartureDetail({ status: 'cancelled', bookings: [], waitingList: [] }),
      },
      'GET /api/admin/departures/d1/cancellation': { body: cancelled },
      'POST /api/admin/departures/d1/cancellation': { body: { ...cancelled, results: [] } },
    });
    const { user } = renderAdmin('/admin/departures/d1');
    const section = await screen.findByRole('region', { name: 'Cancelled departure' });
    const table = await within(section).findByRole('table', {
      name: 'Bookings of the cancelled departure',
    });
    expect(
      within(section).getByText(/This departure is cancelled: Suspension of travel/),
    ).toBeVisible();
    const [, fatima, amina, omar] = within(table).getAllByRole('row');
    expect(fatima).toHaveTextContent('Answered');
    expect(fatima).toHaveTextContent('Move to April 14, 2027 (answered, not applied yet)');
    expect(amina).toHaveTextContent('Asked, no answer yet');
    expect(omar).toHaveTextContent('Credited');
    expect(omar).toHaveTextContent('Credit · $1,000.00 (pilgrim’s choice)');
    // A settled booking has no decision left to make.
    expect(within(omar as HTMLElement).queryByRole('combobox')).toBeNull();

    // Amina is refunded; the others follow the decision for all (the pilgrims' answers).
    await user.click(within(amina as HTMLElement).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Full refund (no fee)' }));
    await user.click(within(section).getByRole('button', { name: 'Apply to the open bookings' }));
    await screen.findByText(/Done: 0 booking\(s\)/);
    const [sent] = api.to('POST', '/api/admin/departures/d1/cancellation');
    expect(sent?.body).toMatchObject({
      reason: 'Suspension of travel',
      decision: 'answer',
      moveToDepartureId: 'd2',
      bookings: [{ bookingId: 'b2', decision: 'refund' }],
    });
  });
});
