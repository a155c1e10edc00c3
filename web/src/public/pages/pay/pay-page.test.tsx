import type { PayView } from '@umrah/domain/payments';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { payPage } from './pay-page';

const view: PayView = {
  token: 'tok.en',
  firstName: 'Amina',
  packageTitle: 'Ramadan Last Ten Nights',
  roomType: 'double',
  travellers: 2,
  departureDate: '2027-03-01',
  status: 'deposit-due',
  totalCents: 900_000,
  paidCents: 0,
  pendingCents: 0,
  depositCents: 100_000,
  dueNowCents: 100_000,
  balanceDueDate: '2027-01-15',
  reference: 'UMR-ABC123',
  methods: ['card', 'etransfer'],
  etransferEmail: 'pay@agency.example',
  etransferInstructions: 'Auto-deposit is on.',
};

describe('the pay page', () => {
  it('is private: no caching or indexing, and reads the pay view by token', () => {
    expect(payPage.reads?.({ token: 'abc' })).toEqual([['pay', 'abc']]);
    const { output } = renderPage(payPage, {
      path: '/pay/abc',
      params: { token: 'abc' },
      data: [view],
    });
    expect(output.private).toBe(true);
  });

  it('shows what is due now and later, a card form that needs no script, and e-Transfer details', () => {
    const { container } = renderPage(payPage, {
      path: '/pay/tok.en',
      params: { token: 'tok.en' },
      data: [view],
    });
    expect(screen.getByText('Due now (deposit)').nextSibling).toHaveTextContent('$1,000.00');
    expect(screen.getByText('Balance, due by 2027-01-15').nextSibling).toHaveTextContent(
      '$8,000.00',
    );
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/pay/tok.en/checkout');
    expect(screen.getByRole('button', { name: 'Pay $1,000.00 by card' })).toBeInTheDocument();
    expect(screen.getByText('pay@agency.example')).toBeInTheDocument();
    expect(screen.getByText('UMR-ABC123')).toBeInTheDocument();
  });

  it('offers no card button when card is not accepted, and thanks a paid booking', () => {
    renderPage(payPage, {
      path: '/pay/t',
      params: { token: 't' },
      data: [{ ...view, methods: ['etransfer'] }],
    });
    expect(screen.queryByRole('button', { name: /by card/ })).toBeNull();
    renderPage(payPage, {
      path: '/pay/t',
      params: { token: 't' },
      data: [{ ...view, status: 'paid', paidCents: 900_000, dueNowCents: 0 }],
    });
    expect(screen.getByText(/paid in full\. Thank you/)).toBeInTheDocument();
  });

  it('says a link is not valid (expired, replaced or tampered) when no booking answers', () => {
    renderPage(payPage, { path: '/pay/x', params: { token: 'x' }, data: [null] });
    expect(
      screen.getByRole('heading', { name: 'This payment link is not valid' }),
    ).toBeInTheDocument();
  });

  it('shows the checkout outcome the pilgrim came back with', () => {
    renderPage(payPage, {
      path: '/pay/t?status=cancelled',
      params: { token: 't' },
      data: [view],
    });
    expect(screen.getByRole('status')).toHaveTextContent('The payment was not completed');
  });
});
