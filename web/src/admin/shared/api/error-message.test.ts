import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';

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
