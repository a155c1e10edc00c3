import { screen, waitFor, within } from '@testing-library/react';
import { NEXT_CURSOR_HEADER } from '@umrah/domain/schemas/paging';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDeparture } from '../../../testing/departure-data';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Departures screen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('lists the upcoming departures in the order the server gives, with their seats; a row opens its page', async () => {
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/departures': {
        body: [
          aDeparture(),
          aDeparture({
            id: 'd2',
            departureDate: '2027-04-10',
            returnDate: '2027-04-21',
            packageTitle: 'Spring Umrah',
            status: 'closed',
            counts: { capacity: 20, held: 20, left: 0, requested: 0, waiting: 4, paidInFull: 12 },
          }),
          aDeparture({
            id: 'd3',
            departureDate: '2027-05-01',
            returnDate: '2027-05-12',
            packageTitle: 'May Umrah',
            counts: { capacity: 20, held: 17, left: 3, requested: 1, waiting: 0, paidInFull: 9 },
          }),
        ],
      },
    });
    const { user } = renderAdmin('/admin/departures');
    expect(await screen.findByRole('heading', { name: 'Departures', level: 1 })).toBeVisible();
    const rows = await screen.findAllByRole('listitem', { name: /Umrah, / });
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Ramadan Umrah, March 5, 2027 – March 16, 2027',
      'Spring Umrah, April 10, 2027 – April 21, 2027',
      'May Umrah, May 1, 2027 – May 12, 2027',
    ]);
    const second = rows[1] as HTMLElement;
    expect(within(second).getByText('Closed')).toBeVisible();
    // Sold out and nearly full at a glance; a date with room says nothing more.
    expect(within(second).getByText('Sold out')).toBeVisible();
    expect(within(rows[0] as HTMLElement).queryByText(/Sold out|Nearly full/)).toBeNull();
    expect(within(rows[2] as HTMLElement).getByText('Nearly full: 3 seats left')).toBeVisible();
    const figure = (row: HTMLElement, label: string) =>
      within(row).getByText(label).nextElementSibling?.textContent;
    expect(figure(second, 'Left')).toBe('0');
    expect(figure(second, 'Waiting')).toBe('4');
    expect(figure(second, 'Paid in full')).toBe('12');
    expect(figure(rows[0] as HTMLElement, 'Held')).toBe('10');

    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/departures/d2': {
        body: { ...aDeparture({ id: 'd2' }), bookings: [], waitingList: [] },
      },
    });
    await user.click(within(second).getByRole('link', { name: /^Open the departure of/ }));
    // The departure's screen loads its code when opened: the address changes once it is there.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/departures/d2'),
    );
  });

  it('says when there is no upcoming departure', async () => {
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/departures': { body: [] },
    });
    renderAdmin('/admin/departures');
    expect(await screen.findByText('No upcoming departures')).toBeVisible();
  });

  it('pages with "Load more", following the server\'s cursor, and stops at the last page', async () => {
    const first = Array.from({ length: 25 }, (_, i) =>
      aDeparture({ id: `d${i}`, packageTitle: `Umrah ${i}` }),
    );
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/departures': (req) =>
        req.query.get('cursor') === 'after-24'
          ? { body: [aDeparture({ id: 'd25', packageTitle: 'Umrah 25' })] }
          : { body: first, headers: { [NEXT_CURSOR_HEADER]: 'after-24' } },
    });
    const { user } = renderAdmin('/admin/departures');
    expect(await screen.findAllByRole('listitem', { name: /^Umrah \d+, / })).toHaveLength(25);
    expect(screen.getByText('Showing 25 departures')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: /^Umrah 25, / })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: /^Umrah \d+, / })).toHaveLength(26);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.to('GET', '/api/admin/departures').map((r) => r.query.get('cursor'))).toEqual([
      null,
      'after-24',
    ]);
  });
});
