import { screen, waitFor, within } from '@testing-library/react';
import { submissionReference } from '@umrah/domain/model/reference';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { aMessage } from '../../../testing/inbox-data';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(zainabEmail = 'zainab@example.com') {
  let messages = [
    aMessage({
      id: 'm1',
      name: 'Omar Siddiqui',
      read: false,
      phone: '+1 647 555 0199',
      language: 'fr',
    }),
    aMessage({
      id: 'm2',
      name: 'Zainab Noor',
      read: true,
      message: 'Thank you!',
      email: zainabEmail,
    }),
  ];
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/messages': (req) => ({
      body: req.query.get('read') === 'false' ? messages.filter((m) => !m.read) : messages,
    }),
    'GET /api/admin/messages/counts': () => ({
      body: { all: messages.length, unread: messages.filter((m) => !m.read).length },
    }),
    'GET /api/admin/inbox-counts': () => ({
      body: { newBookings: 0, unreadMessages: messages.filter((m) => !m.read).length },
    }),
    'PUT /api/admin/messages/m1': (req) => {
      messages = messages.map((m) =>
        m.id === 'm1' ? { ...m, read: (req.body as { read: boolean }).read } : m,
      );
      return { body: messages[0] };
    },
    'DELETE /api/admin/messages/m2': () => {
      messages = messages.filter((m) => m.id !== 'm2');
      return { body: { message: 'Deleted' } };
    },
  });
  return { api, ...renderAdmin('/admin/messages') };
}

describe('messages screen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('offers the news-and-offers list as a CSV download', async () => {
    setup();
    const link = await screen.findByRole('link', { name: 'Export news and offers list' });
    expect(link).toHaveAttribute('href', '/api/admin/marketing-contacts/export');
    expect(link).toHaveAttribute('download');
  });

  it('shows each message with its sender, reply links and unread state', async () => {
    setup();
    const omar = await screen.findByRole('listitem', { name: 'Unread: Omar Siddiqui' });
    expect(within(omar).getByText(/group rates for 12 people/)).toBeInTheDocument();
    expect(within(omar).getByRole('link', { name: '+1 647 555 0199' })).toHaveAttribute(
      'href',
      'tel:+1 647 555 0199',
    );
    expect(within(omar).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:omar@example.com?subject=Re%3A%20your%20message%20to%20our%20Umrah%20team',
    );
    expect(screen.getByRole('listitem', { name: 'Zainab Noor' })).toBeInTheDocument();
    // The sender's language, so staff reply in it (stored without one: English).
    expect(within(omar).getByLabelText('Language: French')).toHaveTextContent('FR');
    expect(
      within(screen.getByRole('listitem', { name: 'Zainab Noor' })).getByLabelText(
        'Language: English',
      ),
    ).toHaveTextContent('EN');
    expect(screen.getByRole('tab', { name: 'Unread (1)' })).toBeInTheDocument();
    // The reference the sender quotes (their confirmation and acknowledgement show it).
    expect(within(omar).getByText(`Ref. ${submissionReference('m1')}`)).toBeInTheDocument();
  });

  it('encodes the address of a reply link, so a stored address cannot add a bcc or a body', async () => {
    // Stored before the server refused such addresses.
    setup('x?bcc=spy@evil.example&body=Wire%20money@example.com');
    const zainab = await screen.findByRole('listitem', { name: 'Zainab Noor' });
    const href = within(zainab).getByRole('link', { name: 'Reply by email' }).getAttribute('href');
    expect(href).toBe(
      'mailto:x%3Fbcc%3Dspy%40evil.example%26body%3DWire%2520money@example.com' +
        '?subject=Re%3A%20your%20message%20to%20our%20Umrah%20team',
    );
    expect([...new URL(href ?? '').searchParams.keys()]).toEqual(['subject']);
  });

  it('marks a message read, and the nav count follows', async () => {
    const { user, api } = setup();
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(await within(nav).findByRole('link', { name: 'Messages (1 unread)' })).toBeVisible();
    const omar = await screen.findByRole('listitem', { name: 'Unread: Omar Siddiqui' });
    await user.click(within(omar).getByRole('button', { name: 'Mark as read' }));

    expect(api.to('PUT', '/api/admin/messages/m1')[0]?.body).toEqual({ read: true });
    expect(await screen.findByRole('listitem', { name: 'Omar Siddiqui' })).toBeInTheDocument();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Messages' })).toBeVisible());
  });

  it('deletes a message after confirmation', async () => {
    const { user } = setup();
    const zainab = await screen.findByRole('listitem', { name: 'Zainab Noor' });
    await user.click(within(zainab).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Zainab Noor' })).not.toBeInTheDocument(),
    );
  });
});
