import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePackage, makePublicDeparture } from '../../../testing/data';
import { renderInSite } from '../../testing/render-in-site';
import { PackageBuyBox } from './package-buy-box';

const PKG = makePackage({
  slug: 'ramadan',
  price: 9000,
  quadPrice: 7450,
  triplePrice: 8200,
  doublePrice: null,
  departureDate: '2027-02-25',
});

describe('the package page’s first-screen offer', () => {
  it('shows the lowest price per person, the next departure and Book Now', () => {
    const { container } = renderInSite(<PackageBuyBox pkg={PKG} today="2026-11-26" />);
    expect(container).toHaveTextContent('Starting from$7,450 per person');
    expect(container).toHaveTextContent('Next departureFebruary 25, 2027');
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/booking?package=ramadan',
    );
  });

  it('starts from the lowest price its upcoming departures sell at (their own over the package’s)', () => {
    const departure = makePublicDeparture({
      prices: { quad: 6999, triple: null, double: null, singleSupplement: 900 },
    });
    const { container } = renderInSite(
      <PackageBuyBox pkg={{ ...PKG, departures: [departure] }} today="2026-11-26" />,
    );
    expect(container).toHaveTextContent('Starting from$6,999 per person');
  });

  it('names no departure once it has passed, and speaks French under /fr', () => {
    const { container } = renderInSite(<PackageBuyBox pkg={PKG} today="2027-03-01" />, 'fr-CA');
    expect(container).not.toHaveTextContent('Prochain départ');
    expect(container).toHaveTextContent('À partir de');
    expect(container).toHaveTextContent(/7\s450\s\$/);
    expect(screen.getByRole('link', { name: 'Réserver' })).toHaveAttribute(
      'href',
      '/fr/booking?package=ramadan',
    );
  });

  it('never promotes a full or closed date as the next departure: the next one that can be booked', () => {
    const full = makePublicDeparture({ id: 'full', departureDate: '2027-01-10', seatsLeft: 0 });
    const closed = makePublicDeparture({
      id: 'closed',
      departureDate: '2027-01-20',
      status: 'closed',
    });
    const open = makePublicDeparture({ id: 'open', departureDate: '2027-02-25' });
    const { container } = renderInSite(
      <PackageBuyBox pkg={{ ...PKG, departures: [full, closed, open] }} today="2026-11-26" />,
    );
    expect(container).toHaveTextContent('Next departureFebruary 25, 2027');
    expect(container).not.toHaveTextContent('January');
  });

  it('names no date when every date takes only its waiting list', () => {
    const full = makePublicDeparture({ departureDate: '2027-01-10', seatsLeft: 0 });
    const { container } = renderInSite(
      <PackageBuyBox pkg={{ ...PKG, departures: [full] }} today="2026-11-26" soldOut />,
    );
    expect(container).not.toHaveTextContent('Next departure');
    expect(screen.getByRole('link', { name: 'Join the waiting list' })).toBeInTheDocument();
  });

  it('offers the waiting list when the package is sold out', () => {
    renderInSite(<PackageBuyBox pkg={{ ...PKG, seatsLeft: 0 }} today="2026-11-26" />);
    expect(screen.getByRole('link', { name: 'Join the waiting list' })).toBeInTheDocument();
  });
});
