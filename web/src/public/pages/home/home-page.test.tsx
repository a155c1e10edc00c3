import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePackage, makeReview } from '../../../testing/data';
import { renderPage } from '../../testing/render-page';
import { homePage } from './home-page';

const packages = [
  makePackage({ id: 'a', slug: 'a', title: 'Package A' }),
  makePackage({ id: 'b', slug: 'b', title: 'Package B' }),
  makePackage({ id: 'c', slug: 'c', title: 'Package C' }),
];

const reviews = [
  makeReview({ id: '1', name: 'Aisha Rahman', comment: 'Wonderful trip', rating: 4 }),
  makeReview({ id: '2', name: 'Hidden Person', comment: 'Draft review', isPublished: false }),
  makeReview({ id: '3', name: 'Omar', imageUrl: '/images/seed/avatar-1-160.webp' }),
];

function renderHome(data: unknown[] = [[], []], settings = {}) {
  return renderPage(homePage, { path: '/', data, settings });
}

const sectionOf = (name: string) => screen.getByRole('heading', { name }).closest('section')!;

describe('the home page', () => {
  it('reads the packages and reviews, has no own title and keeps the description', () => {
    expect(homePage.reads?.({})).toEqual([['packages'], ['reviews']]);
    const { output } = renderHome();
    expect(output.title).toBeUndefined();
    expect(output.status ?? 200).toBe(200);
    expect(output.description).toContain('15+ years of experience, 5000+ happy pilgrims');
  });

  it('has the seven sections in order', () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Embark on the Journey of a Lifetime' }),
    ).toBeInTheDocument();
    const sectionHeadings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sectionHeadings).toEqual([
      'Umrah Packages',
      'Your Pilgrimage, in Trusted Hands',
      'A Canadian Agency Devoted to Your Umrah',
      'What Our Pilgrims Say',
      'Frequently Asked Questions',
      'Get in Touch',
    ]);
    expect(screen.getByRole('link', { name: /Explore Packages/ })).toHaveAttribute(
      'href',
      '/packages',
    );
    expect(
      within(sectionOf('Embark on the Journey of a Lifetime')).getByRole('link', {
        name: 'Contact Us',
      }),
    ).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'View All Packages' })).toHaveAttribute(
      'href',
      '/packages',
    );
    for (const feature of [
      'Premium Service',
      'Canadian Based',
      'Support 6 Days a Week',
      'Hassle-Free',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
  });

  it('tells who we are with the site name, the 15+ and 5000+ stats and two links', () => {
    renderHome(undefined, { siteName: 'Noor Travels' });
    const about = sectionOf('A Canadian Agency Devoted to Your Umrah');
    expect(within(about).getByText(/For more than fifteen years, Noor Travels has/)).toBeVisible();
    expect(within(about).getByText('15+')).toBeInTheDocument();
    expect(within(about).getByText('Years of Experience')).toBeInTheDocument();
    expect(within(about).getByText('5000+')).toBeInTheDocument();
    expect(within(about).getByText('Happy Pilgrims')).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: /Learn More About Us/ })).toHaveAttribute(
      'href',
      '/about',
    );
    expect(within(about).getByRole('link', { name: 'See Our Past Trips' })).toHaveAttribute(
      'href',
      '/past-trips',
    );
  });

  it('shows the settings hero image as the eager, high-priority LCP image', () => {
    const { container } = renderHome(undefined, { heroImageUrl: '/images/seed/hero-1600.webp' });
    const hero = container.querySelector('section[aria-labelledby="hero-heading"] img')!;
    expect(hero).toHaveAttribute('src', '/images/seed/hero-1600.webp');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('sizes', '100vw');
    expect(hero.getAttribute('srcset')).toContain('/images/seed/hero-480.webp 480w');
    expect(hero).toHaveAttribute('alt', '');
  });

  it('uses the default backdrop when no hero image is set', () => {
    const { container } = renderHome(undefined, { heroImageUrl: '' });
    expect(container.querySelector('section[aria-labelledby="hero-heading"] img')).toBeNull();
  });

  it('lists every package returned as a card with an h3 title', () => {
    renderHome([packages, []]);
    const section = sectionOf('Umrah Packages');
    for (const title of ['Package A', 'Package B', 'Package C']) {
      expect(within(section).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('shows the next departures first, then undated packages, then past ones', () => {
    const dated = [
      makePackage({ id: 'u', slug: 'u', title: 'Undated', departureDate: null }),
      makePackage({ id: 'p', slug: 'p', title: 'Departed', departureDate: '2020-01-10' }),
      makePackage({ id: 'l', slug: 'l', title: 'Later', departureDate: '2099-12-01' }),
      makePackage({ id: 's', slug: 's', title: 'Sooner', departureDate: '2099-01-15' }),
    ];
    renderHome([dated, []]);
    const titles = within(sectionOf('Umrah Packages'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Sooner', 'Later', 'Undated', 'Departed']);
  });

  it('says so when there are no packages or testimonials yet', () => {
    renderHome([null, null]);
    expect(
      within(sectionOf('Umrah Packages')).getByText('No packages available at the moment.'),
    ).toBeInTheDocument();
    expect(
      within(sectionOf('What Our Pilgrims Say')).getByText('No testimonials yet.'),
    ).toBeInTheDocument();
  });

  it('shows only the published testimonials, with avatar, stars and quoted comment', () => {
    renderHome([[], reviews]);
    const testimonials = sectionOf('What Our Pilgrims Say');
    expect(within(testimonials).getByText('Aisha Rahman')).toBeInTheDocument();
    expect(within(testimonials).queryByText('Hidden Person')).not.toBeInTheDocument();
    expect(within(testimonials).queryByText(/Draft review/)).not.toBeInTheDocument();
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(2);
    // Avatar: initials without a photo, the photo when set.
    expect(within(testimonials).getByText('AR')).toBeInTheDocument();
    expect(within(testimonials).getByRole('img', { name: 'Omar' })).toHaveAttribute(
      'src',
      '/images/seed/avatar-1-160.webp',
    );
    expect(within(testimonials).getByText('“Wonderful trip”')).toBeInTheDocument();
    expect(within(testimonials).getAllByText('Toronto, ON')).toHaveLength(2);
    const stars = within(testimonials).getByRole('img', { name: 'Rated 4 out of 5' });
    expect(within(stars).getAllByTestId('star')).toHaveLength(4);
  });

  it('has a five-question FAQ as native disclosures that share one name', () => {
    const { container } = renderHome();
    const faq = sectionOf('Frequently Asked Questions');
    const items = faq.querySelectorAll('details');
    expect(items).toHaveLength(5);
    expect([...items].map((item) => item.querySelector('summary')?.textContent)).toEqual([
      'How long does the Umrah visa take?',
      'What is your cancellation policy?',
      'Do you offer group discounts?',
      'What is included in your packages?',
      'How quickly will you reply to my enquiry?',
    ]);
    // One name: the browser keeps a single answer open; all start closed.
    const names = new Set([...items].map((item) => item.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    expect([...items].every((item) => !item.open)).toBe(true);
    expect(within(faq).getByText(/3-5 business days/)).toBeInTheDocument();
    expect(
      within(faq).getByText(/60\+ days before departure get a full refund minus fees/),
    ).toBeInTheDocument();
    expect(
      within(faq).getByText(/30-60 days before departure may incur a 25% charge/),
    ).toBeInTheDocument();
    expect(within(faq).getByText(/10 or more people/)).toBeInTheDocument();
    expect(within(faq).getByText(/within 24 hours/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('has the Get in Touch form without a phone field, with its two notes', () => {
    renderHome();
    const section = sectionOf('Get in Touch');
    const island = section.querySelector('[data-island="contact-form"]')!;
    expect(island).not.toBeNull();
    expect(JSON.parse(island.getAttribute('data-props')!)).toMatchObject({
      variant: 'home',
      locale: 'en-CA',
    });
    expect(within(section).getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(within(section).queryByRole('textbox', { name: /Phone/ })).not.toBeInTheDocument();
    expect(within(section).getByText('We respond within 24 hours')).toBeInTheDocument();
    expect(within(section).getByText('Sent over an encrypted connection')).toBeInTheDocument();
  });

  it.each(['/', '/fr'])(
    '%s claims nothing the office hours on /contact contradict (no 24/7, no 100%%)',
    (path) => {
      const { output } = renderPage(homePage, { path, data: [[], []] });
      const text = `${output.description ?? ''} ${document.body.textContent ?? ''}`;
      expect(text).not.toMatch(
        /24\/7|24 h sur 24|around the clock|day and night|jour et nuit|100\s?%/i,
      );
      // The support claim counts the open days of OPENING_HOURS (Monday to Saturday).
      expect(text).toMatch(path === '/' ? /Support 6 Days a Week/ : /Soutien 6\sjours sur 7/);
    },
  );
});

describe('the home page in French (/fr)', () => {
  it('speaks French: headings, FAQ, links under /fr and the description', () => {
    const { output } = renderPage(homePage, { path: '/fr', data: [[], []] });
    expect(output.description).toMatch(/^Forfaits Omra haut de gamme au départ du Canada/);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Entreprenez le voyage d’une vie' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir les forfaits' })).toHaveAttribute(
      'href',
      '/fr/packages',
    );
    const faq = sectionOf('Questions fréquentes');
    expect(within(faq).getAllByRole('group')).toHaveLength(5);
    // The formatter's narrow no-break space before '?' (Testing Library matches it as a space).
    const question = within(faq).getByText('Quelle est votre politique d’annulation ?');
    expect(question.textContent).toBe('Quelle est votre politique d’annulation\u202f?');
    expect(screen.getByText('Aucun témoignage pour l’instant.')).toBeInTheDocument();
    expect(screen.queryByText('Frequently Asked Questions')).toBeNull();
  });
});
