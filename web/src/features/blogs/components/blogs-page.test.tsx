import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBlog, makeSettings } from '../../../testing/data';
import { failWith, NEVER, stubApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';

describe('/blogs', () => {
  it('shows three skeleton cards while loading', async () => {
    stubApi({ '/api/settings': makeSettings(), '/api/blogs': NEVER });
    renderApp('/blogs');
    expect(await screen.findByRole('status', { name: 'Loading blog posts' })).toBeInTheDocument();
    expect(screen.getAllByTestId('blog-skeleton')).toHaveLength(3);
  });

  it('says so when there are no posts', async () => {
    stubApi({ '/api/settings': makeSettings(), '/api/blogs': [] });
    renderApp('/blogs');
    expect(await screen.findByText('No blog posts yet. Check back soon!')).toBeInTheDocument();
  });

  it('shows an error when the list fails', async () => {
    stubApi({ '/api/settings': makeSettings(), '/api/blogs': failWith(500) });
    renderApp('/blogs');
    expect(await screen.findByText("We couldn't load the blog")).toBeInTheDocument();
  });

  it('lists posts with image, date like "March 5, 2026", title, excerpt and Read More', async () => {
    stubApi({
      '/api/settings': makeSettings(),
      '/api/blogs': [
        makeBlog(),
        makeBlog({
          id: '2',
          slug: 'ihram',
          title: 'Ihram Explained',
          createdAt: '2025-12-31T23:59:00.000Z',
        }),
      ],
    });
    renderApp('/blogs');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Preparing for Umrah' })).toBeInTheDocument();
    expect(first.getByText('March 5, 2026')).toBeInTheDocument();
    expect(first.getByText('What to pack and how to prepare.')).toBeInTheDocument();
    // The first card's image is the page's LCP element: at once, high priority; the rest lazy.
    const firstImage = first.getByRole('img', { name: 'Preparing for Umrah' });
    expect(firstImage).toHaveAttribute('loading', 'eager');
    expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    expect(within(cards[1]!).getByRole('img', { name: 'Ihram Explained' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(first.getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      '/blogs/preparing-for-umrah',
    );
    expect(within(cards[1]!).getByText('December 31, 2025')).toBeInTheDocument();
    expect(document.title).toBe('Blog | Premium Umrah Services');
  });
});
