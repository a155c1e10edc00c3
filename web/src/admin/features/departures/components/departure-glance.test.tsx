import { screen, within } from '@testing-library/react';
import type { DepartureGlance } from '@umrah/domain/model/departure-glance';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDepartureDetail } from '../../../testing/departure-data';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const glance: DepartureGlance = {
  seats: { capacity: 30, held: 16, left: 14, requested: 2, waiting: 0 },
  paidInFull: { bookings: 3, of: 7 },
  ready: { travellers: 9, of: 16 },
  roomed: [
    { key: 'makkah', city: 'Makkah', travellers: 16, of: 16, locked: true },
    { key: 'madinah', city: 'Madinah', travellers: 0, of: 16, locked: false },
  ],
  problems: [
    { code: 'not_ready', params: { count: 7, total: 16 }, fix: { to: 'readiness' } },
    {
      code: 'names_missing',
      params: { reference: 'UMR-4F2K9A', missing: 1 },
      fix: { to: 'booking', bookingId: 'b7' },
    },
    {
      code: 'not_roomed',
      params: { city: 'Madinah', count: 16 },
      fix: { to: 'rooming', stay: 'madinah' },
    },
    { code: 'no_flights', fix: { to: 'departure' } },
  ],
};

function setup(body: DepartureGlance = glance) {
  fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/departures/d1': { body: aDepartureDetail({ bookings: [], waitingList: [] }) },
    'GET /api/admin/departures/d1/glance': { body },
  });
  return renderAdmin('/admin/departures/d1');
}

describe('the departure at a glance', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows the figures and what blocks the departure, each with where to fix it', async () => {
    const { user } = setup();
    const section = await screen.findByRole('region', { name: 'At a glance' });
    expect(await within(section).findByText('16 of 30')).toBeVisible();
    expect(within(section).getByText('3 of 7')).toBeVisible();
    expect(within(section).getByText('9 of 16')).toBeVisible();
    expect(within(section).getByText('Makkah: 16 of 16')).toBeVisible();
    expect(within(section).getByTitle('Locked')).toBeInTheDocument();
    expect(within(section).getByText('What still blocks this departure (4)')).toBeVisible();
    expect(within(section).getByText('7 of 16 travellers not ready.')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Open the readiness board' })).toHaveAttribute(
      'href',
      '#departure-readiness',
    );
    expect(within(section).getByRole('link', { name: 'Open the booking' })).toHaveAttribute(
      'href',
      '/admin/bookings/b7',
    );
    expect(within(section).getByText('Madinah: 16 travellers not in a room.')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Edit the departure' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('says so when nothing blocks the departure', async () => {
    setup({ ...glance, problems: [] });
    const section = await screen.findByRole('region', { name: 'At a glance' });
    expect(await within(section).findByText('Nothing blocks this departure.')).toBeVisible();
  });
});
