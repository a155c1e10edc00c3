import { submissionReference } from '@umrah/domain/model/reference';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NEXT_CURSOR_HEADER, PAGE_SIZE_DEFAULT } from '@umrah/domain/schemas/paging';
import { BOOKING_STATUSES } from '@umrah/domain/model/bookings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDeparture } from '../../../testing/departure-data';
import { ADMIN, fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { aBooking } from '../../../testing/inbox-data';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const bookings = [
  aBooking({ id: 'b1', fullName: 'Aisha Rahman', status: 'new' }),
  aBooking({
    id: 'b2',
    fullName: 'Bilal Khan',
    status: 'contacted',
    passport: null,
    cancellationRequest: {
      travellers: 1,
      names: [],
      reason: 'Illness',
      by: 'pilgrim',
      at: '2027-01-05T10:00:00.000Z',
    },
  }),
  aBooking({
    id: 'b3',
    fullName: 'Maryam Ali',
    status: 'new',
    numberOfTravelers: 1,
    waitingList: true,
    language: 'fr',
  }),
];

function setup(path = '/admin/bookings', list = bookings, extra: FakeRoutes = {}) {
  fakeApi({
    ...extra,
    'GET /api/admin/check': { body: ADMIN },
    // The server filters by status and counts each status.
    'GET /api/admin/bookings': (req) => {
      const status = req.query.get('status');
      return { body: status ? list.filter((b) => b.status === status) : list };
    },
    'GET /api/admin/bookings/counts': {
      body: Object.fromEntries(
        ['all', ...BOOKING_STATUSES].map((s) => [
          s,
          list.filter((b) => s === 'all' || b.status === s).length,
        ]),
      ),
    },
    'GET /api/admin/inbox-counts': { body: { newBookings: 2, unreadMessages: 0 } },
  });
  return renderAdmin(path);
}

describe('bookings screen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('lists requests with status, package, travellers and a link to each', async () => {
    setup();
    const aisha = await screen.findByRole('listitem', { name: 'Aisha Rahman' });
    expect(within(aisha).getByText('New')).toBeInTheDocument();
    // The reference the pilgrim quotes (their confirmation and acknowledgement show it).
    expect(within(aisha).getByText(`Ref. ${submissionReference('b1')}`)).toBeInTheDocument();
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
    // A booking whose pilgrim asked to cancel says so, until staff decide.
    expect(
      within(screen.getByRole('listitem', { name: 'Bilal Khan' })).getByText(
        'Cancellation requested',
      ),
    ).toBeInTheDocument();
    expect(within(aisha).queryByText('Cancellation requested')).not.toBeInTheDocument();
    // The pilgrim's language, so staff reply in it (stored without one: English).
    expect(
      within(screen.getByRole('listitem', { name: 'Maryam Ali' })).getByLabelText(
        'Language: French',
      ),
    ).toHaveTextContent('FR');
    expect(within(aisha).getByLabelText('Language: English')).toHaveTextContent('EN');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/bookings/export',
    );
  });

  it('filters by status, with counts on the tabs', async () => {
    const { user } = setup();
    await screen.findByRole('listitem', { name: 'Bilal Khan' });
    await user.click(await screen.findByRole('tab', { name: 'New (2)' }));
    // The tab asks the server for that status only.
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Bilal Khan' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Cancelled (0)' }));
    expect(await screen.findByText('No bookings with this status')).toBeInTheDocument();
  });

  it('loads the next page with "Load more", following the server\'s cursor', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      aBooking({ id: `b${i}`, fullName: `Pilgrim ${i}`, status: 'new' }),
    );
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/bookings': (req) =>
        req.query.get('cursor') === 'after-24'
          ? { body: many.slice(25) }
          : { body: many.slice(0, 25), headers: { [NEXT_CURSOR_HEADER]: 'after-24' } },
      'GET /api/admin/bookings/counts': { body: { all: 30, new: 30 } },
    });
    const { user } = renderAdmin('/admin/bookings');
    await screen.findByRole('listitem', { name: 'Pilgrim 24' });
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByText('Showing 25 of 30 bookings')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'Pilgrim 29' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.to('GET', '/api/admin/bookings').map((r) => r.query.get('cursor'))).toEqual([
      null,
      'after-24',
    ]);
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

  it("shows the date of a booking's departure instead of its preferred date", async () => {
    setup(
      '/admin/bookings',
      [bookings[0]!, aBooking({ id: 'b4', fullName: 'Yusuf Ali', departureId: 'd1' })],
      { 'GET /api/admin/departures': { body: [aDeparture()] } },
    );
    const row = await screen.findByRole('listitem', { name: 'Yusuf Ali' });
    await waitFor(() => expect(row).toHaveTextContent('departs March 5, 2027'));
    expect(screen.getByRole('listitem', { name: 'Aisha Rahman' })).toHaveTextContent(/preferred /);
  });

  it('filters by departure: the list, the tab counts and the CSV export follow it', async () => {
    const list = [
      bookings[0]!,
      aBooking({ id: 'b4', fullName: 'Yusuf Ali', status: 'new', departureId: 'd2' }),
    ];
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/bookings': (req) => {
        const departureId = req.query.get('departureId');
        return { body: departureId ? list.filter((b) => b.departureId === departureId) : list };
      },
      'GET /api/admin/bookings/counts': (req) => ({
        body: req.query.get('departureId') ? { all: 1, new: 1 } : { all: 2, new: 2 },
      }),
      'GET /api/admin/departures': {
        body: [
          aDeparture(),
          aDeparture({ id: 'd2', departureDate: '2027-04-02', packageTitle: 'Spring Umrah' }),
        ],
      },
    });
    const { user } = renderAdmin('/admin/bookings?status=new');
    await screen.findByRole('listitem', { name: 'Aisha Rahman' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/bookings/export?status=new',
    );

    await user.click(screen.getByRole('combobox', { name: 'Departure' }));
    await user.click(await screen.findByRole('option', { name: /April 2, 2027 · Spring Umrah/ }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Aisha Rahman' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: 'Yusuf Ali' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'New (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/bookings/export?status=new&departureId=d2',
    );
    expect(api.to('GET', '/api/admin/bookings').at(-1)?.query.get('departureId')).toBe('d2');
    expect(api.to('GET', '/api/admin/bookings/counts').at(-1)?.query.get('departureId')).toBe('d2');

    // Back to every departure.
    await user.click(screen.getByRole('combobox', { name: 'Departure' }));
    await user.click(await screen.findByRole('option', { name: 'All departures' }));
    expect(await screen.findByRole('listitem', { name: 'Aisha Rahman' })).toBeInTheDocument();
  });

  it('opens on the departure named in the address (a departure page links to its bookings)', async () => {
    setup(
      '/admin/bookings?departure=d1',
      [bookings[0]!, aBooking({ id: 'b4', fullName: 'Yusuf Ali', departureId: 'd1' })],
      { 'GET /api/admin/departures': { body: [] } },
    );
    expect(await screen.findByRole('combobox', { name: 'Departure' })).toHaveValue(
      'The departure chosen',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/bookings/export?departureId=d1',
    );
  });

  it('offers the soonest departures a page at a time, loading more as the list scrolls to its end', async () => {
    const first = Array.from({ length: PAGE_SIZE_DEFAULT }, (_, i) =>
      aDeparture({ id: `d${i}`, packageTitle: `Package ${i}` }),
    );
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/bookings': { body: bookings },
      'GET /api/admin/bookings/counts': { body: { all: 3 } },
      'GET /api/admin/departures': (req) =>
        req.query.get('cursor') === 'after-24'
          ? { body: [aDeparture({ id: 'd-late', packageTitle: 'Late Package' })] }
          : { body: first, headers: { [NEXT_CURSOR_HEADER]: 'after-24' } },
    });
    const { user } = renderAdmin('/admin/bookings');
    await screen.findByRole('listitem', { name: 'Aisha Rahman' });
    await user.click(screen.getByRole('combobox', { name: 'Departure' }));
    // "All departures" and the first page.
    expect(await screen.findAllByRole('option')).toHaveLength(PAGE_SIZE_DEFAULT + 1);
    expect(screen.queryByRole('option', { name: /Late Package/ })).not.toBeInTheDocument();
    fireEvent.scroll(screen.getByRole('listbox'));
    expect(await screen.findByRole('option', { name: /Late Package/ })).toBeInTheDocument();
    expect(api.to('GET', '/api/admin/departures').map((r) => r.query.get('cursor'))).toEqual([
      null,
      'after-24',
    ]);
    // The last page read: scrolling asks for nothing more.
    fireEvent.scroll(screen.getByRole('listbox'));
    expect(api.to('GET', '/api/admin/departures')).toHaveLength(2);
  });
});
