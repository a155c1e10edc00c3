import type { Blog } from '@umrah/domain/schemas/blog';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { fill, findDialog, inputIn } from '../../../testing/queries';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stored: Blog = {
  id: 'b1',
  createdAt: '2025-03-04T12:00:00.000Z',
  updatedAt: '2025-03-04T12:00:00.000Z',
  title: 'Preparing for Umrah',
  slug: 'preparing-for-umrah',
  excerpt: 'What to pack',
  content: 'First paragraph.\n\nSecond paragraph.',
  imageUrl: null,
  isPublished: false,
};

function setup(items: Blog[], extra: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/blogs': { body: items },
    ...extra,
  });
  return { api, ...renderAdmin('/admin/blogs') };
}

describe('blogs screen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('creates a draft whose slug follows the title', async () => {
    const { user, api } = setup([], {
      'POST /api/admin/blogs': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: 'b2', createdAt: '2025-03-05T00:00:00.000Z' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Blog' }));
    const dialog = await findDialog('Add Blog');

    await user.type(inputIn(dialog, 'Title'), 'Best Time for Umrah');
    expect(inputIn(dialog, 'Slug')).toHaveValue('best-time-for-umrah');
    await fill(user, inputIn(dialog, 'Excerpt'), 'When to travel');
    await fill(user, inputIn(dialog, 'Content'), 'Winter is mild.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Blog created successfully!')).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/blogs')[0]?.body).toEqual({
      title: 'Best Time for Umrah',
      slug: 'best-time-for-umrah',
      excerpt: 'When to travel',
      content: 'Winter is mild.',
      imageUrl: null,
      isPublished: false,
      fr: null,
    });
  });

  it('keeps the slug when the title changes in edit mode', async () => {
    const { user, api } = setup([stored], {
      'PUT /api/admin/blogs/b1': ({ body }) => ({
        body: { ...(body as object), id: 'b1', createdAt: stored.createdAt },
      }),
    });
    const row = await screen.findByRole('listitem', { name: 'Preparing for Umrah' });
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Blog');

    await user.type(inputIn(dialog, 'Title'), ' Again');
    expect(inputIn(dialog, 'Slug')).toHaveValue('preparing-for-umrah');
    await user.click(within(dialog).getByRole('switch', { name: 'Published' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
    expect(api.to('PUT', '/api/admin/blogs/b1')[0]?.body).toEqual({
      title: 'Preparing for Umrah Again',
      slug: 'preparing-for-umrah',
      excerpt: 'What to pack',
      content: 'First paragraph.\n\nSecond paragraph.',
      imageUrl: null,
      isPublished: true,
      fr: null,
    });
  });

  it('asks "Are you sure you want to delete this blog?" and deletes only when confirmed', async () => {
    const { user, api } = setup([stored], {
      'DELETE /api/admin/blogs/b1': { body: { message: 'Deleted' } },
    });
    const row = await screen.findByRole('listitem', { name: 'Preparing for Umrah' });

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete blog?' });
    expect(within(confirm).getByText('Are you sure you want to delete this blog?')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete blog?' })).not.toBeInTheDocument(),
    );
    expect(api.to('DELETE', '/api/admin/blogs/b1')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete blog?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Blog deleted successfully!')).toBeInTheDocument();
    expect(api.to('DELETE', '/api/admin/blogs/b1')).toHaveLength(1);
  });

  it('shows a failed delete with the server message', async () => {
    const { user } = setup([stored], {
      'DELETE /api/admin/blogs/b1': { status: 404, body: { message: 'Blog not found' } },
    });
    const row = await screen.findByRole('listitem', { name: 'Preparing for Umrah' });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete blog?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Blog not found')).toBeInTheDocument();
    expect(screen.getByText('Could not delete the blog')).toBeInTheDocument();
  });

  it('links a published post to its page on the site; a draft says it is not there', async () => {
    setup([
      stored,
      { ...stored, id: 'b2', title: 'Best Time for Umrah', slug: 'best-time', isPublished: true },
    ]);
    const published = await screen.findByRole('listitem', { name: 'Best Time for Umrah' });
    const link = within(published).getByRole('link', { name: 'View on site' });
    expect(link).toHaveAttribute('href', '/blogs/best-time');
    expect(link).toHaveAttribute('target', '_blank');
    const draft = screen.getByRole('listitem', { name: 'Preparing for Umrah' });
    expect(within(draft).getByRole('button', { name: 'Not on site' })).toBeDisabled();
  });
});
