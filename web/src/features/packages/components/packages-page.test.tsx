import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePackage, makeSettings } from '../../../testing/data';
import { failWith, NEVER, stubApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';

describe('/packages', () => {
  it('shows a spinner while loading', async () => {
    stubApi({ '/api/settings': makeSettings(), '/api/packages': NEVER });
    renderApp('/packages');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading packages' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Our Umrah Packages' }),
    ).toBeInTheDocument();
  });

  it('says so when there are no packages', async () => {
    stubApi({ '/api/settings': makeSettings(), '/api/packages': [] });
    renderApp('/packages');
    expect(await screen.findByText('No packages available at the moment.')).toBeInTheDocument();
    expect(
      screen.getByText('Please check back soon or contact us for more information.'),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    stubApi({ '/api/settings': makeSettings(), '/api/packages': failWith(500, 'Boom') });
    renderApp('/packages');
    expect(await screen.findByText("We couldn't load our packages")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a card per package with stars, nights and the price with separators', async () => {
    stubApi({
      '/api/settings': makeSettings({ siteName: 'Noor Travel' }),
      '/api/packages': [
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
    });
    renderApp('/packages');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const premium = within(cards[1]!);
    expect(premium.getByRole('heading', { name: 'Premium Umrah' })).toBeInTheDocument();
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
    expect(document.title).toBe('Umrah Packages | Noor Travel');
  });
});
