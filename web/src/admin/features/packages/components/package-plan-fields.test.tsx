import type { Package } from '@umrah/domain/schemas/package';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { fill, findDialog, inputIn } from '../../../testing/queries';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stored: Package = {
  id: 'p1',
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
  title: 'Ramadan Umrah',
  slug: 'ramadan-umrah',
  description: 'Ten blessed nights',
  fullDescription: '',
  nightsInMakkah: 5,
  nightsInMadina: 5,
  hotelRating: 4,
  price: 2500,
  quadPrice: null,
  triplePrice: null,
  doublePrice: null,
  imageUrl: '/images/ramadan.jpg',
  makkaHotel: 'Swissotel Makkah',
  madinaHotel: 'Old Madinah text',
  makkahStay: {
    hotel: 'Swissotel Makkah',
    stars: 5,
    distanceMetres: 150,
    walkMinutes: 2,
    notes: 'Breakfast',
  },
  madinahStay: null,
  itinerary: [
    { day: 1, city: 'Canada', title: 'Depart', description: 'Overnight flight.' },
    { day: 2, city: 'Makkah', title: 'Umrah', description: 'With the group.' },
    { day: 4, city: 'Makkah', title: 'Ziyarat', description: 'Jabal al-Nour.' },
  ],
  departureDate: null,
  returnDate: null,
  airports: '',
  seatsLeft: null,
  features: [],
  inclusions: [],
  exclusions: [],
  isPublished: true,
  cancellationPolicy: null,
};

function setup(extra: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/packages': { body: [stored] },
    'PUT /api/admin/packages/p1': ({ body }) => ({ body: { ...stored, ...(body as object) } }),
    ...extra,
  });
  return { api, ...renderAdmin('/admin/packages') };
}

async function openEdit(user: ReturnType<typeof setup>['user']) {
  const item = await screen.findByRole('listitem', { name: 'Ramadan Umrah' });
  await user.click(within(item).getByRole('button', { name: /edit/i }));
  return findDialog('Edit Package');
}

// Each day now has French fields too: typing through the whole plan takes ~30 s on a loaded
// 2-core machine, so this dialog's tests get three times the usual allowance.
describe('package dialog: hotels and itinerary', { timeout: 3 * UI_TEST_TIMEOUT_MS }, () => {
  it('edits the stays and the days (add, move, remove) and sends them', async () => {
    const { user, api } = setup();
    const dialog = await openEdit(user);
    expect(inputIn(dialog, 'Makkah hotel name')).toHaveValue('Swissotel Makkah');
    expect(inputIn(dialog, 'Makkah hotel notes')).toHaveValue('Breakfast');
    // The Madinah stay is empty; the old text of the form is named as a hint.
    expect(within(dialog).getByText(/Was entered as “Old Madinah text”/)).toBeInTheDocument();

    await fill(user, inputIn(dialog, 'Madinah hotel name'), 'Taiba Front');
    const madinah = inputIn(dialog, 'Madinah hotel name').closest('form') as HTMLElement;
    const distances = within(madinah).getAllByLabelText(/Walking distance to the Haram/);
    const walks = within(madinah).getAllByLabelText(/Walk to the Haram/);
    const stars = within(madinah).getAllByLabelText(/Stars/);
    await user.selectOptions(stars[1]!, '4');
    await fill(user, distances[1]!, '450');
    await fill(user, walks[1]!, '6');

    // Ziyarat moves before Umrah; the day numbers stay in order.
    await user.click(within(dialog).getByRole('button', { name: 'Move Day 4 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Day 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add day' }));
    const added = within(dialog).getByRole('listitem', { name: 'Day 5' });
    expect(inputIn(added, 'City')).toHaveValue('Makkah');
    await fill(user, inputIn(added, 'City'), '');
    await user.clear(inputIn(added, 'City'));
    await fill(user, inputIn(added, 'City'), 'Madinah');
    await fill(user, inputIn(added, 'Title'), 'Fly home');
    await fill(user, inputIn(added, 'Description'), 'Transfer to the airport.');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Package updated successfully!')).toBeInTheDocument();
    const [put] = api.to('PUT', '/api/admin/packages/p1');
    expect(put?.body).toMatchObject({
      makkahStay: stored.makkahStay,
      madinahStay: {
        hotel: 'Taiba Front',
        stars: 4,
        distanceMetres: 450,
        walkMinutes: 6,
        notes: '',
      },
      itinerary: [
        { day: 2, city: 'Makkah', title: 'Ziyarat', description: 'Jabal al-Nour.' },
        { day: 4, city: 'Makkah', title: 'Umrah', description: 'With the group.' },
        { day: 5, city: 'Madinah', title: 'Fly home', description: 'Transfer to the airport.' },
      ],
    });
  });

  it('refuses a distance over 20,000 m with the field’s message, sending nothing', async () => {
    const { user, api } = setup();
    const dialog = await openEdit(user);
    const distance = within(dialog).getAllByLabelText(/Walking distance to the Haram/)[0]!;
    await user.clear(distance);
    await fill(user, distance, '25000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Makkah hotel distance to the Haram must be between 0 and 20,000 m',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(distance).toHaveAttribute('aria-invalid', 'true'));
    expect(api.to('PUT', '/api/admin/packages/p1')).toHaveLength(0);
  });
});
