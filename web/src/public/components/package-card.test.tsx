import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePackage } from '../../testing/data';
import { renderInSite } from '../testing/render-in-site';
import { PackageCard } from './package-card';
import { PackagesGrid } from './packages-grid';

describe('package card', () => {
  const pkg = makePackage({
    slug: 'premium',
    title: 'Premium Umrah',
    description: 'Five-star hotels beside the Haram.',
    price: 12500,
    hotelRating: 5,
    nightsInMakkah: 1,
    nightsInMadina: 4,
  });

  it('says "Few seats left" up to the threshold and "Sold out" at zero; nothing when open', () => {
    const { rerender } = renderInSite(<PackageCard pkg={{ ...pkg, seatsLeft: 5 }} />);
    expect(screen.getByText('Few seats left')).toBeInTheDocument();
    rerender(<PackageCard pkg={{ ...pkg, seatsLeft: 5 }} fewSeatsThreshold={4} />);
    expect(screen.queryByText('Few seats left')).toBeNull();
    rerender(<PackageCard pkg={{ ...pkg, seatsLeft: 0 }} />);
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    rerender(<PackageCard pkg={{ ...pkg, seatsLeft: null }} />);
    expect(screen.queryByText(/Few seats left|Sold out/)).toBeNull();
  });

  it('shows the nearest walk to the Haram of its two hotels, and nothing without hotels', () => {
    const stay = { hotel: 'H', stars: 4, walkMinutes: 10, notes: '' };
    const { rerender } = renderInSite(
      <PackageCard
        pkg={{
          ...pkg,
          makkahStay: { ...stay, distanceMetres: 1200 },
          madinahStay: { ...stay, distanceMetres: 450 },
        }}
      />,
    );
    expect(screen.getByText('450 m to the Haram')).toBeInTheDocument();
    rerender(<PackageCard pkg={{ ...pkg, makkahStay: { ...stay, distanceMetres: 1800 } }} />);
    expect(screen.getByText('1.8 km to the Haram')).toBeInTheDocument();
    rerender(<PackageCard pkg={pkg} />);
    expect(screen.queryByText(/to the Haram/)).toBeNull();
  });

  it('shows the next departure and how many more dates follow, past ones left out', () => {
    const dep = (id: string, departureDate: string, seatsLeft = 20) => ({
      id,
      departureDate,
      returnDate: departureDate,
      status: 'open' as const,
      seatsLeft,
      prices: { quad: null, triple: null, double: null, singleSupplement: null },
      flights: { airline: '', departureAirport: '', departureTime: '' },
    });
    const departures = [
      dep('a', '2020-01-01'),
      dep('b', '2031-03-01', 0),
      dep('c', '2031-04-01', 3),
      dep('d', '2031-05-01'),
    ];
    const { rerender } = renderInSite(<PackageCard pkg={{ ...pkg, seatsLeft: 0, departures }} />);
    // The next date is full, a later one has few seats: the card speaks of the one that sells,
    // its date and its seats (a full date is never promoted as the next departure).
    expect(screen.getByText(/Next departure April 1, 2031/)).toHaveTextContent(
      'Next departure April 1, 2031 +2 more dates',
    );
    expect(screen.getByText('Few seats left')).toBeInTheDocument();
    expect(screen.queryByText('Sold out')).toBeNull();
    rerender(<PackageCard pkg={{ ...pkg, departures: [dep('d', '2031-05-01')] }} />);
    expect(screen.getByText('Next departure May 1, 2031')).toBeInTheDocument();
    expect(screen.queryByText(/more date/)).toBeNull();
    rerender(<PackageCard pkg={{ ...pkg, departures: [] }} />);
    expect(screen.queryByText(/Next departure/)).toBeNull();
  });

  it('names the season its dates fall in, computed from the dates', () => {
    const { rerender } = renderInSite(
      <PackageCard pkg={{ ...pkg, departureDate: '2027-03-05', returnDate: '2027-03-15' }} />,
    );
    expect(screen.getByRole('list', { name: 'Season' })).toHaveTextContent(
      'Last ten nights of Ramadan',
    );
    rerender(
      <PackageCard pkg={{ ...pkg, departureDate: '2027-07-01', returnDate: '2027-07-14' }} />,
    );
    expect(screen.queryByRole('list', { name: 'Season' })).toBeNull();
  });

  it('shows title, description, stars, nights and the price with separators', () => {
    renderInSite(<PackageCard pkg={pkg} />);
    const card = screen.getByRole('article', { name: 'Premium Umrah' });
    const inCard = within(card);
    expect(inCard.getByRole('heading', { level: 3, name: 'Premium Umrah' })).toBeInTheDocument();
    expect(inCard.getByText('Five-star hotels beside the Haram.')).toBeInTheDocument();
    expect(inCard.getByText('Starting from')).toBeInTheDocument();
    expect(inCard.getByText('$12,500')).toBeInTheDocument();
    expect(inCard.getByText('1 Night in Makkah')).toBeInTheDocument();
    expect(inCard.getByText('4 Nights in Madinah')).toBeInTheDocument();
    expect(inCard.getByText('5 Nights')).toBeInTheDocument();
    const stars = inCard.getByRole('img', { name: '5-star hotels' });
    expect(within(stars).getAllByTestId('star')).toHaveLength(5);
    expect(inCard.getByRole('img', { name: 'Premium Umrah' })).toHaveAttribute('loading', 'lazy');
    const link = inCard.getByRole('link', { name: 'View Details' });
    expect(link).toHaveAttribute('href', '/packages/premium');
    expect(link).toHaveAccessibleDescription('Premium Umrah');
  });

  it('takes the heading level and loads a priority image at once', () => {
    renderInSite(<PackageCard pkg={pkg} titleLevel="h2" priorityImage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Premium Umrah' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Premium Umrah' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('falls back to the older image field', () => {
    renderInSite(<PackageCard pkg={{ ...pkg, imageUrl: '', image: '/images/old.jpg' }} />);
    expect(screen.getByRole('img', { name: 'Premium Umrah' })).toHaveAttribute(
      'src',
      '/images/old.jpg',
    );
  });
});

describe('packages grid', () => {
  it('gives only the first card a priority image, when asked', () => {
    const packages = [
      makePackage({ id: 'a', slug: 'a', title: 'A' }),
      makePackage({ id: 'b', slug: 'b', title: 'B' }),
    ];
    const { unmount } = renderInSite(<PackagesGrid packages={packages} priorityFirstImage />);
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'B' })).not.toHaveAttribute('fetchpriority');
    unmount();
    renderInSite(<PackagesGrid packages={packages} />);
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('loading', 'lazy');
  });

  it('says so when there are no packages', () => {
    renderInSite(<PackagesGrid packages={[]} />);
    expect(screen.getByText('No packages available at the moment.')).toBeInTheDocument();
    expect(
      screen.getByText('Please check back soon or contact us for more information.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
