import { describe, expect, it } from 'vitest';
import { cancellationQuote } from '@umrah/domain/model/money/cancellation';
import { renderMail } from '../../../platform/mail/mail-layout';
import { visibleTextOf } from '../../../../test-support/mail-shape';
import { cancellationMail } from './cancellation-mail';

const quote = cancellationQuote(
  {
    tiers: [{ daysBefore: 60, fee: { type: 'percent', value: 2500 } }],
    nonRefundable: [{ kind: 'visa', cents: 30_000, fromDaysBefore: null, label: null }],
  },
  {
    totalCents: 800_000,
    paidCents: 800_000,
    travellers: 2,
    roomType: 'double',
    departureDate: '2027-01-13',
    singleSupplementCents: 90_000,
  },
  1,
  '2026-11-29',
);
const facts = {
  reference: '3GJ4-HDCY',
  quote,
  agency: { name: 'Baraka Travel', phone: '+1 416 555 0100', email: 'hello@example.com' },
  tripLink: 'https://agency.example/trip/abc',
};

describe('the cancellation mail', () => {
  it('says in English what was cancelled, kept and refunded, and how', () => {
    const mail = renderMail(cancellationMail({ ...facts, language: 'en', refundMethod: 'card' }));
    expect(mail.subject).toBe('Your cancellation is confirmed - 3GJ4-HDCY');
    const text = visibleTextOf(mail.html);
    expect(text).toContain('1 traveller is no longer on your booking');
    expect(text).toContain('Cancellation fee');
    expect(text).toContain('$1,000.00');
    expect(text).toContain('Single room supplement');
    expect(text).toContain('$1,800.00, to the card you paid with');
  });

  it('in French, with French amounts and the e-Transfer named', () => {
    const mail = renderMail(
      cancellationMail({ ...facts, language: 'fr', refundMethod: 'etransfer' }),
    );
    expect(mail.subject).toBe('Votre annulation est confirmée - 3GJ4-HDCY');
    const text = visibleTextOf(mail.html);
    expect(text).toContain('1 voyageur ne fait plus partie de votre réservation');
    expect(text).toMatch(/1\s800,00\s\$, par virement Interac/);
  });
});
