import { screen, within } from '@testing-library/react';
import type { ReadinessBoard } from '@umrah/domain/model/readiness';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDepartureDetail } from '../../../testing/departure-data';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';
import { aTraveller, READY_FIELDS } from '../../../testing/traveller-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ready = aTraveller(1, READY_FIELDS);
const notReady = aTraveller(2, { ...READY_FIELDS, givenNames: 'Yusuf', visaStatus: 'refused' });

const board: ReadinessBoard = {
  departureId: 'd1',
  departureDate: '2027-03-05',
  returnDate: '2027-03-19',
  ready: 1,
  total: 2,
  rows: [ready, notReady].map((t) => ({
    bookingId: 'b1',
    bookingReference: 'RB1A-RB1A',
    leadName: 'Amina Khan',
    index: t.index,
    travellers: 2,
    name: t.index === 1 ? 'KHAN, Amina' : 'KHAN, Yusuf',
    readiness: t.readiness,
    ready: t.ready,
  })),
};

function setup() {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/departures/d1': { body: aDepartureDetail({ bookings: [], waitingList: [] }) },
    'GET /api/admin/departures/d1/readiness': { body: board },
  });
  return { api, ...renderAdmin('/admin/departures/d1') };
}

describe('the departure’s readiness board', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows travellers × rules, filters the ones not ready, and links the CSV', async () => {
    const { user } = setup();
    const table = await screen.findByRole('table', { name: 'Readiness board' });
    expect(screen.getByText('1 of 2 travellers ready.')).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Traveller', 'Details', 'Passport', 'Vaccination', 'Photo', 'Visa', 'Paid in full']);
    const yusuf = within(table).getByRole('row', { name: 'KHAN, Yusuf' });
    expect(
      within(yusuf).getByRole('img', { name: 'Visa: Problem. The visa was refused.' }),
    ).toBeInTheDocument();
    expect(within(yusuf).getByRole('link', { name: 'KHAN, Yusuf' })).toHaveAttribute(
      'href',
      '/admin/bookings/b1',
    );
    // A list: no passport numbers nor birth dates.
    expect(table).not.toHaveTextContent('HK123456');
    expect(table).not.toHaveTextContent('1985-04-12');

    await user.click(screen.getByRole('switch', { name: 'Not ready only' }));
    expect(within(table).queryByRole('row', { name: 'KHAN, Amina' })).toBeNull();
    expect(within(table).getByRole('row', { name: 'KHAN, Yusuf' })).toBeVisible();

    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/departures/d1/readiness?format=csv',
    );
  });
});
