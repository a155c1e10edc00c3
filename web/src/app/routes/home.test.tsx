import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePackage, makeReview, makeSettings } from '../../testing/data';
import { NEVER, stubApi } from '../../testing/fake-api';
import { renderApp } from '../../testing/render';

const packages = [
  makePackage({ id: 'a', slug: 'a', title: 'Package A', isPublished: true }),
  makePackage({ id: 'b', slug: 'b', title: 'Package B', isPublished: false }),
  makePackage({ id: 'c', slug: 'c', title: 'Package C' }),
];

const reviews = [
  makeReview({ id: '1', name: 'Aisha Rahman', comment: 'Wonderful trip', rating: 4 }),
  makeReview({ id: '2', name: 'Hidden Person', comment: 'Draft review', isPublished: false }),
  makeReview({ id: '3', name: 'Omar', imageUrl: '/images/seed/avatar-1-160.webp' }),
];

describe('home page', () => {
  it('has the seven sections in order', async () => {
    stubApi({ '/api/settings': makeSettings(), '/api/packages': [], '/api/reviews': [] });
    renderApp('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Embark on the Journey of a Lifetime' }),
    ).toBeInTheDocument();
    // Sections 3 to 7 load their code as they near the viewport (at once without an observer).
    const sectionHeadings = () =>
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    await waitFor(() =>
      expect(sectionHeadings()).toEqual([
        'Umrah Packages',
        'Your Pilgrimage, in Trusted Hands',
        'A Canadian Agency Devoted to Your Umrah',
        'What Our Pilgrims Say',
        'Frequently Asked Questions',
        'Get in Touch',
      ]),
    );
    expect(screen.getByRole('link', { name: /Explore Packages/ })).toHaveAttribute(
      'href',
      '/packages',
    );
    expect(
      within(screen.getByRole('main')).getAllByRole('link', { name: 'Contact Us' })[0],
    ).toHaveAttribute('href', '/contact');
    for (const feature of ['Premium Service', 'Canadian Based', '24/7 Support', 'Hassle-Free']) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
    expect(screen.getByText('15+')).toBeInTheDocument();
    expect(screen.getByText('5000+')).toBeInTheDocument();
    expect(document.title).toBe('Premium Umrah Services | Umrah Packages from Canada');
  });

  it('shows the settings hero image as the eager, high-priority LCP image', async () => {
    stubApi({
      '/api/settings': makeSettings({ heroImageUrl: '/images/seed/hero-1600.webp' }),
      '/api/packages': [],
      '/api/reviews': [],
    });
    const { container } = renderApp('/');
    await waitFor(() =>
      expect(container.querySelector('section[aria-labelledby="hero-heading"] img')).not.toBeNull(),
    );
    const hero = container.querySelector('section[aria-labelledby="hero-heading"] img')!;
    expect(hero).toHaveAttribute('src', '/images/seed/hero-1600.webp');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero.getAttribute('srcset')).toContain('/images/seed/hero-480.webp 480w');
  });

  it('uses the default backdrop when no hero image is set', async () => {
    stubApi({ '/api/settings': makeSettings(), '/api/packages': NEVER, '/api/reviews': NEVER });
    const { container } = renderApp('/');
    expect(container.querySelector('section[aria-labelledby="hero-heading"] img')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading packages' })).toBeInTheDocument();
    expect(
      await screen.findByRole('progressbar', { name: 'Loading testimonials' }),
    ).toBeInTheDocument();
  });

  it('lists every package returned, and only the published testimonials', async () => {
    stubApi({
      '/api/settings': makeSettings(),
      '/api/packages': packages,
      '/api/reviews': reviews,
    });
    renderApp('/');
    for (const title of ['Package A', 'Package B', 'Package C']) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    const testimonials = screen.getByRole('heading', { name: 'What Our Pilgrims Say' })
      .parentElement!.parentElement!;
    expect(await within(testimonials).findByText('Aisha Rahman')).toBeInTheDocument();
    expect(within(testimonials).queryByText('Hidden Person')).not.toBeInTheDocument();
    // Avatar: initials without a photo, the photo when set.
    expect(within(testimonials).getByText('AR')).toBeInTheDocument();
    expect(within(testimonials).getByRole('img', { name: 'Omar' })).toHaveAttribute(
      'src',
      '/images/seed/avatar-1-160.webp',
    );
    expect(within(testimonials).getByText('“Wonderful trip”')).toBeInTheDocument();
    expect(within(testimonials).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('has a five-question FAQ where one answer is open at a time and can be closed', async () => {
    stubApi({ '/api/settings': makeSettings(), '/api/packages': [], '/api/reviews': [] });
    const { user } = renderApp('/');
    const faq = (
      await screen.findByRole('heading', { name: 'Frequently Asked Questions' })
    ).closest('section')!;
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(5);
    const [visa, cancel] = questions as [HTMLElement, HTMLElement];
    expect(visa).toHaveAttribute('aria-expanded', 'false');

    await user.click(visa);
    expect(visa).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(/3-5 business days/)).toBeVisible();

    await user.click(cancel);
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    expect(visa).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(faq).getByText(/60\+ days before departure get a full refund minus fees/),
    ).toBeVisible();
    expect(
      within(faq).getByText(/30-60 days before departure may incur a 25% charge/),
    ).toBeInTheDocument();

    await user.click(cancel);
    expect(cancel).toHaveAttribute('aria-expanded', 'false');

    expect(within(faq).getByText(/10 or more people/)).toBeInTheDocument();
    expect(within(faq).getByText(/within 24 hours/)).toBeInTheDocument();
  });

  it('has the Get in Touch form without a phone field, with its two notes', async () => {
    stubApi({ '/api/settings': makeSettings(), '/api/packages': [], '/api/reviews': [] });
    renderApp('/');
    // Two lazy loads (the section, then its form): allow for a busy machine.
    const form = await screen.findByRole('form', { name: 'Contact form' }, { timeout: 5000 });
    expect(within(form).getByRole('textbox', { name: /Name/ })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Email/ })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Message/ })).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: /Phone/ })).not.toBeInTheDocument();
    expect(screen.getByText('We respond within 24 hours')).toBeInTheDocument();
    expect(screen.getByText('100% Secure')).toBeInTheDocument();
  });
});
