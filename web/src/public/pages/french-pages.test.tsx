// The pages this branch translated, rendered under /fr: French headings, dates and links.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render-page';
import { aboutPage } from './about/about-page';
import { blogPostPage } from './blog-post/blog-post-page';
import { blogsPage } from './blogs/blogs-page';
import { contactPage } from './contact/contact-page';
import { pastTripsPage } from './past-trips/past-trips-page';

const blog = {
  id: 'b1',
  slug: 'visa-guide',
  title: 'Visa guide',
  excerpt: 'Excerpt',
  content: 'Text',
  imageUrl: '',
  createdAt: '2027-11-04T10:00:00.000Z',
};

describe('the public pages in French', () => {
  it('about: French banner, reasons with the stats, links under /fr', () => {
    const { output } = renderPage(aboutPage, { path: '/fr/about', settings: { siteName: 'Noor' } });
    expect(output.title).toBe('À propos');
    expect(screen.getByRole('heading', { level: 1, name: 'À propos de Noor' })).toBeInTheDocument();
    expect(
      screen.getByText('15+ ans d’expérience dans l’organisation de voyages de Omra'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nous joindre' })).toHaveAttribute(
      'href',
      '/fr/contact',
    );
  });

  it('blogs: the date as French writes it and the post link under /fr', () => {
    const { output } = renderPage(blogsPage, { path: '/fr/blogs', data: [[blog]] });
    expect(output.title).toBe('Blogue');
    expect(screen.getByText('4 novembre 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Lire la suite/ })).toHaveAttribute(
      'href',
      '/fr/blogs/visa-guide',
    );
  });

  it('blog post: French date and back link; a missing post says so in French', () => {
    renderPage(blogPostPage, { path: '/fr/blogs/visa-guide', data: [blog] });
    expect(screen.getByText('4 novembre 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au blogue' })).toHaveAttribute(
      'href',
      '/fr/blogs',
    );
  });

  it('blog post missing: a French 404', () => {
    const { output } = renderPage(blogPostPage, { path: '/fr/blogs/nope', data: [null] });
    expect(output.status).toBe(404);
    expect(output.title).toBe('Article introuvable');
  });

  it('past trips: the French empty state', () => {
    renderPage(pastTripsPage, { path: '/fr/past-trips', data: [[]] });
    expect(screen.getByText('Aucune photo à afficher pour le moment.')).toBeInTheDocument();
  });

  it('contact: French office hours', () => {
    const { output } = renderPage(contactPage, { path: '/fr/contact' });
    expect(output.title).toBe('Nous joindre');
    expect(screen.getByText('Du lundi au vendredi')).toBeInTheDocument();
    expect(screen.getByText('9 h à 18 h')).toBeInTheDocument();
    expect(screen.getByText('Fermé')).toBeInTheDocument();
  });
});
