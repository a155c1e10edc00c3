import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBlog } from '../../../testing/data';
import { renderPage } from '../../testing/render-page';
import { blogPostPage } from './blog-post-page';

describe('/blogs/{slug}', () => {
  it('reads the post of its slug', () => {
    expect(blogPostPage.reads?.({ slug: 'ihram' })).toEqual([['blogs', 'ihram']]);
  });

  it("says 'Blog Not Found' with Back to Blogs when the post is missing, and answers 404", () => {
    const { output } = renderPage(blogPostPage, {
      path: '/blogs/nope',
      params: { slug: 'nope' },
      data: [null],
    });
    expect(output.status).toBe(404);
    expect(output.title).toBe('Blog Not Found');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('shows the title, date, image and content in paragraphs', () => {
    const blog = makeBlog({
      content: 'Intro paragraph.\n\nMiddle paragraph.\r\n\r\nLast paragraph.',
    });
    const { output } = renderPage(blogPostPage, {
      path: '/blogs/preparing-for-umrah',
      params: { slug: 'preparing-for-umrah' },
      data: [blog],
    });
    expect(output.status ?? 200).toBe(200);
    expect(output.title).toBe('Preparing for Umrah');
    expect(output.description).toBe('What to pack and how to prepare.');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Preparing for Umrah' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Preparing for Umrah' });
    expect(image).toHaveAttribute('src', '/images/seed/blog-960.webp');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getAllByText(/paragraph\.$/).map((p) => p.textContent)).toEqual([
      'Intro paragraph.',
      'Middle paragraph.',
      'Last paragraph.',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('shows no image when the post has none', () => {
    renderPage(blogPostPage, {
      path: '/blogs/preparing-for-umrah',
      params: { slug: 'preparing-for-umrah' },
      data: [makeBlog({ imageUrl: '' })],
    });
    expect(screen.queryByRole('img', { name: 'Preparing for Umrah' })).not.toBeInTheDocument();
  });
});
