import { screen, within } from '@testing-library/react';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { formatDay } from '@umrah/domain/model/admin-format';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDeparture } from '../../testing/departure-data';
import { NEXT_DEPARTURES_SHOWN } from './next-departures-card';
import { ADMIN, fakeApi } from '../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('counts packages and reviews with how many are published (the counts, not the lists)', async () => {
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/packages/counts': { body: { all: 3, published: 2 } },
      'GET /api/admin/reviews/counts': { body: { all: 1, published: 0 } },
    });
    renderAdmin('/admin/dashboard');

    const packages = await screen.findByRole('region', { name: 'Total Packages' });
    expect(await within(packages).findByText('3')).toBeInTheDocument();
    expect(within(packages).getByText('2 published')).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'Total Reviews' });
    expect(await within(reviews).findByText('1')).toBeInTheDocument();
    expect(within(reviews).getByText('0 published')).toBeInTheDocument();
    expect(api.to('GET', '/api/admin/packages')).toHaveLength(0);
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'Add a package' })).toHaveAttribute(
      'href',
      '/admin/packages?new=1',
    );
  });

  it('shows new bookings and unread messages, linking to them', async () => {
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/inbox-counts': { body: { newBookings: 4, unreadMessages: 2 } },
    });
    renderAdmin('/admin/dashboard');

    const bookings = await screen.findByRole('region', { name: 'New Bookings' });
    expect(await within(bookings).findByText('4')).toBeInTheDocument();
    expect(within(bookings).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/admin/bookings?status=new',
    );
    const messages = screen.getByRole('region', { name: 'Unread Messages' });
    expect(await within(messages).findByText('2')).toBeInTheDocument();
  });

  it('lists the supplier payments due soon, overdue ones marked, linking to the departure', async () => {
    const today = todayInTimeZone();
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/costs/due': {
        body: [
          {
            lineId: 'l1',
            scheduleId: 's1',
            label: 'Deposit',
            dueDate: addDays(today, -2),
            currency: 'SAR',
            amountCents: 1_000_000,
            outstandingCents: 450_050,
            outstandingCadCents: 168_018,
            overdue: true,
            departureId: 'dep1',
            departureDate: addDays(today, 40),
            lineLabel: 'Makkah quads',
            supplierName: 'Dar Al Tawhid',
          },
        ],
      },
    });
    renderAdmin('/admin/dashboard');
    const card = await screen.findByRole('region', { name: 'Supplier payments due soon' });
    const link = await within(card).findByRole('link', { name: 'SAR 4,500.50 to Dar Al Tawhid' });
    expect(link).toHaveAttribute('href', '/admin/departures/dep1#departure-costs');
    expect(
      within(card).getByText(`Deposit, overdue since ${formatDay(addDays(today, -2))}`, {
        exact: false,
      }),
    ).toBeInTheDocument();
  });

  it('opens the Add dialog from a quick action link', async () => {
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/blogs': { body: [] },
    });
    renderAdmin('/admin/blogs?new=1');
    expect(await screen.findByRole('dialog', { name: 'Add Blog' })).toBeInTheDocument();
  });

  it('shows how many published items lack French, linking to each list', async () => {
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/french-gaps': { body: { packages: 2, blogs: 1, gallery: 0 } },
    });
    renderAdmin('/admin/dashboard');

    const card = await screen.findByRole('region', { name: 'Missing French' });
    const packages = await within(card).findByRole('link', {
      name: '2 published packages without French',
    });
    expect(packages).toHaveAttribute('href', '/admin/packages');
    expect(
      within(card).getByRole('link', { name: '1 published blog post without French' }),
    ).toHaveAttribute('href', '/admin/blogs');
    expect(
      within(card).getByRole('link', { name: '0 published gallery items without French' }),
    ).toHaveAttribute('href', '/admin/gallery');
  });

  it('lists the next departures with the seats each has left, linking to their pages', async () => {
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/departures': {
        body: [
          aDeparture(),
          aDeparture({
            id: 'd2',
            departureDate: '2027-04-10',
            packageTitle: 'Spring Umrah',
            counts: { capacity: 20, held: 20, left: 0, requested: 0, waiting: 3, paidInFull: 9 },
          }),
        ],
      },
    });
    renderAdmin('/admin/dashboard');

    const card = await screen.findByRole('region', { name: 'Next departures' });
    const first = await within(card).findByRole('link', {
      name: 'March 5, 2027 · Ramadan Umrah',
    });
    expect(first).toHaveAttribute('href', '/admin/departures/d1');
    expect(within(card).getByText('30 seats left of 40')).toBeVisible();
    expect(within(card).getByText('Sold out (20 seats)')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'All departures' })).toHaveAttribute(
      'href',
      '/admin/departures',
    );
    // Only the first few are asked for (their counts are read per departure).
    expect(api.to('GET', '/api/admin/departures')[0]?.query.get('limit')).toBe(
      String(NEXT_DEPARTURES_SHOWN),
    );
  });

  it('shows the privacy requests late or due within 7 days, not the others', async () => {
    const today = todayInTimeZone();
    const request = (id: string, email: string, dueDate: string, status = 'open') => ({
      id,
      kind: 'access',
      email,
      receivedDate: addDays(dueDate, -30),
      dueDate,
      status,
      outcome: '',
      closedDate: null,
      createdAt: '2026-11-01T10:00:00.000Z',
    });
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/privacy/requests': {
        body: {
          items: [
            request('a', 'late@example.ca', addDays(today, -2)),
            request('b', 'soon@example.ca', addDays(today, 5)),
            request('c', 'later@example.ca', addDays(today, 20)),
            request('d', 'done@example.ca', addDays(today, -10), 'closed'),
          ],
        },
      },
    });
    renderAdmin('/admin/dashboard');

    const card = await screen.findByRole('region', { name: 'Privacy Requests Due' });
    const links = await within(card).findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      `late@example.ca: access, late since ${formatDay(addDays(today, -2))}`,
      `soon@example.ca: access, due ${formatDay(addDays(today, 5))}`,
    ]);
    expect(links[0]).toHaveAttribute('href', '/admin/privacy');
  });
});
