import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { aBooking } from '../../../testing/inbox-data';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const booking = aBooking({ id: 'b1' });

function setup(extra: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/inbox-counts': { body: { newBookings: 1, unreadMessages: 0 } },
    'GET /api/admin/bookings/b1': { body: booking },
    'GET /api/admin/bookings': { body: [booking] },
    ...extra,
  });
  return { api, ...renderAdmin('/admin/bookings/b1') };
}

describe('booking detail', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows what the pilgrim sent and links the passport behind the admin session', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Aisha Rahman', level: 1 })).toBeVisible();
    const request = screen.getByRole('region', { name: 'Request' });
    expect(within(request).getByRole('link', { name: 'Ramadan Umrah 14 Nights' })).toHaveAttribute(
      'href',
      '/packages/ramadan-umrah-14-nights',
    );
    expect(within(request).getByText('Triple')).toBeInTheDocument();
    expect(within(request).getByText('3 People')).toBeInTheDocument();
    expect(within(request).getByText('March 5, 2027')).toBeInTheDocument();
    expect(within(request).getByText('Wheelchair for my mother')).toBeInTheDocument();
    // Stored before the language was kept: English.
    expect(within(request).getByText('English')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'aisha@example.com' })).toHaveAttribute(
      'href',
      'mailto:aisha@example.com',
    );
    const passport = screen.getByRole('region', { name: 'Passport' });
    expect(within(passport).getByText('passport.pdf (239 KB)')).toBeInTheDocument();
    expect(within(passport).getByRole('link', { name: 'View passport' })).toHaveAttribute(
      'href',
      '/api/admin/bookings/b1/passport',
    );
  });

  it("shows the pilgrim's language, so staff reply in it", async () => {
    setup({ 'GET /api/admin/bookings/b1': { body: { ...booking, language: 'fr' } } });
    await screen.findByRole('heading', { name: 'Aisha Rahman', level: 1 });
    expect(
      within(screen.getByRole('region', { name: 'Request' })).getByText('French'),
    ).toBeVisible();
  });

  it('says when the scan was deleted by the retention job', async () => {
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/bookings/b1': {
        body: aBooking({ id: 'b1', passport: null, passportDeletedAt: '2027-06-17T08:00:00.000Z' }),
      },
    });
    renderAdmin('/admin/bookings/b1');
    const passport = await screen.findByRole('region', { name: 'Passport' });
    expect(within(passport).getByText(/The scan was deleted on Jun 17, 2027/)).toBeInTheDocument();
    expect(within(passport).queryByRole('link', { name: 'View passport' })).toBeNull();
  });

  it('shows the cancellation policy the booking keeps, read-only', async () => {
    const kept = {
      version: 'cp-1a2b3c4d',
      policy: {
        tiers: [{ daysBefore: 30, fee: { type: 'percent' as const, value: 5_000 } }],
        nonRefundable: [],
      },
      acceptedAt: '2026-11-12T15:00:00.000Z',
    };
    setup({ 'GET /api/admin/bookings/b1': { body: { ...booking, cancellationPolicy: kept } } });
    const card = await screen.findByRole('region', { name: 'Policy the pilgrim accepted' });
    expect(within(card).getByText(/^Version cp-1a2b3c4d, accepted Nov 12, 2026/)).toBeVisible();
    expect(
      within(card).getByText('30 days or fewer before departure: 50% of the price per traveller'),
    ).toBeVisible();
    expect(within(card).queryByRole('textbox')).toBeNull();
  });

  it('says when a booking keeps no cancellation policy', async () => {
    setup();
    const card = await screen.findByRole('region', { name: 'Policy the pilgrim accepted' });
    expect(within(card).getByText(/^None recorded/)).toBeVisible();
  });

  it('saves the status and the internal note', async () => {
    const { user, api } = setup({
      'PUT /api/admin/bookings/b1': (req) => ({
        body: { ...booking, ...(req.body as object) },
      }),
    });
    const handling = await screen.findByRole('region', { name: 'Handling' });
    await user.click(within(handling).getByRole('combobox', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Contacted' }));
    await user.type(within(handling).getByLabelText('Internal note'), 'Called, sending quote');
    await user.click(within(handling).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Booking updated successfully!')).toBeInTheDocument();
    expect(api.to('PUT', '/api/admin/bookings/b1')[0]?.body).toEqual({
      status: 'contacted',
      note: 'Called, sending quote',
    });
  });

  it('shows a refused update with the server message', async () => {
    const { user } = setup({
      'PUT /api/admin/bookings/b1': { status: 404, body: { message: 'Booking not found' } },
    });
    const handling = await screen.findByRole('region', { name: 'Handling' });
    await user.type(within(handling).getByLabelText('Internal note'), 'x');
    await user.click(within(handling).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update booking')).toBeInTheDocument();
    expect(screen.getByText('Booking not found')).toBeInTheDocument();
  });

  it('deletes after confirmation and returns to the list', async () => {
    const { user, api } = setup({
      'DELETE /api/admin/bookings/b1': { body: { message: 'Deleted' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete booking?' });
    expect(dialog).toHaveTextContent('Its passport scan is deleted too');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Booking deleted successfully!')).toBeInTheDocument();
    expect(api.to('DELETE', '/api/admin/bookings/b1')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/bookings$/),
    );
  });

  it('says Booking Not Found for an unknown id', async () => {
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/bookings/b1': { status: 404, body: { message: 'Booking not found' } },
    });
    renderAdmin('/admin/bookings/b1');
    expect(await screen.findByText('Booking Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All bookings' })).toHaveAttribute(
      'href',
      '/admin/bookings',
    );
  });
});
