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

  it('keep the English of the refusals that were free text before they were named', () => {
    expect(errorText('api_route_not_found', { method: 'GET', path: '/api/x' }, 'en')).toEqual({
      message: 'No API route for GET /api/x',
    });
    expect(errorText('body_too_large', { limit: '100 KB' }, 'en').message).toBe(
      'Request body is too large: the limit is 100 KB',
    );
    expect(errorText('body_too_large', {}, 'en').message).toBe('Request body is too large');
    expect(errorText('file_too_large', { megabytes: 5 }, 'en').message).toBe(
      'File too large: the limit is 5 MB',
    );
    expect(errorText('too_many_sign_in_attempts', { retryAfterSeconds: 90 }, 'en').message).toBe(
      'Too many failed sign-in attempts. Try again in 2 minutes.',
    );
    expect(errorText('too_many_wrong_codes', { retryAfterSeconds: 1 }, 'en').message).toBe(
      'Too many wrong codes. Try again in 1 second.',
    );
    expect(errorText('current_password_incorrect', {}, 'en').field).toEqual({
      name: 'currentPassword',
      text: 'Current password is incorrect',
    });
    expect(errorText('second_factor_required', {}, 'en').field?.name).toBe('secondFactor');
    expect(errorText('submission_id_malformed', {}, 'fr').field?.name).toBe('submissionId');
  });

  it('sum up a refusal of several fields from the fields’ own texts', () => {
    const fields = { title: 'Title is required', slug: 'Slug is too long' };
    expect(errorText('invalid_input', {}, 'en', fields).message).toBe(
      'Invalid input: Title is required; Slug is too long',
    );
    expect(errorText('invalid_input', {}, 'en', { _form: 'Expected a JSON object' }).message).toBe(
      'Invalid input: expected a JSON object',
    );
    expect(errorText('invalid_input', {}, 'fr', fields).message).toMatch(/^Données non valides/);
    const err = new DomainError('image_not_fetched', {}, { logoUrl: 'Logo URL is bad.' });
    expect(err.message).toBe('Logo URL is bad.');
    expect(err.fields).toEqual({ logoUrl: 'Logo URL is bad.' });
  });

  it('carry their code and English message, and tell codes from other text', () => {
    const err = new DomainError('nothing_due');
    expect(err.code).toBe('nothing_due');
    expect(err.message).toBe('Nothing is due on this booking');
    expect(isErrorCode('nothing_due')).toBe(true);
    expect(isErrorCode('Nothing is due on this booking')).toBe(false);
  });
});
