import { describe, expect, it } from 'vitest';
import { DomainError, ERROR_CODES, errorText, isErrorCode } from './errors';

describe('named errors', () => {
  it('word every code in English and French, never empty', () => {
    for (const code of ERROR_CODES) {
      for (const language of ['en', 'fr'] as const) {
        const text = errorText(
          code,
          { label: 'Amount', status: 'cancelled', paidCents: 100 },
          language,
        );
        expect(text.message.trim(), `${code} ${language}`).not.toBe('');
        if (text.field) expect(text.field.text.trim(), `${code} ${language}`).not.toBe('');
      }
    }
  });

  it('keep the API English texts, with the field a form shows them under', () => {
    expect(errorText('booking_not_found', {}, 'en')).toEqual({ message: 'Booking not found' });
    expect(errorText('departure_in_past', {}, 'en')).toEqual({
      message: 'Invalid input: Departure date cannot be in the past',
      field: { name: 'departureDate', text: 'Departure date cannot be in the past' },
    });
    expect(errorText('refund_exceeds_paid', { paidCents: 12345 }, 'en').field).toEqual({
      name: 'amount',
      text: 'A refund cannot exceed what was paid (123.45)',
    });
    expect(errorText('booking_closed', { status: 'completed' }, 'en').message).toBe(
      'This booking is completed and takes no payment',
    );
  });

  it('word the public forms’ refusals in the visitor’s language', () => {
    expect(errorText('package_sold_out', {}, 'fr').field?.name).toBe('packageId');
    // A closed departure is closed, not full, in both languages.
    expect(errorText('departure_waiting_list_only', { reason: 'closed' }, 'en').message).toMatch(
      /^This departure is closed to new bookings\./,
    );
    expect(errorText('departure_waiting_list_only', { reason: 'full' }, 'en').message).toMatch(
      /^This departure is full\./,
    );
    expect(
      errorText('departure_waiting_list_only', { reason: 'closed' }, 'fr').field?.text,
    ).toMatch(/^Ce départ est fermé aux nouvelles réservations\./);
    expect(errorText('passport_too_large', {}, 'en').message).toBe(
      'File too large - Please upload a file smaller than 5MB',
    );
    expect(errorText('spam_check_failed', {}, 'fr').message).not.toBe(
      errorText('spam_check_failed', {}, 'en').message,
    );
  });

  it('carry their code and English message, and tell codes from other text', () => {
    const err = new DomainError('nothing_due');
    expect(err.code).toBe('nothing_due');
    expect(err.message).toBe('Nothing is due on this booking');
    expect(isErrorCode('nothing_due')).toBe(true);
    expect(isErrorCode('Nothing is due on this booking')).toBe(false);
  });
});
