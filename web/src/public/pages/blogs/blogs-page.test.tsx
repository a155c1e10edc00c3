import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBlog } from '../../../testing/data';
import { renderPage } from '../../testing/render-page';
import { blogsPage } from './blogs-page';

describe('/blogs', () => {
  it('reads the published posts', () => {
    expect(blogsPage.reads?.({})).toEqual([['blogs']]);
  });

  it('says so when there are no posts', () => {
    renderPage(blogsPage, { path: '/blogs', data: [[]] });
    expect(screen.getByText('No blog posts yet. Check back soon!')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('lists posts with image, date like "March 5, 2026", title, excerpt and Read More', () => {
    const { output } = renderPage(blogsPage, {
      path: '/blogs',
      data: [
        [
          makeBlog(),
          makeBlog({
            id: '2',
            slug: 'ihram',
            title: 'Ihram Explained',
            createdAt: '2025-12-31T23:59:00.000Z',
          }),
        ],
      ],
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Umrah Guides & Insights' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(cards[0]).toHaveAccessibleName('Preparing for Umrah');
    expect(
      first.getByRole('heading', { level: 2, name: 'Preparing for Umrah' }),
    ).toBeInTheDocument();
    expect(first.getByText('March 5, 2026')).toHaveAttribute(
      'datetime',
      '2026-03-05T22:10:00.000Z',
    );
    expect(first.getByText('What to pack and how to prepare.')).toBeInTheDocument();
    // The first card's image is the page's LCP element: at once, high priority; the rest lazy.
    const firstImage = first.getByRole('img', { name: 'Preparing for Umrah' });
    expect(firstImage).toHaveAttribute('loading', 'eager');
    expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    expect(firstImage).toHaveAttribute(
      'srcset',
      '/images/seed/blog-480.webp 480w, /images/seed/blog-960.webp 960w',
    );
    expect(within(cards[1]!).getByRole('img', { name: 'Ihram Explained' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    const readMore = first.getByRole('link', { name: /Read More/ });
    expect(readMore).toHaveAttribute('href', '/blogs/preparing-for-umrah');
    expect(readMore).toHaveAccessibleName('Read More: Preparing for Umrah');
    expect(within(cards[1]!).getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      '/blogs/ihram',
    );
    expect(within(cards[1]!).getByText('December 31, 2025')).toBeInTheDocument();
    expect(output.title).toBe('Blog');
  });

  it('uses the older image field when imageUrl is empty', () => {
    renderPage(blogsPage, {
      path: '/blogs',
      data: [[{ ...makeBlog({ imageUrl: '' }), image: '/images/seed/old.jpg' }]],
    });
    expect(screen.getByRole('img', { name: 'Preparing for Umrah' })).toHaveAttribute(
      'src',
      '/images/seed/old.jpg',
    );
  });
});
