import type { PayView } from '@umrah/domain/model/pay-view';
import { cleanup, screen } from '@testing-library/react';
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
  today: '2026-11-27',
  reference: '3GJ4-HDCY',
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
    expect(screen.getByText('Due now').nextSibling).toHaveTextContent('$1,000.00');
    expect(screen.getByText('Balance, due by January 15, 2027').nextSibling).toHaveTextContent(
      '$8,000.00',
    );
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/pay/tok.en/checkout');
    expect(screen.getByRole('button', { name: 'Pay $1,000.00 by card' })).toBeInTheDocument();
    expect(screen.getByText('pay@agency.example')).toBeInTheDocument();
    // The booking's reference in the summary, and again as the e-Transfer's message.
    expect(screen.getByText('Booking reference').nextSibling).toHaveTextContent('3GJ4-HDCY');
    expect(screen.getAllByText('3GJ4-HDCY')).toHaveLength(2);
  });

  it('lists the booking’s receipts, each a link to its PDF, even when paid in full', () => {
    renderPage(payPage, {
      path: '/pay/tok.en',
      params: { token: 'tok.en' },
      data: [
        {
          ...view,
          status: 'paid',
          receipts: [
            {
              number: 'R-000007',
              kind: 'payment',
              amountCents: 100_000,
              date: '2026-11-26',
              href: '/api/pay/tok.en/receipts/R-000007.pdf',
            },
            {
              number: 'R-000009',
              kind: 'refund',
              amountCents: -5_000,
              date: '2026-11-27',
              href: '/api/pay/tok.en/receipts/R-000009.pdf',
            },
          ],
        },
      ],
    });
    const region = screen.getByRole('region', { name: 'Your receipts' });
    const links = [...region.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [
        'Receipt R-000007: $1,000.00 received November 26, 2026 (PDF)',
        '/api/pay/tok.en/receipts/R-000007.pdf',
      ],
      [
        'Receipt R-000009: $50.00 refunded November 27, 2026 (PDF)',
        '/api/pay/tok.en/receipts/R-000009.pdf',
      ],
    ]);
  });

  it('gives the e-Transfer address and reference Copy buttons, shown by the page script', () => {
    const { container } = renderPage(payPage, {
      path: '/pay/tok.en',
      params: { token: 'tok.en' },
      data: [view],
    });
    const copies = [...container.querySelectorAll<HTMLButtonElement>('[data-copy]')];
    expect(copies.map((b) => b.dataset.copy)).toEqual(['pay@agency.example', '3GJ4-HDCY']);
    expect(copies.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Copy Send to',
      'Copy Message (reference)',
    ]);
    // Hidden until the script can copy; the address may break only after its @.
    expect(copies.every((b) => b.hidden)).toBe(true);
    expect(container.querySelector('.pay__copy-value wbr')).not.toBeNull();
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
    const { output } = renderPage(payPage, {
      path: '/pay/x',
      params: { token: 'x' },
      data: [null],
    });
    expect(
      screen.getByRole('heading', { name: 'This payment link is not valid' }),
    ).toBeInTheDocument();
    expect(output.status).toBe(404);
  });

  it('answers 410 for a retired link (genuine, but expired, replaced or its booking closed)', () => {
    const { output } = renderPage(payPage, {
      path: '/pay/x',
      params: { token: 'x' },
      data: [{ gone: true }],
    });
    expect(output.status).toBe(410);
    expect(output.private).toBe(true);
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

  it('says nothing is due now while the balance is weeks away, and names its date apart', () => {
    // The deposit paid on 2026-11-27; the balance of $8,000 falls due on 2027-01-15.
    const paid = { ...view, paidCents: 100_000, dueNowCents: 800_000, status: 'balance-due' };
    renderPage(payPage, { path: '/pay/t', params: { token: 't' }, data: [paid] });
    expect(screen.queryByText(/^Due now/)).toBeNull();
    expect(screen.getByText('Nothing is due now').nextSibling).toHaveTextContent('$0.00');
    expect(screen.getByText('Balance, due by January 15, 2027').nextSibling).toHaveTextContent(
      '$8,000.00',
    );
    cleanup();
    // From its due date on, the balance is due now.
    renderPage(payPage, {
      path: '/pay/t',
      params: { token: 't' },
      data: [{ ...paid, today: '2027-01-15' }],
    });
    expect(screen.getByText('Due now').nextSibling).toHaveTextContent('$8,000.00');
    expect(screen.queryByText(/Balance, due by/)).toBeNull();
  });

  it('waits for a departure’s own deposit date, in French too', () => {
    renderPage(payPage, {
      path: '/fr/pay/t',
      params: { token: 't' },
      data: [{ ...view, depositDueDate: '2026-12-10' }],
    });
    expect(screen.getByText('Rien à payer pour l’instant')).toBeInTheDocument();
    expect(
      screen.getByText('Acompte, à payer d’ici le 10 décembre 2026').nextSibling,
    ).toHaveTextContent('1 000,00 $');
    expect(
      screen.getByText('Solde, à payer d’ici le 15 janvier 2027').nextSibling,
    ).toHaveTextContent('8 000,00 $');
  });

  it('after paying, says the payment is counted when the page already shows it', () => {
    renderPage(payPage, {
      path: '/pay/t?status=success',
      params: { token: 't' },
      data: [{ ...view, paidCents: 100_000, dueNowCents: 0, status: 'balance-due' }],
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you: your payment was received and is counted below.',
    );
  });

  it('after paying, says the page shows it once confirmed while it is not counted yet', () => {
    renderPage(payPage, {
      path: '/pay/t?status=success',
      params: { token: 't' },
      data: [view],
    });
    expect(screen.getByRole('status')).toHaveTextContent('once the payment is confirmed');
  });

  it('tells a pilgrim whose payment is being processed not to pay again', () => {
    renderPage(payPage, {
      path: '/pay/t?status=processing',
      params: { token: 't' },
      data: [view],
    });
    expect(screen.getByRole('status')).toHaveTextContent('please do not pay again');
  });

  it('ignores a status it does not know, even one named like an object property', () => {
    for (const status of ['constructor', 'toString', 'nope']) {
      const { container } = renderPage(payPage, {
        path: `/pay/t?status=${status}`,
        params: { token: 't' },
        data: [view],
      });
      expect(container.querySelector('[role="status"]')).toBeNull();
    }
  });
});

describe('the pay page in French', () => {
  const open = (extra: Partial<PayView> = {}) =>
    renderPage(payPage, {
      path: '/fr/pay/tok.en',
      params: { token: 'tok.en' },
      data: [{ ...view, ...extra }],
    });

  it('writes amounts and dates the French way, the card button and reference too', () => {
    const { output, container } = open({
      etransferInstructionsFr: 'Le dépôt automatique est activé.',
    });
    const text = (container.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(output.title).toBe('Votre paiement');
    expect(text).toContain('Votre réservation, Amina');
    expect(text).toContain('Double, 2 voyageurs');
    expect(text).toContain('1 mars 2027');
    expect(text).toContain('Solde, à payer d’ici le 15 janvier 2027');
    expect(text).toContain('9 000,00 $');
    expect(text).toContain('3GJ4-HDCY');
    expect(
      container
        .querySelector('form button[type="submit"]')
        ?.textContent?.replace(/[\u00a0\u202f]/g, ' '),
    ).toBe('Payer 1 000,00 $ par carte');
    expect(screen.getByText('Le dépôt automatique est activé.')).not.toHaveAttribute('lang');
    expect(text).not.toContain('Auto-deposit is on.');
  });

  it('shows the English e-Transfer instructions, marked lang="en", when there is no French text', () => {
    open();
    expect(screen.getByText('Auto-deposit is on.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Ramadan Last Ten Nights', { selector: 'dd' })).toHaveAttribute(
      'lang',
      'en',
    );
    // The banner's title too, until the package has a French title.
    expect(screen.getByText('Ramadan Last Ten Nights', { selector: 'p' })).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('names the package by its French title, as its French page does', () => {
    const { container } = open({ packageTitleFr: 'Les dix dernières nuits du Ramadan' });
    const titles = screen.getAllByText('Les dix dernières nuits du Ramadan');
    expect(titles.map((el) => el.tagName)).toEqual(['P', 'DD']);
    for (const el of titles) expect(el).not.toHaveAttribute('lang');
    expect(container.textContent).not.toContain('Ramadan Last Ten Nights');
  });

  it('sends the card checkout back to the French page', () => {
    const { container } = open();
    expect(container.querySelector('form')).toHaveAttribute(
      'action',
      '/api/pay/tok.en/checkout?lang=fr',
    );
  });
});

describe('the pay page in English', () => {
  it('keeps the English title when the package has a French one', () => {
    const { container } = renderPage(payPage, {
      path: '/pay/tok.en',
      params: { token: 'tok.en' },
      data: [{ ...view, packageTitleFr: 'Les dix dernières nuits du Ramadan' }],
    });
    expect(container.textContent).toContain('Ramadan Last Ten Nights');
    expect(container.textContent).not.toContain('Les dix dernières nuits');
  });

  it('counts the travellers as the rest of the site does', () => {
    const open = (travellers: number) =>
      renderPage(payPage, {
        path: '/pay/tok.en',
        params: { token: 'tok.en' },
        data: [{ ...view, travellers }],
      }).container.textContent;
    expect(open(2)).toContain('Double, 2 travellers');
    expect(open(1)).toContain('Double, 1 traveller');
    expect(open(1)).not.toContain('traveller(s)');
  });
});

describe('the pay page and the booking terms', () => {
  const terms = { version: 3, en: 'Deposit non-refundable.', fr: '' };

  it('asks to accept newer terms before the card button, with a form that needs no script', () => {
    const { container } = renderPage(payPage, {
      path: '/pay/t',
      params: { token: 't' },
      data: [{ ...view, termsToAccept: terms, confirmationHref: '/api/pay/t/confirmation.pdf' }],
    });
    expect(screen.getByRole('heading', { name: 'Our booking terms have changed' })).toBeVisible();
    expect(screen.getByText('Deposit non-refundable.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'I accept these terms' }).closest('form'),
    ).toHaveAttribute('action', '/api/pay/tok.en/terms?version=3');
    expect(screen.queryByRole('button', { name: /by card/ })).toBeNull();
    expect(screen.getByText('Accept the booking terms above to pay by card.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your booking confirmation (PDF)' })).toHaveAttribute(
      'href',
      '/api/pay/t/confirmation.pdf',
    );
    expect(container.querySelector('.pay__terms')).not.toHaveAttribute('lang');
  });

  it('in French, shows the English terms marked as English, and comes back to the French page', () => {
    const { container } = renderPage(payPage, {
      path: '/fr/pay/t',
      params: { token: 't' },
      data: [{ ...view, termsToAccept: terms }],
    });
    expect(container.querySelector('.pay__terms')).toHaveAttribute('lang', 'en');
    expect(
      screen.getByRole('button', { name: 'J’accepte ces conditions' }).closest('form'),
    ).toHaveAttribute('action', '/api/pay/tok.en/terms?version=3&lang=fr');
  });

  it('offers the card once the terms are accepted, and says so', () => {
    renderPage(payPage, {
      path: '/pay/t?status=terms-accepted',
      params: { token: 't' },
      data: [{ ...view, termsToAccept: null }],
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'your acceptance of the booking terms is recorded',
    );
    expect(screen.getByRole('button', { name: /by card/ })).toBeInTheDocument();
  });

  it('lists a payment plan’s instalments, paid or left, the next one in bold, in French too', () => {
    const schedule = [
      { date: '2026-11-27', amountCents: 100_000, kind: 'deposit' as const },
      { date: '2026-12-27', amountCents: 400_000, kind: 'instalment' as const },
      { date: '2027-01-15', amountCents: 400_000, kind: 'final' as const },
    ];
    const onPlan = { ...view, schedule, paidCents: 150_000, status: 'balance-due' as const };
    renderPage(payPage, { path: '/pay/t', params: { token: 't' }, data: [onPlan] });
    const list = screen.getByRole('heading', { name: 'Payment schedule' }).nextElementSibling;
    expect(list).toHaveTextContent('Deposit, November 27, 2026$1,000.00 · paid');
    expect(list).toHaveTextContent('Instalment 1, December 27, 2026$4,000.00 · $3,500.00 left');
    expect(list).toHaveTextContent('Last instalment, January 15, 2027$4,000.00');
    expect(screen.getByText('Instalment, due by December 27, 2026').nextSibling).toHaveTextContent(
      '$3,500.00',
    );
    cleanup();
    renderPage(payPage, {
      path: '/fr/pay/t',
      params: { token: 't' },
      data: [{ ...onPlan, paidCents: 100_000 }],
    });
    const fr = screen.getByRole('heading', { name: 'Échéancier' }).nextElementSibling;
    expect(fr).toHaveTextContent('Acompte, 27 novembre 20261 000,00 $ · payé');
    const next = screen.getByText('Versement 1, 27 décembre 2026');
    expect(next.closest('.pay__row')).toHaveClass('pay__row--strong');
    expect(next.nextSibling).toHaveTextContent('4 000,00 $ · le prochain');
  });
});
