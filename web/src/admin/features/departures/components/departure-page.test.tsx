import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDepartureDetail } from '../../../testing/departure-data';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { aBooking } from '../../../testing/inbox-data';
import { makePackage } from '../../../../testing/data';
import { fill, findDialog, inputIn } from '../../../testing/queries';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const confirmed = aBooking({
  id: 'b1',
  fullName: 'Amina Khan',
  status: 'confirmed',
  departureId: 'd1',
  numberOfTravelers: 2,
  payment: {
    status: 'paid',
    totalCents: 680_000,
    depositCents: 100_000,
    balanceCents: 580_000,
    balanceDueDate: '2027-02-01',
    paidCents: 680_000,
    pendingCents: 0,
    currency: 'cad',
    roomType: 'double',
    travellers: 2,
    departureDate: '2027-03-05',
    reference: 'UMR-AAA111',
    confirmedAt: '2026-11-20T10:00:00.000Z',
    link: 'https://agency.example/pay/b1.sig',
    linkExpiresAt: '2027-03-05',
    remindersSent: [],
  },
});
const first = aBooking({
  id: 'w1',
  fullName: 'Bilal Aziz',
  waitingList: true,
  departureId: 'd1',
  receivedAt: '2026-11-01T10:00:00.000Z',
});
const second = aBooking({
  id: 'w2',
  fullName: 'Chaima Idris',
  waitingList: true,
  departureId: 'd1',
  receivedAt: '2026-11-02T10:00:00.000Z',
});

function setup(extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/departures/d1': {
      body: aDepartureDetail({
        bookings: [second, first, confirmed],
        waitingList: [first, second],
      }),
    },
    ...extra,
  });
  return { api, ...renderAdmin('/admin/departures/d1') };
}

describe('a departure page', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('lists its bookings with their money and its waiting list in order, first in line marked', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { name: 'Departure of March 5, 2027', level: 1 }),
    ).toBeVisible();
    const bookings = screen.getByRole('list', { name: 'Bookings' });
    const amina = within(bookings).getByRole('listitem', { name: 'Amina Khan' });
    expect(amina).toHaveTextContent('2 People · Paid in full');
    expect(within(amina).getByRole('link', { name: 'Amina Khan' })).toHaveAttribute(
      'href',
      '/admin/bookings/b1',
    );
    // Waiting-list requests are in the waiting list, not twice.
    expect(within(bookings).queryByRole('listitem', { name: 'Bilal Aziz' })).toBeNull();
    const waiting = screen.getByRole('list', { name: 'Waiting list in order' });
    const entries = within(waiting).getAllByRole('listitem');
    expect(entries.map((e) => e.getAttribute('aria-label'))).toEqual([
      'Bilal Aziz',
      'Chaima Idris',
    ]);
    expect(within(entries[0] as HTMLElement).getByText('First in line')).toBeVisible();
    expect(within(entries[1] as HTMLElement).queryByText('First in line')).toBeNull();
    expect(screen.getByText('Tour leader: 2 seats')).toBeVisible();
    // The bookings list filtered to this departure (its money filters and CSV export).
    expect(
      screen.getByRole('link', { name: /See these bookings in the bookings list/ }),
    ).toHaveAttribute('href', '/admin/bookings?departure=d1');
  });

  it('confirming past the first in line asks a reason, and shows the server’s refusal', async () => {
    const { user, api } = setup({
      'POST /api/admin/bookings/w2/confirm': {
        status: 409,
        body: {
          code: 'waiting_list_order',
          message:
            '1 request is on this departure’s waiting list before this booking (first: Bilal Aziz). Confirm them first, or give a reason to skip them.',
          errors: { skipReason: 'A reason is needed to skip the waiting list' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm Chaima Idris' }));
    const dialog = await findDialog('Confirm Chaima Idris');
    expect(inputIn(dialog, 'Reason to skip the waiting list')).toBeVisible();
    await fill(user, inputIn(dialog, 'Total price (CAD)'), '6800');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send payment link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /before this booking \(first: Bilal Aziz\)/,
    );
    expect(
      await within(dialog).findByText('A reason is needed to skip the waiting list'),
    ).toBeVisible();
    expect(api.to('POST', '/api/admin/bookings/w2/confirm')[0]?.body).toMatchObject({
      departureId: 'd1',
      total: '6800',
      skipReason: '',
    });
  });

  it('confirms with the booking page’s form, offering the departure’s own price', async () => {
    const { user, api } = setup({
      'GET /api/admin/departures/d1': {
        body: aDepartureDetail({
          prices: { quad: null, triple: 1999, double: null, singleSupplement: null },
          bookings: [first, confirmed],
          waitingList: [first],
        }),
      },
      'GET /api/packages/ramadan-umrah-14-nights': {
        body: makePackage({ slug: 'ramadan-umrah-14-nights', triplePrice: 2450 }),
      },
      'POST /api/admin/bookings/w1/confirm': { body: { ...first, status: 'confirmed' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm Bilal Aziz' }));
    const dialog = await findDialog('Confirm Bilal Aziz');
    // First in line: no reason asked. Triple at the departure's $1,999, not the package's $2,450.
    expect(within(dialog).queryByLabelText(/^Reason to skip/)).toBeNull();
    expect(
      await within(dialog).findByText('Price shown on the site: $1,999.00 × 3 = $5,997.00'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Use this total' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send payment link' }));
    expect(await screen.findByText('Booking confirmed; payment link mailed')).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/bookings/w1/confirm')[0]?.body).toMatchObject({
      departureId: 'd1',
      total: '5997.00',
    });
  });

  it('moves a booking to another upcoming departure', async () => {
    const { user, api } = setup({
      'GET /api/admin/departures': {
        body: [
          aDepartureDetail(),
          { ...aDepartureDetail({ id: 'd2', departureDate: '2027-04-10' }) },
        ],
      },
      'POST /api/admin/bookings/b1/move': { body: { ...confirmed, departureId: 'd2' } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Move Amina Khan to another departure' }),
    );
    const dialog = await findDialog('Move Amina Khan');
    await user.click(within(dialog).getByRole('combobox', { name: /Move to departure/ }));
    const options = await screen.findAllByRole('option');
    // The departure the booking is on is not offered.
    expect(options.map((o) => o.textContent)).toEqual(['April 10, 2027 · Ramadan Umrah · 30 left']);
    await user.click(options[0] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Amina Khan moved to April 10, 2027')).toBeVisible();
    expect(api.to('POST', '/api/admin/bookings/b1/move')[0]?.body).toEqual({
      departureId: 'd2',
      skipReason: '',
    });
  });
});
