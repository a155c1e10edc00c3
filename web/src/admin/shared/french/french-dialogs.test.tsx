import type { Blog } from '@umrah/domain/schemas/blog';
import type { GalleryItem } from '@umrah/domain/schemas/gallery';
import type { Review } from '@umrah/domain/schemas/review';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi } from '../../testing/fake-api';
import { fill, findDialog, inputIn } from '../../testing/queries';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../testing/render-admin';

// The French versions in the blog, gallery and review dialogs (the package dialog: package-french.test.tsx).

afterEach(() => {
  vi.unstubAllGlobals();
});

const times = { createdAt: '2025-03-04T12:00:00.000Z', updatedAt: '2025-03-04T12:00:00.000Z' };

const post: Blog = {
  id: 'b1',
  ...times,
  title: 'Preparing for Umrah',
  slug: 'preparing-for-umrah',
  excerpt: 'What to pack',
  content: 'First paragraph.',
  imageUrl: null,
  isPublished: true,
  fr: { title: 'Se préparer à la Omra', excerpt: 'Quoi apporter', content: 'Premier paragraphe.' },
};

const photo: GalleryItem = {
  id: 'g1',
  ...times,
  title: 'March 2025 group',
  description: 'Our pilgrims in Madinah.',
  imageUrl: '/images/g1.jpg',
  isPublished: true,
  fr: null,
};

function echo(path: string) {
  return {
    [`PUT ${path}`]: ({ body }: { body: unknown }) => ({
      body: { ...(body as object), id: path.split('/').pop(), ...times },
    }),
  };
}

describe('French versions in the dialogs', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('blog: keeps the French version on an English edit and flags only incomplete posts', async () => {
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/blogs': {
        body: [post, { ...post, id: 'b2', title: 'Visa guide', fr: { title: 'Guide du visa' } }],
      },
      ...echo('/api/admin/blogs/b1'),
    });
    const { user } = renderAdmin('/admin/blogs');
    const row = await screen.findByRole('listitem', { name: 'Preparing for Umrah' });
    expect(within(row).queryByText(/^French/)).not.toBeInTheDocument();
    const partial = screen.getByRole('listitem', { name: 'Visa guide' });
    expect(within(partial).getByText('French incomplete')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Blog');
    await fill(user, inputIn(dialog, 'Excerpt'), ' and wear');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
    expect(api.to('PUT', '/api/admin/blogs/b1')[0]?.body).toMatchObject({
      excerpt: 'What to pack and wear',
      fr: post.fr,
    });
  });

  it('gallery: flags a photo without French and saves its French from the French tab', async () => {
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/gallery': { body: [photo] },
      ...echo('/api/admin/gallery/g1'),
    });
    const { user } = renderAdmin('/admin/gallery');
    const row = await screen.findByRole('listitem', { name: 'March 2025 group' });
    expect(within(row).getByText('French missing')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Gallery Item');
    await user.click(within(dialog).getByRole('tab', { name: 'French' }));
    expect(within(dialog).getByText('English: Our pilgrims in Madinah.')).toBeInTheDocument();
    // French inputs are marked French (spell checking and screen readers).
    expect(inputIn(dialog, 'French title')).toHaveAttribute('lang', 'fr');
    await fill(user, inputIn(dialog, 'French title'), 'Groupe de mars 2025');
    await fill(user, inputIn(dialog, 'French description'), 'Nos pèlerins à Médine.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Gallery item updated successfully!')).toBeInTheDocument();
    expect(api.to('PUT', '/api/admin/gallery/g1')[0]?.body).toMatchObject({
      title: 'March 2025 group',
      fr: { title: 'Groupe de mars 2025', description: 'Nos pèlerins à Médine.' },
    });
  });

  it('review: records the language it was written in, older reviews reading as English', async () => {
    const older = {
      id: 'r1',
      ...times,
      name: 'Marie Tremblay',
      location: 'Laval, QC',
      imageUrl: null,
      rating: 5,
      comment: 'Tout était parfait.',
      isPublished: true,
    } as Review;
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/reviews': { body: [older] },
      ...echo('/api/admin/reviews/r1'),
    });
    const { user } = renderAdmin('/admin/reviews');
    const row = await screen.findByRole('listitem', { name: 'Marie Tremblay' });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Review');
    const language = inputIn(dialog, 'Language');
    expect(language).toHaveValue('en');
    await user.selectOptions(language, 'French');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Review updated successfully!')).toBeInTheDocument();
    expect(api.to('PUT', '/api/admin/reviews/r1')[0]?.body).toMatchObject({ language: 'fr' });
  });
});
