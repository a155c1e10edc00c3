// The package card on a French page: French plurals, price, badges and link.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePackage } from '../../testing/data';
import { renderInSite } from '../testing/render-in-site';
import { PackageCard } from './package-card';

describe('package card in French', () => {
  it('writes nights with French plurals, the price and badges as French does', () => {
    const pkg = makePackage({
      slug: 'ramadan',
      title: 'Ramadan',
      nightsInMakkah: 1,
      nightsInMadina: 0,
      price: 12500,
      hotelRating: 5,
      seatsLeft: 0,
      departureDate: '2027-03-08',
      returnDate: '2027-03-12',
      makkahStay: { hotel: 'Hilton', stars: 5, distanceMetres: 1800, walkMinutes: 20, notes: '' },
    });
    renderInSite(<PackageCard pkg={pkg} />, 'fr-CA');
    expect(screen.getByText('1 nuit à La Mecque')).toBeInTheDocument();
    expect(screen.getByText('0 nuit à Médine')).toBeInTheDocument();
    expect(screen.getByText('1 nuit')).toBeInTheDocument();
    expect(screen.getByText('Complet')).toBeInTheDocument();
    expect(screen.getByText('À 1,8 km du Haram')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Saison' })).toHaveTextContent(
      'Dix dernières nuits du Ramadan',
    );
    expect(screen.getByRole('article').textContent).toContain('12\u00a0500\u00a0$');
    expect(screen.getByRole('img', { name: 'Hôtels 5 étoiles' })).toBeInTheDocument();
  });
});
