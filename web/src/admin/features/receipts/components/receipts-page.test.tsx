import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const receipt = (seq: number, method: string, amountCents: number, day: string) => ({
  number: `R-00000${seq}`,
  seq,
  bookingId: `b${seq}`,
  kind: amountCents < 0 ? 'refund' : 'payment',
  amountCents,
  method,
  paymentId: `p${seq}`,
  issuedAt: `${day}T16:00:00Z`,
  language: 'en',
  customer: { name: `Pilgrim ${seq}`, address: '', email: '' },
  services: { packageTitle: 'Umrah', roomType: 'double', travellers: 1, departureDate: '' },
  totalCents: 500_000,
  paidCents: 100_000,
});

const ALL = [
  receipt(1, 'etransfer', 100_000, '2027-06-01'),
  receipt(2, 'cash', 50_000, '2027-06-03'),
  receipt(3, 'etransfer', 250_000, '2027-06-05'),
  receipt(4, 'etransfer', -20_000, '2027-06-06'),
];

/** The fake register applies the same filters the server does, so the screen's figures follow. */
const filtered = (r: FakeRequest) =>
  ALL.filter((x) => {
    const method = r.query.get('method');
    const from = r.query.get('from');
    const to = r.query.get('to');
    const day = x.issuedAt.slice(0, 10);
    return (!method || x.method === method) && (!from || day >= from) && (!to || day <= to);
  });

describe('the receipts screen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('filters by dates and method and shows the filtered count and net total', async () => {
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/receipts': (r) => ({ body: { items: filtered(r), next: null } }),
      'GET /api/admin/receipts/totals': (r) => {
        const items = filtered(r);
        return {
          body: { count: items.length, amountCents: items.reduce((s, x) => s + x.amountCents, 0) },
        };
      },
    });
    renderAdmin('/admin/receipts');

    const totals = await screen.findByRole('status', { name: 'Totals' });
    await vi.waitFor(() =>
      expect(totals).toHaveTextContent('4 receipts · $3,800.00 net of refunds'),
    );
    expect(
      within(screen.getByRole('table', { name: 'Receipts' })).getAllByRole('row'),
    ).toHaveLength(5);

    const form = screen.getByRole('form', { name: 'Filter the receipts' });
    await userEvent.type(within(form).getByLabelText('From'), '2027-06-02');
    await userEvent.type(within(form).getByLabelText('To'), '2027-06-06');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Method' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Interac e-Transfer' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));

    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'Totals' })).toHaveTextContent(
        '2 receipts · $2,300.00 net of refunds (filtered)',
      ),
    );
    const last = api.requests.filter((r) => r.path === '/api/admin/receipts/totals').at(-1);
    expect(last?.query.toString()).toBe('from=2027-06-02&to=2027-06-06&method=etransfer');
    const rows = within(screen.getByRole('table', { name: 'Receipts' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('R-000003');
    expect(rows[2]).toHaveTextContent('R-000004');
    expect(rows[2]).toHaveTextContent('Interac e-Transfer (refund)');

    // Nothing in the range: the empty state says the filters are why.
    await userEvent.click(within(form).getByRole('button', { name: 'Clear' }));
    await userEvent.type(within(form).getByLabelText('From'), '2027-07-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No receipts match these filters')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Totals' })).toHaveTextContent(
      '0 receipts · $0.00 net of refunds (filtered)',
    );
  });
});
