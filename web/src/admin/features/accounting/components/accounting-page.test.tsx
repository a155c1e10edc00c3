import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ACCOUNTING_MAPPING } from '@umrah/domain/model/money/accounting-export';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('accounting exports screen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('links each file for the chosen days and saves the mapping, refusing a blank account', async () => {
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/accounting/mapping': { body: DEFAULT_ACCOUNTING_MAPPING },
      'PUT /api/admin/accounting/mapping': (r) => ({ body: r.body }),
    });
    renderAdmin('/admin/accounting');
    await screen.findByRole('heading', { name: 'Accounting exports' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To (included)'), { target: { value: '2026-01-31' } });

    const xero = screen.getByRole('region', { name: 'Xero' });
    expect(within(xero).getByRole('link', { name: 'Sales invoices (payments)' })).toHaveAttribute(
      'href',
      '/api/admin/accounting/export?file=xero-invoices&from=2026-01-01&to=2026-01-31',
    );
    const qbo = screen.getByRole('region', { name: 'QuickBooks Online' });
    expect(
      within(qbo).getByRole('link', { name: 'Bank transactions: card clearing' }),
    ).toHaveAttribute(
      'href',
      '/api/admin/accounting/export?file=qbo-bank&from=2026-01-01&to=2026-01-31&account=card',
    );
    // A range the wrong way round links nothing.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    expect(within(xero).queryByRole('link')).toBeNull();
    expect(screen.getByText('Choose a start date on or before the end date.')).toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'Accounting mapping' });
    const sales = within(form).getByLabelText(/Package sales/);
    expect(sales).toHaveValue('200');
    await userEvent.clear(sales);
    await userEvent.click(within(form).getByRole('button', { name: 'Save mapping' }));
    expect(await within(form).findByText('Package sales is required')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await userEvent.type(sales, '4000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save mapping' }));
    await vi.waitFor(() => {
      const put = api.requests.find((r) => r.method === 'PUT');
      expect(put?.body).toEqual({ ...DEFAULT_ACCOUNTING_MAPPING, packageSales: '4000' });
    });
  });
});
