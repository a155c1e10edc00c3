import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { aBooking } from '../../../testing/inbox-data';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const bookings = [
  aBooking({ id: 'b1', fullName: 'Aisha Rahman', status: 'new' }),
  aBooking({ id: 'b2', fullName: 'Bilal Khan', status: 'contacted', passport: null }),
  aBooking({
    id: 'b3',
    fullName: 'Maryam Ali',
    status: 'new',
    numberOfTravelers: 1,
    waitingList: true,
  }),
];

function setup(path = '/admin/bookings', list = bookings) {
  fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/bookings': { body: list },
    'GET /api/admin/inbox-counts': { body: { newBookings: 2, unreadMessages: 0 } },
  });
  return renderAdmin(path);
}

describe('bookings screen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('lists requests with status, package, travellers and a link to each', async () => {
    setup();
    const aisha = await screen.findByRole('listitem', { name: 'Aisha Rahman' });
    expect(within(aisha).getByText('New')).toBeInTheDocument();
    expect(
      within(aisha).getByText(/Ramadan Umrah 14 Nights · 3 People · preferred March 5, 2027/),
    ).toBeInTheDocument();
    expect(within(aisha).getByRole('link', { name: 'Aisha Rahman' })).toHaveAttribute(
      'href',
      '/admin/bookings/b1',
    );
    expect(screen.getByRole('listitem', { name: 'Maryam Ali' })).toHaveTextContent('1 Person');
    // A waiting-list request says so; a plain one does not.
    expect(
      within(screen.getByRole('listitem', { name: 'Maryam Ali' })).getByText('Waiting list'),
    ).toBeInTheDocument();
    expect(within(aisha).queryByText('Waiting list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/bookings/export',
    );
  });

  it('filters by status, with counts on the tabs', async () => {
    const { user } = setup();
    await screen.findByRole('listitem', { name: 'Bilal Khan' });
    await user.click(screen.getByRole('tab', { name: 'New (2)' }));
    expect(screen.queryByRole('listitem', { name: 'Bilal Khan' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Cancelled (0)' }));
    expect(screen.getByText('No bookings with this status')).toBeInTheDocument();
  });

  it('opens on the status named in the address (the dashboard links to new ones)', async () => {
    setup('/admin/bookings?status=contacted');
    expect(await screen.findByRole('listitem', { name: 'Bilal Khan' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when no request has come yet', async () => {
    setup('/admin/bookings', []);
    expect(await screen.findByText('No booking requests yet')).toBeInTheDocument();
  });

  it('shows the new count beside Bookings in the nav', async () => {
    setup();
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(await within(nav).findByRole('link', { name: 'Bookings (2 new)' })).toBeInTheDocument();
  });
});
