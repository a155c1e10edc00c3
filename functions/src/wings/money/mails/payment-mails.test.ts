import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { describe, expect, it } from 'vitest';
import type { StoredPayment } from '@umrah/domain/model/booking-document';
import { renderMail } from '../../../platform/mail/mail';
import { paymentLinkMail, reminderMail } from './payment-mails';

const payment: StoredPayment = {
  status: 'deposit-due',
  totalCents: 490_000,
  depositCents: 100_000,
  balanceCents: 390_000,
  balanceDueDate: '2027-09-20',
  paidCents: 0,
  pendingCents: 0,
  currency: 'cad',
  roomType: 'double',
  travellers: 2,
  departureDate: '2027-11-04',
  reference: 'UMR-AB12',
  linkVersion: 1,
  linkExpires: '2027-11-04',
  confirmedAt: null,
  remindersSent: [],
};
const settings = { phone: '+1 416 555 0100', email: 'hello@agency.example' } as PublicSettings;
const LINK = 'https://agency.example/pay/t';
const TRIP = 'https://agency.example/trip/u';
const LINKS = { pay: LINK, trip: TRIP };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const lineOf = (lines: [string, string][], label: string) =>
  plain(lines.find(([name]) => name === label)?.[1] ?? '');

describe('payment mails in the booking language', () => {
  it('keeps the English pay-link mail as it was', () => {
    const mail = paymentLinkMail(payment, LINKS, settings);
    expect(mail.subject).toBe('Your Umrah booking is confirmed - payment details (UMR-AB12)');
    expect(mail.lines).toContainEqual(['Deposit due now', '$1,000.00']);
    expect(mail.lines).toContainEqual(['Balance', '$3,900.00 by 20 September 2027']);
    expect(mail.lines).toContainEqual(['Room', 'double, 2 travellers']);
  });

  it('writes the pay-link mail in French: amounts and dates the French way', () => {
    const mail = paymentLinkMail(payment, LINKS, settings, 'fr');
    expect(mail.subject).toBe(
      'Votre réservation Omra est confirmée - modalités de paiement (UMR-AB12)',
    );
    expect(mail.intro).toContain('virement Interac');
    expect(lineOf(mail.lines, 'Acompte à payer maintenant')).toBe('1 000,00 $');
    expect(lineOf(mail.lines, 'Solde')).toBe('3 900,00 $ d’ici le 20 septembre 2027');
    expect(lineOf(mail.lines, 'Départ')).toBe('4 novembre 2027');
    expect(lineOf(mail.lines, 'Chambre')).toBe('double, 2 voyageurs');
    expect(mail.actions).toEqual([
      { label: 'Payer maintenant', url: LINK },
      { label: 'Ouvrir mon voyage', url: TRIP },
    ]);
  });

  it('writes both reminders in French, and keeps them in English by default', () => {
    const before = reminderMail('before-due', payment, LINKS, settings, 'fr');
    expect(plain(before.subject)).toBe(
      'Rappel : 4 900,00 $ à payer d’ici le 20 septembre 2027 (UMR-AB12)',
    );
    const overdue = reminderMail('overdue', payment, LINKS, settings, 'fr');
    expect(plain(overdue.subject)).toBe(
      'Paiement en retard : 4 900,00 $ était dû le 20 septembre 2027 (UMR-AB12)',
    );
    expect(reminderMail('before-due', payment, LINKS, settings).subject).toBe(
      'Reminder: $4,900.00 due by 20 September 2027 (UMR-AB12)',
    );
  });

  it('keeps the whole English pay-link mail word for word, its actions then its data then the footer', () => {
    expect(renderMail(paymentLinkMail(payment, LINKS, settings)).text).toBe(
      [
        'Assalamu alaikum. Your booking is confirmed. You can pay by card or Interac e-Transfer on your payment page below.',
        '',
        'Pay now:',
        LINK,
        '',
        'Open my trip page:',
        TRIP,
        '',
        'Room: double, 2 travellers',
        'Departure: 4 November 2027',
        'Total: $4,900.00',
        'Paid so far: $0.00',
        'Deposit due now: $1,000.00',
        'Balance: $3,900.00 by 20 September 2027',
        'Reference for e-Transfer: UMR-AB12',
        '',
        '-- ',
        'Questions? Contact our agency',
        'Phone: +1 416 555 0100',
        'Email: hello@agency.example',
      ].join('\n'),
    );
  });

  it('says the overdue reminder in each language, with one traveller in the singular', () => {
    expect(reminderMail('overdue', payment, LINKS, settings).intro).toBe(
      'The balance of your Umrah booking was due on 20 September 2027 and has not reached us yet. If you already sent it, please reply with the date and method.',
    );
    expect(reminderMail('overdue', payment, LINKS, settings, 'fr').intro).toBe(
      'Le solde de votre réservation Omra était dû le 20 septembre 2027 et ne nous est pas encore parvenu. Si vous l’avez déjà envoyé, veuillez nous répondre en indiquant la date et le mode de paiement.',
    );
    const one = paymentLinkMail(
      { ...payment, travellers: 1, roomType: 'quad' },
      LINKS,
      settings,
      'fr',
    );
    expect(lineOf(one.lines, 'Chambre')).toBe('quadruple, 1 voyageur');
  });
});

describe('a French mail as the pages write it', () => {
  it('puts a no-break space before the colon of each line, as the French pages do; English none', () => {
    const fr = renderMail(paymentLinkMail(payment, LINKS, settings, 'fr'));
    const lines = fr.text
      .split('\n')
      .filter((line) => line.includes('https://') || /\d/.test(line));
    const labelled = fr.text.split('\n').filter((line) => /^[^:]+\u00a0: /.test(line));
    expect(labelled.length).toBeGreaterThanOrEqual(4);
    // No label ends with a bare colon (the English way) in the French mail.
    expect(fr.text).not.toMatch(/[^\u00a0\s]: /);
    expect(lines.length).toBeGreaterThan(0);
    const en = renderMail(paymentLinkMail(payment, LINKS, settings, 'en'));
    expect(en.text).toContain('Deposit due now: $1,000.00');
    expect(en.text).not.toContain('\u00a0:');
  });
});

describe('payment mails on a plan: the next instalment and what remains', () => {
  const onPlan: StoredPayment = {
    ...payment,
    totalCents: 300_000,
    depositCents: 100_000,
    balanceCents: 200_000,
    balanceDueDate: '2027-09-01',
    schedule: [
      { date: '2027-06-01', amountCents: 100_000, kind: 'deposit' },
      { date: '2027-07-01', amountCents: 100_000, kind: 'instalment' },
      { date: '2027-09-01', amountCents: 100_000, kind: 'final' },
    ],
    paidCents: 130_000,
  };

  it('names the next instalment (what is left of it) instead of a balance, in English', () => {
    const mail = paymentLinkMail(onPlan, LINKS, settings);
    expect(mail.lines).toContainEqual(['Next instalment', '$700.00 by 1 July 2027']);
    expect(mail.lines).toContainEqual(['Remaining in total', '$1,700.00']);
    expect(mail.lines.map(([label]) => label)).not.toContain('Balance');
    expect(mail.lines.map(([label]) => label)).not.toContain('Deposit due now');
    const before = reminderMail('before-due', onPlan, LINKS, settings);
    expect(before.subject).toBe('Reminder: $700.00 due by 1 July 2027 (UMR-AB12)');
    expect(before.intro).toContain('next instalment');
  });

  it('says the instalment reminders in French', () => {
    const overdue = reminderMail('overdue', onPlan, LINKS, settings, 'fr');
    expect(plain(overdue.subject)).toBe(
      'Paiement en retard : 700,00 $ était dû le 1er juillet 2027 (UMR-AB12)',
    );
    expect(plain(overdue.intro)).toContain('Le versement de 700,00 $');
    expect(lineOf(overdue.lines, 'Prochain versement')).toBe('700,00 $ d’ici le 1er juillet 2027');
    expect(lineOf(overdue.lines, 'Reste à payer au total')).toBe('1 700,00 $');
  });
});
