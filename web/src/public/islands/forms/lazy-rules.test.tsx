import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingForm } from '../booking-form/booking-form';
import { ContactForm } from '../contact-form/contact-form';
import { formText } from '../../testing/form-text';
import * as schemas from './load-schemas';

// The loader itself, watched: the forms must not ask for the rules (yup) until first use.
vi.mock('./load-schemas', async (importOriginal) => {
  const actual = await importOriginal<typeof schemas>();
  return {
    ...actual,
    loadContactRules: vi.fn(actual.loadContactRules),
    loadBookingRules: vi.fn(actual.loadBookingRules),
  };
});

beforeEach(() => {
  vi.mocked(schemas.loadContactRules).mockClear();
  vi.mocked(schemas.loadBookingRules).mockClear();
});

describe('the forms load their rules on first use', () => {
  it('the contact form: not on render, on the first focus', () => {
    render(<ContactForm variant="page" {...formText('contact')} />);
    expect(schemas.loadContactRules).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByRole('textbox', { name: 'Name' }));
    expect(schemas.loadContactRules).toHaveBeenCalledTimes(1);
    fireEvent.focus(screen.getByRole('textbox', { name: 'Email' }));
    expect(schemas.loadBookingRules).not.toHaveBeenCalled();
  });

  it('the booking form: a submit before any focus waits for the rules, then shows errors', async () => {
    render(
      <BookingForm
        packages={[]}
        preselectedSlug=""
        room={null}
        passportRetentionDays={90}
        {...formText('booking')}
      />,
    );
    expect(schemas.loadBookingRules).not.toHaveBeenCalled();
    const form = screen.getByRole('form', { name: 'Booking request form' });
    fireEvent.submit(form);
    expect(schemas.loadBookingRules).toHaveBeenCalled();
    expect(await within(form).findByText('Full name is required')).toBeInTheDocument();
  });
});
