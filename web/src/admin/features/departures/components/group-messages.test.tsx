import { screen, within } from '@testing-library/react';
import type {
  DepartureGroupMessages,
  GroupMessage,
  GroupMessagePreview,
  GroupRecipient,
} from '@umrah/domain/model/group-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDepartureDetail } from '../../../testing/departure-data';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const recipients: GroupRecipient[] = [
  {
    bookingId: 'b1',
    reference: 'UMR-AAA111',
    name: 'Amina Diallo',
    email: 'amina@example.com',
    phone: '+1 514 555 0101',
    language: 'fr',
  },
  {
    bookingId: 'b2',
    reference: 'UMR-BBB222',
    name: 'Bilal Khan',
    email: 'bilal@example.com',
    phone: '',
    language: 'en',
  },
];

const limit = { sentToday: 1, dailyLimit: 5, resetsAt: '2027-01-11T05:00:00.000Z' };

const past: GroupMessage = {
  id: 'g1',
  departureId: 'd1',
  texts: {
    en: { subject: 'Meeting point', body: 'Terminal 3.' },
    fr: { subject: 'Point de rencontre', body: 'Terminal 3.' },
  },
  audience: 'not-paid',
  recipients,
  sentBy: 'fatima',
  sentAt: '2027-01-10T15:00:00.000Z',
};

const preview: GroupMessagePreview = {
  mails: {
    en: {
      subject: 'New flight time',
      text: 'We leave at 18:00.\n\nYour booking: UMR-BBB222',
      html: '',
    },
    fr: {
      subject: 'Nouvel horaire',
      text: 'Départ à 18 h.\n\nVotre réservation: UMR-AAA111',
      html: '',
    },
  },
  recipients,
  counts: { confirmed: 2, requests: 16, waitingList: 3 },
  limit,
};

function setup() {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/departures/d1': { body: aDepartureDetail({ bookings: [], waitingList: [] }) },
    'GET /api/admin/departures/d1/messages': {
      body: { sends: [past], limit } satisfies DepartureGroupMessages,
    },
    'POST /api/admin/departures/d1/messages/preview': { body: preview },
    'POST /api/admin/departures/d1/messages': (request) => ({
      status: 201,
      body: { ...past, id: 'g2', ...(request.body as object) },
    }),
  });
  return { api, ...renderAdmin('/admin/departures/d1') };
}

describe('messages to the departure’s group', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('lists past sends with today’s count, and WhatsApp links in each one’s language', async () => {
    setup();
    const sent = await screen.findByRole('list', { name: 'Messages sent' });
    expect(within(sent).getByText('Meeting point')).toBeInTheDocument();
    expect(
      within(sent).getByText(/by fatima · Confirmed bookings not paid in full · 2 bookings/),
    ).toBeVisible();
    expect(screen.getByText('1 of 5 sends today.')).toBeVisible();
    expect(within(sent).getByRole('link', { name: 'WhatsApp Amina Diallo' })).toHaveAttribute(
      'href',
      `https://wa.me/15145550101?text=${encodeURIComponent('*Point de rencontre*\n\nTerminal 3.')}`,
    );
    expect(within(sent).getByText('no phone for WhatsApp')).toBeInTheDocument();
  });

  it('writes in both languages, previews each language’s mail, and sends what was previewed', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Message the group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message the group' });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Subject (French) is required')).toBeVisible();
    expect(api.to('POST', '/api/admin/departures/d1/messages/preview')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Subject \(English\)/), 'New flight time');
    await user.type(within(dialog).getByLabelText(/^Message \(English\)/), 'We leave at 18:00.');
    await user.type(within(dialog).getByLabelText(/^Subject \(French\)/), 'Nouvel horaire');
    await user.type(within(dialog).getByLabelText(/^Message \(French\)/), 'Départ à 18 h.');
    const recipientsBox = within(dialog).getByRole('combobox', { name: /Recipients/ });
    // Confirmed bookings unless chosen otherwise; requests and the waiting list are options.
    expect(recipientsBox).toHaveTextContent('Confirmed bookings (the travellers)');
    await user.click(recipientsBox);
    expect(screen.getByText('The waiting list')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Confirmed bookings not paid in full' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const french = await within(dialog).findByRole('generic', { name: 'French email' });
    expect(french).toHaveTextContent('Votre réservation: UMR-AAA111');
    expect(within(dialog).getByRole('generic', { name: 'English email' })).toHaveTextContent(
      'New flight time',
    );
    const body = {
      texts: {
        en: { subject: 'New flight time', body: 'We leave at 18:00.' },
        fr: { subject: 'Nouvel horaire', body: 'Départ à 18 h.' },
      },
      audience: 'not-paid',
    };
    expect(api.to('POST', '/api/admin/departures/d1/messages/preview')[0]?.body).toEqual(body);
    expect(within(dialog).getByLabelText('Bookings per group')).toHaveTextContent(
      'This departure has 2 bookings confirmed, 16 requests not confirmed and 3 on the waiting list.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 bookings' }));
    expect(await screen.findByText('Message sent to 2 bookings')).toBeVisible();
    expect(api.to('POST', '/api/admin/departures/d1/messages')[0]?.body).toEqual(body);
  });

  it('asks for a new preview once the text changed', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Message the group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message the group' });
    for (const [label, text] of [
      [/^Subject \(English\)/, 'A'],
      [/^Message \(English\)/, 'B'],
      [/^Subject \(French\)/, 'C'],
      [/^Message \(French\)/, 'D'],
    ] as const) {
      await user.type(within(dialog).getByLabelText(label), text);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const send = await within(dialog).findByRole('button', { name: 'Send to 2 bookings' });
    expect(send).toBeEnabled();
    // Send is where the eye is: in the dialog's bar beside Preview, and it has the keyboard.
    expect(send).toHaveFocus();
    expect(send.parentElement).toBe(
      within(dialog).getByRole('button', { name: 'Preview again' }).parentElement,
    );
    await user.type(within(dialog).getByLabelText(/^Message \(French\)/), ' encore');
    expect(send).toBeDisabled();
    expect(within(dialog).getByText(/preview it again before sending/)).toBeVisible();
  });
});
