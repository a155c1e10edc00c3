import { screen, waitFor, within } from '@testing-library/react';
import type { PrivacyFindings, PrivacyRequest } from '@umrah/domain/model/privacy';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { fill } from '../../../testing/queries';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const findings: PrivacyFindings = {
  email: 'amina@example.ca',
  mailbox: 'amina@example.ca',
  records: [
    { kind: 'messages', id: 'm1', label: 'Amina Haddad, 2026-11-01', kept: false, fields: {} },
    {
      kind: 'bookings',
      id: 'b1',
      label: 'Amina Haddad, Ramadan, 2026-11-02',
      kept: false,
      fields: {},
    },
    { kind: 'receipts', id: 'R-000007', label: 'R-000007, 2026-11-03', kept: true, fields: {} },
  ],
  upcomingTrips: [],
};

const openRequest: PrivacyRequest = {
  id: 'q1',
  kind: 'erasure',
  email: 'amina@example.ca',
  receivedDate: '2020-01-01',
  dueDate: '2020-01-31',
  status: 'open',
  outcome: '',
  closedDate: null,
  createdAt: '2020-01-01T10:00:00.000Z',
};

function setup(extra: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/privacy/search': { body: findings },
    'GET /api/admin/privacy/requests': { body: { items: [openRequest] } },
    ...extra,
  });
  return { api, ...renderAdmin('/admin/privacy') };
}

describe('privacy screen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('finds what is held about an address, links each record, and offers the export', async () => {
    const { user, api } = setup();
    const search = await screen.findByRole('search', { name: 'Find by email' });
    await fill(user, within(search).getByLabelText('Email address'), 'amina@example.ca');
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    const bookings = await screen.findByRole('region', { name: 'Bookings' });
    expect(within(bookings).getByRole('link', { name: /Amina Haddad, Ramadan/ })).toHaveAttribute(
      'href',
      '/admin/bookings/b1',
    );
    const receipts = screen.getByRole('region', { name: 'Receipts' });
    expect(within(receipts).getByText('Kept on erasure (law)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export archive (zip)' })).toHaveAttribute(
      'href',
      '/api/admin/privacy/export?email=amina%40example.ca',
    );
    expect(screen.getByRole('link', { name: 'Archive with a French letter' })).toHaveAttribute(
      'href',
      '/api/admin/privacy/export?email=amina%40example.ca&language=fr',
    );
    expect(api.to('GET', '/api/admin/privacy/search')[0]?.query.get('email')).toBe(
      'amina@example.ca',
    );
  });

  it("corrects a booking's contact details from the results", async () => {
    const { user, api } = setup({
      'PUT /api/admin/privacy/records/bookings/b1': { status: 204 },
    });
    const search = await screen.findByRole('search', { name: 'Find by email' });
    await fill(user, within(search).getByLabelText('Email address'), 'amina@example.ca');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await user.click(
      await screen.findByRole('button', { name: 'Correct Amina Haddad, Ramadan, 2026-11-02' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Correct the contact details' });
    await fill(user, within(dialog).getByLabelText('Name'), 'Amina Saleh');
    await fill(user, within(dialog).getByLabelText('Email'), 'amina.saleh@example.ca');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('Contact details corrected')).toBeInTheDocument();
    expect(api.to('PUT', '/api/admin/privacy/records/bookings/b1')[0]?.body).toEqual({
      name: 'Amina Saleh',
      email: 'amina.saleh@example.ca',
      phone: '',
    });
    expect(screen.queryByRole('button', { name: /Correct R-000007/ })).toBeNull();
  });

  it('erases only after the confirmation, and says what was kept', async () => {
    const { user, api } = setup({
      'POST /api/admin/privacy/erase': {
        body: { erased: { messages: 1, bookings: 1 }, kept: { receipts: 1 } },
      },
    });
    const search = await screen.findByRole('search', { name: 'Find by email' });
    await fill(user, within(search).getByLabelText('Email address'), 'amina@example.ca');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Erase' }));

    const dialog = await screen.findByRole('dialog', { name: "Erase this person's information?" });
    expect(dialog).toHaveTextContent('Receipts and the payment records behind them are kept');
    expect(api.to('POST', '/api/admin/privacy/erase')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));

    expect(await screen.findByText('Personal information erased')).toBeInTheDocument();
    expect(
      screen.getByText('Erased: 1 messages, 1 bookings. Kept as the law requires: 1 receipts.'),
    ).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/privacy/erase')[0]?.body).toEqual({
      email: 'amina@example.ca',
      reason: '',
    });
  });

  it('warns of an upcoming trip, says what happens to its seat, rooms and manifest line, and asks why', async () => {
    const { user, api } = setup({
      'GET /api/admin/privacy/search': {
        body: {
          ...findings,
          upcomingTrips: [{ bookingId: 'b1', tripDate: '2027-03-01', seats: 2 }],
        },
      },
      'POST /api/admin/privacy/erase': {
        body: {
          erased: { bookings: 1 },
          kept: { receipts: 1 },
          cancelledTrips: [
            {
              bookingId: 'b1',
              tripDate: '2027-03-01',
              seats: 2,
              rooms: [{ stayKey: 'makkah', locked: true }],
            },
          ],
        },
      },
    });
    const search = await screen.findByRole('search', { name: 'Find by email' });
    await fill(user, within(search).getByLabelText('Email address'), 'amina@example.ca');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('dialog', { name: "Erase this person's information?" });
    expect(dialog).toHaveTextContent(
      'Confirmed trip of March 1, 2027: it is cancelled. Its 2 seats are freed, its travellers leave the rooming lists',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Cancel the trip and erase' });
    expect(confirm).toBeDisabled();
    await fill(
      user,
      within(dialog).getByLabelText(/Reason for cancelling the trip/),
      'Asked by mail',
    );
    await user.click(confirm);
    expect(
      await screen.findByText(/Trip of 2027-03-01 cancelled: 2 seats freed/),
    ).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/privacy/erase')[0]?.body).toEqual({
      email: 'amina@example.ca',
      reason: 'Asked by mail',
    });
  });

  it('says only what must be kept is held, never "nothing", when every record is kept', async () => {
    const { user } = setup({
      'GET /api/admin/privacy/search': {
        body: { ...findings, records: findings.records.filter((r) => r.kept) },
      },
    });
    const search = await screen.findByRole('search', { name: 'Find by email' });
    await fill(user, within(search).getByLabelText('Email address'), 'amina@example.ca');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText(/Only what must be kept is held about amina@example.ca/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Nothing is held/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Erase' })).toBeDisabled();
  });

  it('lists the register with late requests marked, and closes one with its outcome', async () => {
    const { user, api } = setup({
      'PATCH /api/admin/privacy/requests/q1': ({ body }) =>
        (body as { outcome: string }).outcome
          ? { body: { ...openRequest, status: 'closed', outcome: 'Erased' } }
          : {
              status: 400,
              body: {
                message: 'Invalid input',
                errors: { outcome: 'Outcome is required to close a request' },
              },
            },
    });
    const table = await screen.findByRole('table', { name: 'Privacy requests' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Erasure');
    // Received and due in the admin's one date format, not as stored ('2020-01-31').
    expect(row).toHaveTextContent('January 1, 2020');
    expect(row).toHaveTextContent('January 31, 2020');
    expect(within(row).getByText('Late')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the request' });
    await user.click(within(dialog).getByRole('button', { name: 'Close request' }));
    expect(
      await within(dialog).findByText('Outcome is required to close a request'),
    ).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Outcome'), 'Erased');
    await user.click(within(dialog).getByRole('button', { name: 'Close request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('PATCH', '/api/admin/privacy/requests/q1').at(-1)?.body).toEqual({
      status: 'closed',
      outcome: 'Erased',
    });
  });

  it('records a new request with the day it was received', async () => {
    const { user, api } = setup({
      'POST /api/admin/privacy/requests': ({ body }) => ({
        status: 201,
        body: { ...openRequest, ...(body as object), id: 'q2', dueDate: '2026-12-20' },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Record a request' });
    await fill(user, within(form).getByLabelText("Requester's email"), 'omar@example.ca');
    await user.click(within(form).getByRole('button', { name: 'Record request' }));
    expect(await screen.findByText('Due December 20, 2026.')).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/privacy/requests')[0]?.body).toMatchObject({
      kind: 'access',
      email: 'omar@example.ca',
    });
  });
});
