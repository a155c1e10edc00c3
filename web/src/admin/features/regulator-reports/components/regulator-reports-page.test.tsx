import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { halfYear, regulatorReport } from '@umrah/domain/model/money/regulator-reports';
import { receiptAgencyOf } from '@umrah/domain/model/receipts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const agency = receiptAgencyOf({ sellsInQuebec: 'yes', ficavRate: '0.10' });
const receipt = (seq: number, issuedAt: string, amountCents: number, address: string) => ({
  number: `R-00000${seq}`,
  seq,
  bookingId: `b${seq}`,
  issuedAt,
  kind: amountCents < 0 ? ('refund' as const) : ('payment' as const),
  amountCents,
  method: 'etransfer',
  totalCents: 900_000,
  paidCents: Math.max(0, amountCents),
  customer: { name: 'P', address, email: '' },
  agency,
});

describe("the regulators' reports screen", { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows the chosen period’s figures and links its files in the language chosen', async () => {
    const period = { from: '2026-01-01', to: '2026-06-30' };
    const { lines: _lines, ...summary } = regulatorReport(
      [
        receipt(1, '2026-02-10T15:00:00Z', 350_001, '12 King St W, Toronto, ON M5H 1A1'),
        receipt(2, '2026-03-10T15:00:00Z', 450_000, 'Laval, QC H7N 2T4'),
        receipt(3, '2026-04-10T15:00:00Z', 10_000, ''),
      ],
      period,
    );
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/reports/regulators': { body: summary },
    });
    renderAdmin('/admin/regulator-reports');
    // Today's half-year first.
    const today = todayInTimeZone();
    const current = [
      halfYear(Number(today.slice(0, 4)), 1),
      halfYear(Number(today.slice(0, 4)), 2),
    ].find((p) => today >= p.from && today <= p.to);
    await vi.waitFor(() => {
      const first = api.requests.find((r) => r.path === '/api/admin/reports/regulators');
      expect(first?.query.get('from')).toBe(current?.from);
      expect(first?.query.get('to')).toBe(current?.to);
    });

    // Other dates.
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other dates' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, period.from);
    await userEvent.clear(to);
    await userEvent.type(to, period.to);
    await vi.waitFor(() => {
      const last = api.requests.filter((r) => r.path === '/api/admin/reports/regulators').at(-1);
      expect(last?.query.toString()).toBe('from=2026-01-01&to=2026-06-30');
    });

    const ontario = await screen.findByRole('table', { name: 'Ontario sales' });
    const rows = within(ontario).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[2]).toHaveTextContent('February 2026$3,500.01$0.00$3,500.01');
    expect(rows[7]).toHaveTextContent('Total$3,500.01$0.00$3,500.01');
    const ficav = screen.getByRole('table', { name: 'FICAV contributions' });
    // $9.00 on each booking, in proportion to what each holds: $3.50 + $4.50 + $0.10.
    expect(within(ficav).getAllByRole('row').at(-1)).toHaveTextContent('Total$8.10$0.00$8.10');
    const reconciliation = screen.getByRole('table', { name: 'Reconciliation' });
    expect(reconciliation).toHaveTextContent(
      'Net money on the register (payments less refunds)$8,100.01',
    );
    expect(reconciliation).toHaveTextContent('from addresses that name no province$100.00');
    expect(screen.getByRole('alert')).toHaveTextContent('R-000003');

    await userEvent.click(screen.getByRole('combobox', { name: 'Document language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'French' }));
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/reports/regulators.csv?from=2026-01-01&to=2026-06-30&lang=fr',
    );
    expect(screen.getByRole('link', { name: 'Open PDF' })).toHaveAttribute(
      'href',
      '/api/admin/reports/regulators.pdf?from=2026-01-01&to=2026-06-30&lang=fr',
    );

    // An end before the start asks for dates instead of loading.
    await userEvent.clear(to);
    await userEvent.type(to, '2025-12-31');
    expect(await screen.findByText(/Choose a start and an end date/)).toBeInTheDocument();
  });
});
