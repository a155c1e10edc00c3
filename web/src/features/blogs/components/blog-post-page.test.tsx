import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBlog, makeSettings } from '../../../testing/data';
import { failWith, NEVER, stubApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';

describe('/blogs/{slug}', () => {
  it('shows a skeleton while loading', async () => {
    stubApi({ '/api/settings': makeSettings(), '/api/blogs/ihram': NEVER });
    renderApp('/blogs/ihram');
    expect(await screen.findByRole('status', { name: 'Loading blog post' })).toBeInTheDocument();
  });

  it("says 'Blog Not Found' with Back to Blogs when the post is missing", async () => {
    stubApi({
      '/api/settings': makeSettings(),
      '/api/blogs/nope': failWith(404, 'Blog not found'),
    });
    renderApp('/blogs/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Blogs' })[0]).toHaveAttribute(
      'href',
      '/blogs',
    );
  });

  it('shows the title, date, image and content in paragraphs', async () => {
    stubApi({
      '/api/settings': makeSettings({ siteName: 'Noor Travel' }),
      '/api/blogs/preparing-for-umrah': makeBlog({
        content: 'Intro paragraph.\n\nMiddle paragraph.\r\n\r\nLast paragraph.',
      }),
    });
    renderApp('/blogs/preparing-for-umrah');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preparing for Umrah' }),
    ).toBeInTheDocument();
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preparing for Umrah' })).toHaveAttribute(
      'src',
      '/images/seed/blog-960.webp',
    );
    expect(screen.getAllByText(/paragraph\.$/).map((p) => p.textContent)).toEqual([
      'Intro paragraph.',
      'Middle paragraph.',
      'Last paragraph.',
    ]);
    expect(document.title).toBe('Preparing for Umrah | Noor Travel');
  });
});
