import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, errorMessage, fieldErrorsOf } from './api-error';

describe('errorMessage', () => {
  it("is the server's human message", () => {
    expect(errorMessage(new ApiError(400, 'Title is required'), 'x')).toBe('Title is required');
  });

  it('never shows raw JSON or HTML, nor errors that are not ours', () => {
    expect(errorMessage(new ApiError(500, '{"error":"boom"}'), 'Please try again')).toBe(
      'Please try again',
    );
    expect(errorMessage(new ApiError(502, '<html>Bad gateway</html>'), 'Please try again')).toBe(
      'Please try again',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'Please try again')).toBe(
      'Please try again',
    );
    expect(errorMessage(new ApiError(500, '  '), 'Fallback')).toBe('Fallback');
  });
});

describe('apiErrorFrom', () => {
  it('reads our JSON body: the message and the field errors', () => {
    const error = apiErrorFrom(
      400,
      'Bad Request',
      JSON.stringify({ message: 'Check the form', errors: { email: 'Email is required' } }),
    );
    expect(error.status).toBe(400);
    expect(error.userMessage).toBe('Check the form');
    expect(fieldErrorsOf(error)).toEqual({ email: 'Email is required' });
  });

  it('keeps a plain text body, and falls back to the status text for JSON without a message', () => {
    expect(apiErrorFrom(502, 'Bad Gateway', 'upstream down').userMessage).toBe('upstream down');
    expect(apiErrorFrom(500, 'Internal Server Error', '{"error":"x"}').userMessage).toBe(
      'Internal Server Error',
    );
    expect(apiErrorFrom(503, 'Service Unavailable', '').userMessage).toBe('Service Unavailable');
    expect(fieldErrorsOf(apiErrorFrom(500, 'x', 'y'))).toBeUndefined();
  });
});
