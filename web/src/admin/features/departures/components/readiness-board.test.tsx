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

const REMINDERS = 'POST /api/admin/departures/d1/readiness/reminders';

function setup(shown: ReadinessBoard = board) {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/departures/d1': { body: aDepartureDetail({ bookings: [], waitingList: [] }) },
    'GET /api/admin/departures/d1/readiness': { body: shown },
    [REMINDERS]: (req) => {
      const { travellers } = req.body as { travellers: unknown[] | 'all' };
      return {
        status: 201,
        body:
          travellers === 'all' ? { bookings: 2, travellers: 2 } : { bookings: 1, travellers: 1 },
      };
    },
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
    ).toEqual([
      '',
      'Traveller',
      'Details',
      'Passport',
      'Vaccination',
      'Photo',
      'Visa',
      'Paid in full',
    ]);
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

  it('reminds everyone missing an item, or only the travellers ticked, and says how many bookings were mailed', async () => {
    // Yusuf (booking 1) and Omar (booking 2) miss the photo; Amina has everything.
    const yusuf = aTraveller(2, {
      ...READY_FIELDS,
      givenNames: 'Yusuf',
      documents: { ...READY_FIELDS.documents, photo: false },
    });
    const omar = aTraveller(1, {});
    const rowOf = (
      t: typeof ready,
      bookingId: string,
      name: string,
    ): ReadinessBoard['rows'][number] => ({
      bookingId,
      bookingReference: `${bookingId.toUpperCase()}AA-AAAA`,
      leadName: 'Lead',
      index: t.index,
      travellers: 2,
      name,
      readiness: t.readiness,
      ready: t.ready,
    });
    const { api, user } = setup({
      ...board,
      ready: 1,
      total: 3,
      rows: [
        rowOf(ready, 'b1', 'KHAN, Amina'),
        rowOf(yusuf, 'b1', 'KHAN, Yusuf'),
        rowOf(omar, 'b2', ''),
      ],
    });
    await screen.findByRole('table', { name: 'Readiness board' });
    expect(screen.getByText('Remind everyone missing:')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remind about Photo (2 travellers)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remind about photo?' });
    expect(dialog).toHaveTextContent('2 travellers in 2 bookings still miss it.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(
      await screen.findByText('Reminder about photo sent to 2 bookings (2 travellers)'),
    ).toBeVisible();
    expect(
      api.requests.filter((r) => `${r.method} ${r.path}` === REMINDERS).map((r) => r.body),
    ).toEqual([{ item: 'photo', travellers: 'all' }]);

    // One traveller ticked: only them, and only for what they miss.
    await user.click(await screen.findByRole('checkbox', { name: 'Tick KHAN, Yusuf' }));
    expect(screen.getByText('Remind the 1 ticked traveller missing:')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Remind about Details (0 travellers)' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remind about Photo (1 traveller)' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send reminder' }),
    );
    expect(
      await screen.findByText('Reminder about photo sent to 1 booking (1 traveller)'),
    ).toBeVisible();
    expect(api.requests.filter((r) => `${r.method} ${r.path}` === REMINDERS).at(-1)?.body).toEqual({
      item: 'photo',
      travellers: [{ bookingId: 'b1', index: 2 }],
    });
    // Sent: the ticks are cleared.
    expect(await screen.findByRole('checkbox', { name: 'Tick KHAN, Yusuf' })).not.toBeChecked();
  });
});
