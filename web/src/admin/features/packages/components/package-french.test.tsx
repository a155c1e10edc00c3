import type { Package } from '@umrah/domain/schemas/package';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { fill, findDialog, inputIn } from '../../../testing/queries';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const english: Package = {
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
  quadPrice: 2500,
  triplePrice: null,
  doublePrice: 3200,
  imageUrl: '/images/ramadan.jpg',
  makkaHotel: '',
  madinaHotel: '',
  makkahStay: null,
  madinahStay: null,
  itinerary: [
    { day: 1, city: 'Makkah', title: 'Arrival in Makkah', description: 'Umrah at night.' },
    { day: 2, city: 'Madinah', title: 'To Madinah', description: 'By train.' },
  ],
  departureDate: '2026-03-01',
  returnDate: '2026-03-11',
  airports: 'Toronto (YYZ)',
  seatsLeft: null,
  features: ['Visa', 'Flights'],
  inclusions: [],
  exclusions: ['Meals'],
  isPublished: true,
  cancellationPolicy: null,
};

const translated: Package = {
  ...english,
  fr: {
    title: 'Omra du Ramadan',
    description: 'Dix nuits bénies',
    fullDescription: '',
    features: ['Visa', 'Vols'],
    inclusions: [],
    exclusions: ['Repas'],
    makkahStayNotes: '',
    madinahStayNotes: '',
    itinerary: [
      { day: 1, title: 'Arrivée à La Mecque', description: 'Omra de nuit.' },
      { day: 2, title: 'Vers Médine', description: 'En train.' },
    ],
  },
};

function setup(items: Package[], extra: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/packages': { body: items },
    ...extra,
  });
  return { api, ...renderAdmin('/admin/packages') };
}

const echo: FakeRoutes = {
  'PUT /api/admin/packages/p1': ({ body }) => ({
    body: { ...(body as object), id: 'p1', createdAt: english.createdAt },
  }),
};

describe('packages: French version', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('flags packages whose French is missing or incomplete, not complete ones', async () => {
    setup([
      translated,
      { ...english, id: 'p2', title: 'Winter Umrah' },
      { ...translated, id: 'p3', title: 'Summer Umrah', fr: { ...translated.fr!, exclusions: [] } },
    ]);
    const complete = await screen.findByRole('listitem', { name: 'Ramadan Umrah' });
    expect(within(complete).queryByText(/^French/)).not.toBeInTheDocument();
    const missing = screen.getByRole('listitem', { name: 'Winter Umrah' });
    expect(within(missing).getByText('French missing')).toBeInTheDocument();
    const incomplete = screen.getByRole('listitem', { name: 'Summer Umrah' });
    expect(within(incomplete).getByText('French incomplete')).toBeInTheDocument();
  });

  it('keeps the French version on an English-only edit', async () => {
    const { user, api } = setup([translated], echo);
    const row = await screen.findByRole('listitem', { name: 'Ramadan Umrah' });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Package');
    await user.clear(inputIn(dialog, 'Double price'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Package updated successfully!')).toBeInTheDocument();
    const [put] = api.to('PUT', '/api/admin/packages/p1');
    expect(put?.body).toMatchObject({ doublePrice: null, fr: translated.fr });
  });

  it('edits the French tab beside the English hints; a moved day keeps its French', async () => {
    const { user, api } = setup([translated], echo);
    const row = await screen.findByRole('listitem', { name: 'Ramadan Umrah' });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Package');

    // Day 1 (Makkah) moves below day 2: the plans swap, each with its French text.
    await user.click(within(dialog).getByRole('button', { name: 'Move Day 1 down' }));
    await user.click(within(dialog).getByRole('tab', { name: 'French' }));
    const title = inputIn(dialog, 'French title');
    expect(title).toHaveValue('Omra du Ramadan');
    expect(within(dialog).getByText('English: Ramadan Umrah')).toBeInTheDocument();
    expect(inputIn(dialog, 'French features')).toHaveValue('Visa\nVols');
    expect(inputIn(dialog, 'Day 1 French title')).toHaveValue('Vers Médine');
    expect(within(dialog).getByText('English: To Madinah')).toBeInTheDocument();

    await user.clear(title);
    await fill(user, title, 'Omra du Ramadan 2026');
    await fill(user, inputIn(dialog, 'French Makkah hotel notes'), 'Chambres quadruples.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Package updated successfully!')).toBeInTheDocument();
    const [put] = api.to('PUT', '/api/admin/packages/p1');
    expect(put?.body).toMatchObject({
      itinerary: [
        { day: 1, city: 'Madinah', title: 'To Madinah' },
        { day: 2, city: 'Makkah', title: 'Arrival in Makkah' },
      ],
      fr: {
        title: 'Omra du Ramadan 2026',
        features: ['Visa', 'Vols'],
        exclusions: ['Repas'],
        makkahStayNotes: 'Chambres quadruples.',
        itinerary: [
          { day: 1, title: 'Vers Médine', description: 'En train.' },
          { day: 2, title: 'Arrivée à La Mecque', description: 'Omra de nuit.' },
        ],
      },
    });
  });

  it('shows the French tab when Save finds an error there, sending nothing', async () => {
    const { user, api } = setup([translated], echo);
    const row = await screen.findByRole('listitem', { name: 'Ramadan Umrah' });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Package');
    await user.click(within(dialog).getByRole('tab', { name: 'French' }));
    await fill(user, inputIn(dialog, 'French title'), 'x'.repeat(121));
    await user.click(within(dialog).getByRole('tab', { name: 'English' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('French title must be at most 120 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'French' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.to('PUT', '/api/admin/packages/p1')).toHaveLength(0);
  });
});
