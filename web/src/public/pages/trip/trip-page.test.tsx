import type { TripView } from '@umrah/domain/model/trip';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { findTripPage, tripPage } from './trip-page';

const view: TripView = {
  token: 'trip.tok',
  reference: 'UMR-ABC123',
  firstName: 'Amina',
  packageTitle: 'Ramadan Last Ten Nights',
  packageTitleFr: 'Les dix dernières nuits',
  roomType: 'double',
  travellers: 2,
  departureDate: '2027-03-01',
  returnDate: '2027-03-15',
  flights: {
    airline: 'Saudia',
    flightNumbers: 'SV 72 / SV 71',
    departureAirport: 'YYZ',
    departureTime: '21:40',
    connections: 'via Jeddah',
    connectionsFr: 'via Djeddah',
  },
  pkg: {
    makkahStay: {
      hotel: 'Swissotel Makkah',
      stars: 5,
      distanceMetres: 150,
      walkMinutes: 3,
      notes: '',
    },
    madinahStay: null,
    makkaHotel: 'Swissotel Makkah',
    madinaHotel: '',
    nightsInMakkah: 7,
    nightsInMadina: 4,
    itinerary: [{ day: 1, city: 'Makkah', title: 'Arrival and Umrah', description: 'Umrah.' }],
    fr: null,
  },
  status: 'deposit-due',
  totalCents: 900_000,
  paidCents: 0,
  pendingCents: 0,
  dueNowCents: 100_000,
  balanceDueDate: '2027-01-15',
  payToken: 'pay.tok',
  receipts: [],
};

describe('the trip page', () => {
  it('is private and reads the trip view by token', () => {
    expect(tripPage.reads?.({ token: 'abc' })).toEqual([['trip', 'abc']]);
    const { output } = renderPage(tripPage, {
      path: '/trip/abc',
      params: { token: 'abc' },
      data: [view],
    });
    expect(output.private).toBe(true);
  });

  it('shows the booking, departure, flights, hotels, plan, and a pay button to the pay page', () => {
    renderPage(tripPage, { path: '/trip/trip.tok', params: { token: 'trip.tok' }, data: [view] });
    expect(screen.getByText('UMR-ABC123')).toBeInTheDocument();
    expect(screen.getByText('March 1, 2027')).toBeInTheDocument();
    expect(screen.getByText('March 15, 2027')).toBeInTheDocument();
    expect(screen.getByText('SV 72 / SV 71')).toBeInTheDocument();
    expect(screen.getByText('Swissotel Makkah')).toBeInTheDocument();
    expect(screen.getByText('Arrival and Umrah')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay $1,000.00' })).toHaveAttribute(
      'href',
      '/pay/pay.tok',
    );
    // A place for each traveller's details.
    expect(screen.getByText('2 travellers')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-traveller-slot]')).toHaveLength(2);
  });

  it('speaks French under /fr, with the French pay page and the French texts staff wrote', () => {
    renderPage(tripPage, {
      path: '/fr/trip/trip.tok',
      params: { token: 'trip.tok' },
      data: [view],
    });
    expect(screen.getAllByText('Les dix dernières nuits').length).toBeGreaterThan(0);
    expect(screen.getByText('1 mars 2027')).toBeInTheDocument();
    expect(screen.getByText('via Djeddah')).toBeInTheDocument();
    expect(screen.getByText(/^21\s+h\s+40$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Payer 1\s000,00\s\$$/ })).toHaveAttribute(
      'href',
      '/fr/pay/pay.tok',
    );
    expect(screen.getByText('2 voyageurs')).toBeInTheDocument();
  });

  it('says when online payment has closed, and thanks a trip paid in full', () => {
    renderPage(tripPage, {
      path: '/trip/t',
      params: { token: 't' },
      data: [{ ...view, payToken: '' }],
    });
    expect(screen.getByText(/Online payment has closed/)).toBeInTheDocument();
    renderPage(tripPage, {
      path: '/trip/t',
      params: { token: 't' },
      data: [{ ...view, status: 'paid', paidCents: 900_000, dueNowCents: 0 }],
    });
    expect(screen.getByText('Your trip is paid in full. Thank you.')).toBeInTheDocument();
  });

  it('answers 404 or 410 for a link that is not valid, and offers to mail the current one', () => {
    const none = renderPage(tripPage, { path: '/trip/x', params: { token: 'x' }, data: [null] });
    expect(none.output.status).toBe(404);
    expect(
      screen.getByRole('heading', { name: 'This trip link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me my link' })).toBeInTheDocument();
    const gone = renderPage(tripPage, {
      path: '/trip/x',
      params: { token: 'x' },
      data: [{ gone: true }],
    });
    expect(gone.output.status).toBe(410);
  });
});

describe('the find-my-trip page', () => {
  it('posts a plain form in the page’s language and says the same after any request', () => {
    const { container } = renderPage(findTripPage, { path: '/fr/trip?status=sent' });
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('action', '/api/trip-link');
    expect(container.querySelector('input[name="language"]')).toHaveAttribute('value', 'fr');
    expect(screen.getByRole('status')).toHaveTextContent(/Si cette adresse a une réservation/);
  });
});
