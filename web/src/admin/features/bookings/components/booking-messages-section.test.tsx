import { screen, within } from '@testing-library/react';
import type { BookingMessages } from '@umrah/domain/model/group-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { aBooking, aMessage } from '../../../testing/inbox-data';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const messages: BookingMessages = {
  groupMessages: [
    {
      id: 'g1',
      departureId: 'd1',
      texts: {
        en: { subject: 'New flight time', body: 'We leave at 18:00.' },
        fr: { subject: 'Nouvel horaire', body: 'Départ à 18 h.' },
      },
      audience: 'all',
      sentBy: 'fatima',
      sentAt: '2027-01-10T15:00:00.000Z',
      email: 'amina@example.com',
    },
  ],
  pilgrimMessages: [
    aMessage({
      id: 'm1',
      name: 'Amina Khan',
      email: 'amina@example.com',
      message: 'Can my mother sit with me?',
      receivedAt: '2027-01-11T09:00:00.000Z',
      bookingId: 'b1',
      bookingReference: 'UMR-AAA111',
    }),
  ],
};

describe('the booking’s messages', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('lists the group’s messages in the booking’s language and the pilgrim’s, newest first', async () => {
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/inbox-counts': { body: { newBookings: 0, unreadMessages: 0 } },
      'GET /api/admin/bookings/b1': { body: aBooking({ id: 'b1', language: 'fr' }) },
      'GET /api/admin/bookings/b1/messages': { body: messages },
    });
    renderAdmin('/admin/bookings/b1');
    const section = await screen.findByRole('region', { name: 'Messages' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual([
      'From the pilgrim’s trip page',
      'To the group: Nouvel horaire',
    ]);
    expect(items[1]).toHaveTextContent('Sent by fatima to amina@example.com');
    expect(items[1]).toHaveTextContent('Départ à 18 h.');
    expect(items[0]).toHaveTextContent('Can my mother sit with me?');
  });

  it('answers the pilgrim’s message in the booking’s language and shows the replies under it', async () => {
    let replies: { text: string; sentAt: string; sentBy: string }[] = [
      { text: 'Yes, seats 12A and 12B.', sentAt: '2027-01-11T12:00:00.000Z', sentBy: 'fatima' },
    ];
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/inbox-counts': { body: { newBookings: 0, unreadMessages: 0 } },
      'GET /api/admin/bookings/b1': { body: aBooking({ id: 'b1', language: 'fr' }) },
      'GET /api/admin/bookings/b1/messages': () => ({
        body: {
          ...messages,
          pilgrimMessages: [{ ...messages.pilgrimMessages[0], replies }],
        },
      }),
      'POST /api/admin/bookings/b1/messages/m1/replies': (r) => {
        replies = [
          ...replies,
          {
            text: (r.body as { text: string }).text,
            sentAt: '2027-01-12T12:00:00.000Z',
            sentBy: 'admin',
          },
        ];
        return { status: 201, body: { ...messages.pilgrimMessages[0], replies } };
      },
    });
    const { user } = renderAdmin('/admin/bookings/b1');
    const section = await screen.findByRole('region', { name: 'Messages' });
    const earlier = await within(section).findByRole('list', { name: 'Replies' });
    expect(earlier).toHaveTextContent('Reply by fatima');
    expect(earlier).toHaveTextContent('Yes, seats 12A and 12B.');

    await user.click(within(section).getByRole('button', { name: 'Reply again' }));
    const form = within(section).getByRole('form', { name: 'Reply to the pilgrim' });
    const field = within(form).getByRole('textbox', { name: 'Reply (in French)' });
    expect(form).toHaveTextContent('Mailed to amina@example.com');
    expect(within(form).getByRole('button', { name: 'Send reply' })).toBeDisabled();
    await user.type(field, 'Oui, le fauteuil est réservé.');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));

    await vi.waitFor(() =>
      expect(within(section).getByRole('list', { name: 'Replies' })).toHaveTextContent(
        'Oui, le fauteuil est réservé.',
      ),
    );
    const post = api.requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ text: 'Oui, le fauteuil est réservé.' });
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(within(section).queryByRole('form', { name: 'Reply to the pilgrim' })).toBeNull();
  });
});
