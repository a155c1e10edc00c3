// Content in the page's language: blog posts and past trips in French where written, English
// fallbacks marked lang="en", and reviews shown as written with their own language.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBlog, makeGalleryItem, makeReview } from '../../testing/data';
import { renderPage } from '../testing/render-page';
import { blogPostPage } from './blog-post/blog-post-page';
import { blogsPage } from './blogs/blogs-page';
import { homePage } from './home/home-page';
import { pastTripsPage } from './past-trips/past-trips-page';

const post = makeBlog({
  slug: 'visa',
  title: 'Visa guide',
  excerpt: 'How to apply.',
  content: 'English text.',
  fr: { title: 'Guide du visa', excerpt: 'Comment faire la demande.', content: 'Texte français.' },
});

describe('content on French pages', () => {
  it('a blog post in French, with French title and description', () => {
    const { output } = renderPage(blogPostPage, { path: '/fr/blogs/visa', data: [post] });
    expect(output.title).toBe('Guide du visa');
    expect(output.description).toBe('Comment faire la demande.');
    expect(screen.getByRole('heading', { level: 1, name: 'Guide du visa' })).not.toHaveAttribute(
      'lang',
    );
    expect(screen.getByText('Texte français.')).toBeInTheDocument();
  });

  it('a blog post without French: English marked lang="en"', () => {
    renderPage(blogPostPage, { path: '/fr/blogs/visa', data: [{ ...post, fr: null }] });
    expect(screen.getByRole('heading', { level: 1, name: 'Visa guide' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText('English text.').closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('blog cards and past trips in French where written', () => {
    renderPage(blogsPage, { path: '/fr/blogs', data: [[post]] });
    expect(screen.getByRole('heading', { name: 'Guide du visa' })).toBeInTheDocument();
  });

  it('past trips fall back to English marked lang="en"', () => {
    const item = makeGalleryItem({ title: 'Ramadan 2025', description: 'Our group.' });
    renderPage(pastTripsPage, { path: '/fr/past-trips', data: [[item]] });
    expect(screen.getByRole('heading', { name: 'Ramadan 2025' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Our group.')).toHaveAttribute('lang', 'en');
  });

  it('reviews as written, marked with their language when it is not the page’s', () => {
    const reviews = [
      makeReview({ id: 'r1', comment: 'A blessed trip.' }),
      makeReview({ id: 'r2', comment: 'Un voyage béni.', language: 'fr' }),
    ];
    renderPage(homePage, { path: '/fr', data: [[], reviews] });
    expect(screen.getByText('“A blessed trip.”').closest('blockquote')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText('“Un voyage béni.”').closest('blockquote')).not.toHaveAttribute('lang');
    expect(screen.getAllByRole('img', { name: /^Note de \d sur 5$/ }).length).toBe(2);
  });
});
