// Every mail a pilgrim or visitor gets, in English and French, through the one layout: its links
// are buttons with a few words over the token link (never the address as visible text), its
// dates are written out, French has its no-break space before ':', and the agency's contacts are
// a footer apart from the pilgrim's data, in the HTML and in the plain-text part.
import type { Receipt } from '@umrah/domain/model/receipts';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { describe, expect, it } from 'vitest';
import { paymentLinkMail, reminderMail } from '../wings/money/mails/payment-mails';
import { receiptMail } from '../wings/money/mails/receipt-mail';
import { tripLinkMail } from '../wings/bookings/mails/trip-link-mail';
import type { StoredPayment } from '@umrah/domain/model/booking-document';
import { groupMessageMail } from '../wings/group-messages/mails/group-message-mail';
import { messageReplyMail } from '../wings/group-messages/mails/message-reply-mail';
import {
  bookingAcknowledgement,
  messageAcknowledgement,
} from '../wings/submissions/acknowledgements';
import { readinessReminderMail } from '../wings/travellers/mails/readiness-mails';
import { nameChangeMail } from '../wings/travellers/mails/name-change-mail';
import { anchorsOf, ISO_DAY, visibleTextOf, withoutAddresses } from '../../test-support/mail-shape';
import { renderMail, type MailMessage } from '../platform/mail/mail';

const TOKEN =
  'eyJiIjoiQk5TMi1IRFdYMFpLNlFQUk1ZVDhHN0oiLCJlIjoiMjAyNy0wNS0wMSJ9.q8Zk3WvB1pN0aYx7mT2cR5s';
const settings = {
  siteName: 'Noor Travels',
  phone: '+1 416 555 0100',
  whatsappNumber: '+1 416 555 0199',
  email: 'hello@noor.example',
} as PublicSettings;
const payment: StoredPayment = {
  status: 'deposit-due',
  totalCents: 1_158_000,
  depositCents: 200_000,
  balanceCents: 958_000,
  balanceDueDate: '2027-03-01',
  paidCents: 0,
  pendingCents: 0,
  currency: 'cad',
  roomType: 'double',
  travellers: 2,
  departureDate: '2027-05-01',
  reference: '3GJ4-HDCY',
  linkVersion: 1,
  linkExpires: '2027-05-01',
  confirmedAt: null,
  remindersSent: [],
};
const linksOf = (language: FormLanguage) => {
  const prefix = language === 'fr' ? '/fr' : '';
  return {
    pay: `https://noor.example${prefix}/pay/${TOKEN}`,
    trip: `https://noor.example${prefix}/trip/${TOKEN}`,
    confirmation: `https://noor.example/api/pay/${TOKEN}/confirmation.pdf`,
  };
};
const receiptOf = (language: FormLanguage, kind: Receipt['kind'] = 'payment'): Receipt => ({
  number: 'R-000042',
  seq: 42,
  bookingId: 'b1',
  kind,
  amountCents: kind === 'refund' ? -50_000 : 200_000,
  method: 'card',
  paymentId: 'p1',
  issuedAt: '2026-12-01T15:00:00.000Z',
  language,
  customer: { name: 'Aisha Rahman', address: '', email: 'aisha@example.com' },
  services: {
    packageTitle: 'Umrah',
    roomType: 'double',
    travellers: 2,
    departureDate: '2027-05-01',
  },
  totalCents: 1_158_000,
  paidCents: 200_000,
  reference: '3GJ4-HDCY',
  counsellor: 'Omar',
  agency: {
    legalName: 'Noor Travels Inc.',
    address: '1 King St W, Toronto',
    phone: '+1 416 555 0100',
    email: 'hello@noor.example',
    registration: '',
    quebecPermit: '',
    sellsInQuebec: false,
    ficavBasisPoints: null,
    ficavCredit: false,
    ficavExemption: '',
    trustStatement: { en: '', fr: '' },
    refundConditions: { en: '', fr: '' },
  },
  originalIssuedAt: null,
});

interface Case {
  name: string;
  mail: (language: FormLanguage) => MailMessage;
  /** The button each mail must carry: the token link it opens (none for acknowledgements). */
  action?: (language: FormLanguage) => string;
}

const CASES: Case[] = [
  {
    name: 'booking acknowledgement',
    mail: (l) =>
      bookingAcknowledgement(
        { numberOfTravelers: 2, preferredDate: '2027-05-01' },
        'Umrah',
        settings,
        l,
        'NT-7Q2K',
      ),
  },
  {
    name: 'waiting-list acknowledgement',
    mail: (l) =>
      bookingAcknowledgement(
        { numberOfTravelers: 1, preferredDate: '2027-05-01', waitingList: true },
        'Umrah',
        settings,
        l,
        'NT-7Q2K',
      ),
  },
  {
    name: 'message acknowledgement (with the way out of news and offers)',
    mail: (l) =>
      messageAcknowledgement(settings, l, 'NT-1', `https://noor.example/unsubscribe/${TOKEN}`),
    action: () => `https://noor.example/unsubscribe/${TOKEN}`,
  },
  {
    name: 'confirmation with the pay link',
    mail: (l) => paymentLinkMail(payment, linksOf(l), settings, l),
    action: (l) => linksOf(l).pay,
  },
  {
    name: 'payment reminder before the due date',
    mail: (l) => reminderMail('before-due', payment, linksOf(l), settings, l),
    action: (l) => linksOf(l).pay,
  },
  {
    name: 'overdue payment reminder',
    mail: (l) => reminderMail('overdue', payment, linksOf(l), settings, l),
    action: (l) => linksOf(l).pay,
  },
  {
    name: 'receipt',
    mail: (l) =>
      receiptMail(
        receiptOf(l),
        `https://noor.example/api/pay/${TOKEN}/receipts/R-000042.pdf`,
        linksOf(l).trip,
      ),
    action: () => `https://noor.example/api/pay/${TOKEN}/receipts/R-000042.pdf`,
  },
  {
    name: 'refund receipt',
    mail: (l) => receiptMail(receiptOf(l, 'refund'), linksOf(l).confirmation, linksOf(l).trip),
    action: (l) => linksOf(l).trip,
  },
  {
    name: 'name change',
    mail: (l) =>
      nameChangeMail({
        language: l,
        reference: '3GJ4-HDCY',
        index: 2,
        to: 'HADDAD, Zainab',
        feeCents: 7_500,
        newTotalCents: 707_500,
        agency: { name: 'Noor Travels', phone: '+1 416 555 0100', email: 'hello@noor.example' },
        tripLink: linksOf(l).trip,
      }),
    action: (l) => linksOf(l).trip,
  },
  {
    name: 'trip link',
    mail: (l) => tripLinkMail([{ reference: '3GJ4-HDCY', link: linksOf(l).trip }], settings, l),
    action: (l) => linksOf(l).trip,
  },
  {
    name: 'readiness reminder',
    mail: (l) =>
      readinessReminderMail(
        {
          step: 30,
          departureDate: '2027-05-01',
          reference: '3GJ4-HDCY',
          tripLink: linksOf(l).trip,
          locked: false,
          travellers: [
            {
              index: 1,
              name: 'RAHMAN, Aisha',
              checks: [
                {
                  rule: 'passport',
                  status: 'missing',
                  code: 'passport_expiry_missing',
                  params: {},
                },
              ],
            },
          ],
        },
        settings,
        l,
      ),
    action: (l) => linksOf(l).trip,
  },
  {
    name: 'group message',
    mail: (l) =>
      groupMessageMail(
        { subject: 'Rendez-vous : 1er mai', body: 'Porte C : 18 h.' },
        { reference: '3GJ4-HDCY', tripLink: linksOf(l).trip },
        settings,
        l,
      ),
    action: (l) => linksOf(l).trip,
  },
  {
    name: 'reply to the pilgrim’s message',
    mail: (l) =>
      messageReplyMail(
        {
          reference: '3GJ4-HDCY',
          tripLink: linksOf(l).trip,
          reply: 'Oui : porte C.',
          message: 'Quelle porte ?',
          receivedAt: '2027-04-28T15:00:00.000Z',
        },
        settings,
        l,
      ),
    action: (l) => linksOf(l).trip,
  },
];

const visibleOf = visibleTextOf;

describe.each(CASES)('the $name mail', ({ mail, action }) => {
  it.each(['en', 'fr'] as const)('in %s: buttons, written dates, footer, French spacing', (l) => {
    const message = mail(l);
    const { html, text } = renderMail(message);
    const anchors = anchorsOf(html);
    // Every link's visible text is a few words, never an address.
    for (const a of anchors) {
      expect(a.label.length, a.label).toBeLessThanOrEqual(40);
      expect(a.label).not.toMatch(/https?:|\/\//);
    }
    if (action) {
      const button = anchors.find((a) => a.href === action(l));
      expect(button, 'the action is a link to the token address').toBeDefined();
      // The long address shows only in the plain-text part, on a line of its own.
      expect(visibleOf(html)).not.toContain(action(l));
      expect(text.split('\n')).toContain(action(l));
    }
    // Dates as people write them, in both parts.
    expect(withoutAddresses(text)).not.toMatch(ISO_DAY);
    expect(withoutAddresses(visibleOf(html))).not.toMatch(ISO_DAY);
    expect(message.subject).not.toMatch(ISO_DAY);
    // The agency's contacts: a footer after the data, not among the pilgrim's lines.
    expect(message.lines.map(([label]) => label).join(' ')).not.toMatch(
      /Phone|Téléphone|Questions/,
    );
    const footer = html.indexOf(l === 'fr' ? 'Des questions' : 'Questions?');
    const lastLine = message.lines.at(-1)?.[1] ?? '';
    expect(footer).toBeGreaterThan(
      html.indexOf(lastLine.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)),
    );
    expect(anchors.map((a) => a.href)).toEqual(
      expect.arrayContaining(['tel:+14165550100', 'mailto:hello@noor.example']),
    );
    expect(text).toMatch(/\n-- \n/);
    expect(text.slice(text.indexOf('\n-- \n'))).toContain('+1 416 555 0100');
    // Robust in mail clients: tables for the layout, styles inline, the language declared.
    expect(html).toContain(`<html lang="${l}">`);
    expect(html).toContain('role="presentation"');
    expect(html).not.toMatch(/<link\b|<script\b|<img\b/);
    if (l === 'fr') {
      // Every colon ending a word has its no-break space, in the text and what the HTML shows.
      for (const part of [text, visibleOf(html), message.subject]) {
        expect(withoutAddresses(part)).not.toMatch(/(?:^|[^\u00a0]):(?=\s|$)/m);
      }
    }
  });
});

describe('the layout', () => {
  it('writes the first of the month as French does: 1er mai', () => {
    const message = paymentLinkMail(payment, linksOf('fr'), settings, 'fr');
    expect(message.lines).toContainEqual(['Départ', '1er mai 2027']);
    expect(renderMail(paymentLinkMail(payment, linksOf('en'), settings)).text).toContain(
      'Departure: 1 May 2027',
    );
  });

  it('draws the main action as a filled button and the others as outlines', () => {
    const { html } = renderMail(paymentLinkMail(payment, linksOf('en'), settings));
    const anchors = anchorsOf(html).map((a) => a.label);
    expect(anchors.slice(0, 3)).toEqual(['Pay now', 'Open my trip page', 'My confirmation (PDF)']);
    expect(html).toMatch(/<td bgcolor="#[0-9a-f]{6}"[^>]*><a href="https:\/\/noor\.example\/pay\//);
  });

  it('offers dark-mode colours to the clients that ask', () => {
    const { html } = renderMail(paymentLinkMail(payment, linksOf('en'), settings));
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
  });
});
