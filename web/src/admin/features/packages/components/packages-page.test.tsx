import type { Package } from '@umrah/domain/schemas/package';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
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
  quadPrice: 2500,
  triplePrice: null,
  doublePrice: 3200,
  imageUrl: '/images/ramadan.jpg',
  makkaHotel: 'Hilton Makkah',
  madinaHotel: '',
  makkahStay: null,
  madinahStay: null,
  itinerary: [],
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

function setup(items: Package[], extra: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/packages': { body: items },
    ...extra,
  });
  return { api, ...renderAdmin('/admin/packages') };
}

async function openAddDialog(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add Package' }));
  return findDialog('Add Package');
}

describe('packages screen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('links each published package to its page on the site; a draft says it is not there', async () => {
    setup([stored, { ...stored, id: 'p2', title: 'Winter Umrah', isPublished: false }]);
    const published = await screen.findByRole('listitem', { name: 'Ramadan Umrah' });
    const link = within(published).getByRole('link', { name: 'View on site' });
    expect(link).toHaveAttribute('href', '/packages/ramadan-umrah');
    expect(link).toHaveAttribute('target', '_blank');
    const draft = screen.getByRole('listitem', { name: 'Winter Umrah' });
    expect(within(draft).queryByRole('link', { name: 'View on site' })).toBeNull();
    expect(within(draft).getByRole('button', { name: 'Not on site' })).toBeDisabled();
  });

  it('lists packages labelled Published or Draft', async () => {
    setup([stored, { ...stored, id: 'p2', title: 'Winter Umrah', isPublished: false }]);
    const published = await screen.findByRole('listitem', { name: 'Ramadan Umrah' });
    expect(within(published).getByText('Published')).toBeInTheDocument();
    const draft = screen.getByRole('listitem', { name: 'Winter Umrah' });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
  });

  it('says so when there are no packages', async () => {
    setup([]);
    expect(await screen.findByText(/No packages yet/)).toBeInTheDocument();
  });

  it('fills the slug from the title until the slug is edited by hand', async () => {
    const { user } = setup([]);
    const dialog = await openAddDialog(user);
    const title = inputIn(dialog, 'Title');
    const slug = inputIn(dialog, 'Slug');

    await user.type(title, 'Umrah Package: 2026!');
    expect(slug).toHaveValue('umrah-package-2026');

    await user.clear(slug);
    await user.type(slug, 'my-own-slug');
    await user.type(title, ' Deluxe');
    expect(slug).toHaveValue('my-own-slug');
  });

  it('takes staff to a part of the long form from the links at its top; Save stays in view', async () => {
    // jsdom has no scrolling: record what the links bring into view.
    const scrolled: string[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this.textContent ?? '');
      },
    });
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const { user } = setup([]);
    const dialog = await openAddDialog(user);
    const links = within(dialog).getByRole('navigation', { name: 'Form sections' });
    expect(
      within(links)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Basics',
      'Prices',
      'Stay and itinerary',
      'What is included',
      'Image and publishing',
    ]);
    await user.click(within(links).getByRole('button', { name: 'Prices' }));
    expect(scrolled).toEqual(['Prices (Canadian dollars, per person)']);
    const heading = within(dialog).getByRole('heading', { name: /^Prices/ });
    expect(heading).toHaveFocus();
    await user.click(within(links).getByRole('button', { name: 'Image and publishing' }));
    expect(within(dialog).getByRole('heading', { name: 'Image and publishing' })).toHaveFocus();
    // Save sits outside the part that scrolls.
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(heading.closest('.MuiDialogContent-root')).not.toBeNull();
    expect(save.closest('.MuiDialogContent-root')).toBeNull();
  });

  it('creates a draft with lists from lines and blank optional prices as null', async () => {
    const { user, api } = setup([], {
      'POST /api/admin/packages': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: 'new', createdAt: '2025-02-01T00:00:00.000Z' },
      }),
    });
    const dialog = await openAddDialog(user);
    expect(within(dialog).getByRole('switch', { name: 'Published' })).not.toBeChecked();

    await fill(user, inputIn(dialog, 'Title'), 'Winter Umrah');
    await fill(user, inputIn(dialog, 'Short description'), 'Two weeks in the holy cities');
    await fill(user, inputIn(dialog, 'Base price'), '1999');
    await fill(user, inputIn(dialog, 'Nights in Makkah'), '7');
    await fill(user, inputIn(dialog, 'Nights in Madinah'), '5');
    await fill(user, inputIn(dialog, 'Features'), 'Visa\n\n  Flights  \n');
    await fill(user, inputIn(dialog, 'Image URL'), '/images/winter.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Package created successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Package' })).not.toBeInTheDocument(),
    );
    const [post] = api.to('POST', '/api/admin/packages');
    expect(post?.headers['X-Requested-With']).toBe('fetch');
    expect(post?.body).toMatchObject({
      title: 'Winter Umrah',
      slug: 'winter-umrah',
      price: 1999,
      quadPrice: null,
      triplePrice: null,
      doublePrice: null,
      nightsInMakkah: 7,
      nightsInMadina: 5,
      hotelRating: 5,
      features: ['Visa', 'Flights'],
      inclusions: [],
      isPublished: false,
    });
    // The list was refreshed after the save.
    expect(api.to('GET', '/api/admin/packages').length).toBe(2);
  });

  // Two dialogs typed field by field: slow in jsdom on a busy machine, hence its own timeout.
  it('retries a failed create with the same Idempotency-Key; a new dialog has a new one', async () => {
    let tries = 0;
    const { user, api } = setup([], {
      'POST /api/admin/packages': ({ body }) =>
        ++tries === 1
          ? // A 503 is retried by the client itself (api-client): a 500 waits for the person.
            { status: 500, body: { message: 'Something went wrong' } }
          : { status: 201, body: { ...(body as object), id: 'new', createdAt: stored.createdAt } },
    });
    let dialog = await openAddDialog(user);
    await fill(user, inputIn(dialog, 'Title'), 'Winter Umrah');
    await fill(user, inputIn(dialog, 'Short description'), 'Two weeks');
    await fill(user, inputIn(dialog, 'Base price'), '1999');
    await fill(user, inputIn(dialog, 'Nights in Makkah'), '7');
    await fill(user, inputIn(dialog, 'Nights in Madinah'), '5');
    await fill(user, inputIn(dialog, 'Image URL'), '/images/winter.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST', '/api/admin/packages')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Package created successfully!')).toBeInTheDocument();

    const [first, retry] = api.to('POST', '/api/admin/packages');
    const key = first?.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(retry?.headers['Idempotency-Key']).toBe(key);

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Package' })).not.toBeInTheDocument(),
    );
    dialog = await openAddDialog(user);
    await fill(user, inputIn(dialog, 'Title'), 'Spring Umrah');
    await fill(user, inputIn(dialog, 'Short description'), 'Two weeks');
    await fill(user, inputIn(dialog, 'Base price'), '1999');
    await fill(user, inputIn(dialog, 'Nights in Makkah'), '7');
    await fill(user, inputIn(dialog, 'Nights in Madinah'), '5');
    await fill(user, inputIn(dialog, 'Image URL'), '/images/spring.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST', '/api/admin/packages')).toHaveLength(3));
    const third = api.to('POST', '/api/admin/packages')[2];
    expect(third?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(third?.headers['Idempotency-Key']).not.toBe(key);
  }, 60_000);

  it('edits a package prefilled from the item, sending no id or createdAt', async () => {
    const { user, api } = setup([stored], {
      'PUT /api/admin/packages/p1': ({ body }) => ({
        body: { ...(body as object), id: 'p1', createdAt: stored.createdAt },
      }),
    });
    const row = await screen.findByRole('listitem', { name: 'Ramadan Umrah' });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Package');

    expect(inputIn(dialog, 'Title')).toHaveValue('Ramadan Umrah');
    expect(inputIn(dialog, 'Features')).toHaveValue('Visa\nFlights');
    expect(inputIn(dialog, 'Triple price')).toHaveValue(null);
    expect(inputIn(dialog, 'Double price')).toHaveValue(3200);
    expect(within(dialog).getByRole('switch', { name: 'Published' })).toBeChecked();

    await user.clear(inputIn(dialog, 'Double price'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Package updated successfully!')).toBeInTheDocument();
    const [put] = api.to('PUT', '/api/admin/packages/p1');
    expect(put?.body).not.toHaveProperty('id');
    expect(put?.body).not.toHaveProperty('createdAt');
    expect(put?.body).toMatchObject({
      slug: 'ramadan-umrah',
      doublePrice: null,
      quadPrice: 2500,
      features: ['Visa', 'Flights'],
      exclusions: ['Meals'],
      isPublished: true,
    });
  });

  it('shows a 409 field error on the slug and keeps what was typed', async () => {
    const { user } = setup([], {
      'POST /api/admin/packages': {
        status: 409,
        body: {
          message: 'A package with this slug already exists',
          errors: { slug: 'This slug is already used by another package' },
        },
      },
    });
    const dialog = await openAddDialog(user);
    await fill(user, inputIn(dialog, 'Title'), 'Ramadan Umrah');
    await fill(user, inputIn(dialog, 'Short description'), 'Ten nights');
    await fill(user, inputIn(dialog, 'Base price'), '2500');
    await fill(user, inputIn(dialog, 'Nights in Makkah'), '5');
    await fill(user, inputIn(dialog, 'Nights in Madinah'), '5');
    await fill(user, inputIn(dialog, 'Image URL'), 'https://example.com/a.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('A package with this slug already exists')).toBeInTheDocument();
    await waitFor(() =>
      expect(inputIn(dialog, 'Slug')).toHaveAccessibleDescription(
        'This slug is already used by another package',
      ),
    );
    expect(inputIn(dialog, 'Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(inputIn(dialog, 'Title')).toHaveValue('Ramadan Umrah');
    expect(screen.getByRole('dialog', { name: 'Add Package' })).toBeInTheDocument();
  });

  it('resets the form when the dialog is cancelled', async () => {
    const { user } = setup([]);
    let dialog = await openAddDialog(user);
    await fill(user, inputIn(dialog, 'Title'), 'Half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Package' })).not.toBeInTheDocument(),
    );

    dialog = await openAddDialog(user);
    expect(inputIn(dialog, 'Title')).toHaveValue('');
    expect(inputIn(dialog, 'Slug')).toHaveValue('');
  });

  it('deletes after confirmation', async () => {
    const { user, api } = setup([stored], {
      'DELETE /api/admin/packages/p1': { body: { message: 'Deleted' } },
    });
    const row = await screen.findByRole('listitem', { name: 'Ramadan Umrah' });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete package?' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this package?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Package deleted successfully!')).toBeInTheDocument();
    expect(api.to('DELETE', '/api/admin/packages/p1')).toHaveLength(1);
  });
});
