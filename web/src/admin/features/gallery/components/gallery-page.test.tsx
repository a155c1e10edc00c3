import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { fill, findDialog, inputIn } from '../../../testing/queries';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(extra: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/gallery': { body: [] },
    ...extra,
  });
  return { api, ...renderAdmin('/admin/gallery') };
}

describe('gallery screen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('adds a published item with an uploaded image', async () => {
    const { user, api } = setup({
      'POST /api/admin/upload': { status: 201, body: { url: '/images/uploads/trip.webp' } },
      'POST /api/admin/gallery': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: 'g1', createdAt: '2025-01-01T00:00:00.000Z' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Gallery Item' }));
    const dialog = await findDialog('Add Gallery Item');
    expect(within(dialog).getByRole('switch', { name: 'Published' })).toBeChecked();

    await fill(user, inputIn(dialog, 'Title'), 'Group at the Haram, 2024');
    await user.upload(
      within(dialog).getByLabelText('Upload image'),
      new File(['webp'], 'trip.webp', { type: 'image/webp' }),
    );
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Gallery item added successfully!')).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/gallery')[0]?.body).toEqual({
      title: 'Group at the Haram, 2024',
      description: '',
      imageUrl: '/images/uploads/trip.webp',
      isPublished: true,
      fr: null,
    });
  });

  it('says "Image upload failed" when the upload is refused', async () => {
    const { user } = setup({
      'POST /api/admin/upload': { status: 413, body: { message: 'The file is larger than 5 MB' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Gallery Item' }));
    const dialog = await findDialog('Add Gallery Item');
    await user.upload(
      within(dialog).getByLabelText('Upload image'),
      new File(['x'], 'big.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Image upload failed')).toBeInTheDocument();
    expect(screen.getByText('The file is larger than 5 MB')).toBeInTheDocument();
  });

  it('requires a title and an image', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Gallery Item' }));
    const dialog = await findDialog('Add Gallery Item');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeVisible();
    expect(within(dialog).getByText('Image is required')).toBeVisible();
    expect(api.to('POST', '/api/admin/gallery')).toHaveLength(0);
  });

  it('links a published item to the Past Trips page, where the gallery shows', async () => {
    setup({
      'GET /api/admin/gallery': {
        body: [
          {
            id: 'g1',
            createdAt: '2025-01-01T00:00:00.000Z',
            updatedAt: '2025-01-01T00:00:00.000Z',
            title: 'Group at the Haram, 2024',
            description: '',
            imageUrl: null,
            isPublished: true,
          },
        ],
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Group at the Haram, 2024' });
    expect(within(item).getByRole('link', { name: 'View on site' })).toHaveAttribute(
      'href',
      '/past-trips',
    );
  });
});
