import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePackage } from '../../../testing/data';
import { renderPage } from '../../testing/render-page';
import { packagesPage } from './packages-page';

describe('/packages', () => {
  it('reads the published packages', () => {
    expect(packagesPage.reads?.({})).toEqual([['packages']]);
  });

  it('says so when there are no packages', () => {
    const { output } = renderPage(packagesPage, { path: '/packages', data: [[]] });
    expect(output.status ?? 200).toBe(200);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Our Umrah Packages' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No packages available at the moment.')).toBeInTheDocument();
    expect(
      screen.getByText('Please check back soon or contact us for more information.'),
    ).toBeInTheDocument();
  });

  it('shows a card per package with stars, nights and the price with separators', () => {
    const { output } = renderPage(packagesPage, {
      path: '/packages',
      data: [
        [
          makePackage({
            id: 'a',
            slug: 'economy',
            title: 'Economy Umrah',
            price: 1999,
            hotelRating: 3,
          }),
          makePackage({
            id: 'b',
            slug: 'premium',
            title: 'Premium Umrah',
            price: 12500,
            hotelRating: 5,
            nightsInMakkah: 1,
            nightsInMadina: 4,
          }),
        ],
      ],
    });
    expect(output.title).toBe('Umrah Packages');
    expect(output.description).toMatch(/^Compare our Umrah packages from Canada/);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Our Umrah Packages' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const premium = within(cards[1]!);
    expect(premium.getByRole('heading', { level: 2, name: 'Premium Umrah' })).toBeInTheDocument();
    expect(premium.getByText('$12,500')).toBeInTheDocument();
    expect(premium.getByText('Starting from')).toBeInTheDocument();
    expect(premium.getByText('1 Night in Makkah')).toBeInTheDocument();
    expect(premium.getByText('4 Nights in Madina')).toBeInTheDocument();
    const stars = premium.getByRole('img', { name: '5-star hotels' });
    expect(within(stars).getAllByTestId('star')).toHaveLength(5);
    expect(premium.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/packages/premium',
    );
    // The first card's image is the page's LCP image; the others load lazily.
    expect(within(cards[0]!).getByRole('img', { name: 'Economy Umrah' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    expect(premium.getByRole('img', { name: 'Premium Umrah' })).toHaveAttribute('loading', 'lazy');
  });
});
