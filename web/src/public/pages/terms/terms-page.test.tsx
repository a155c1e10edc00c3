import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { bookingPage } from '../booking/booking-page';
import { termsPage } from './terms-page';

const TERMS = 'Deposit non-refundable.\n\nBalance refundable until 60 days before departure.';

describe('/terms', () => {
  it('shows the booking terms in force, paragraph by paragraph', () => {
    const { output } = renderPage(termsPage, { path: '/terms', settings: { bookingTerms: TERMS } });
    expect(screen.getByRole('heading', { level: 1, name: 'Booking terms' })).toBeInTheDocument();
    expect(screen.getByText('Deposit non-refundable.')).toBeInTheDocument();
    expect(
      screen.getByText('Balance refundable until 60 days before departure.'),
    ).toBeInTheDocument();
    expect(output.title).toBe('Booking terms');
  });

  it('in French, shows the English text marked as English until it is translated', () => {
    renderPage(termsPage, { path: '/fr/terms', settings: { bookingTerms: TERMS } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Conditions de réservation' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Deposit non-refundable.').closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('says where the terms come from when none are written yet', () => {
    renderPage(termsPage, { path: '/terms', settings: { bookingTerms: '', bookingTermsFr: '' } });
    expect(screen.getByText(/come with every booking confirmation/)).toBeInTheDocument();
  });
});

describe('the booking form and the terms', () => {
  it('says that sending accepts the terms, with a link to them, once there are terms', () => {
    renderPage(bookingPage, {
      path: '/fr/booking',
      settings: { bookingTerms: TERMS },
      data: [[]],
    });
    expect(screen.getByRole('link', { name: 'conditions de réservation' })).toHaveAttribute(
      'href',
      '/fr/terms',
    );
  });

  it('says nothing of terms while there are none', () => {
    renderPage(bookingPage, { path: '/booking', settings: { bookingTerms: '' }, data: [[]] });
    expect(screen.queryByRole('link', { name: 'booking terms' })).toBeNull();
  });
});
