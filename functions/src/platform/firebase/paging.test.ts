import { describe, expect, it } from 'vitest';
import { DomainError } from '@umrah/domain/model/errors';
import { decodeCursor, decodeDateCursor, encodeCursor, encodeDateCursor } from './paging';

describe('list cursors', () => {
  it('round-trip a position exactly, nanoseconds included, as URL-safe text', () => {
    const position = { seconds: 1_795_617_422, nanoseconds: 398_123_456, id: 'boo000024' };
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it.each([
    ['not base64url', 'a+b/c='],
    ['not JSON', Buffer.from('[1, 2').toString('base64url')],
    ['an object', Buffer.from('{"seconds":1}').toString('base64url')],
    ['two parts', Buffer.from('[1, 2]').toString('base64url')],
    ['fractional seconds', Buffer.from('[1.5, 0, "a"]').toString('base64url')],
    ['nanoseconds past a second', Buffer.from('[1, 1000000000, "a"]').toString('base64url')],
    ['negative nanoseconds', Buffer.from('[1, -1, "a"]').toString('base64url')],
    ['an id with a slash', Buffer.from('[1, 0, "a/b"]').toString('base64url')],
    ['a reserved id', Buffer.from('[1, 0, "__x__"]').toString('base64url')],
    ['an empty id', Buffer.from('[1, 0, ""]').toString('base64url')],
    // Firestore's Timestamp throws outside the years 1 to 9999, which would answer 500.
    ['seconds past year 9999', Buffer.from('[253402300800, 0, "a"]').toString('base64url')],
    ['seconds before year 1', Buffer.from('[-62135596801, 0, "a"]').toString('base64url')],
  ])('refuse %s with 400 naming the cursor', (_what, cursor) => {
    let error: unknown;
    try {
      decodeCursor(cursor);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'cursor_invalid' });
  });
});

describe('date cursors (lists of days, soonest first)', () => {
  it('round-trip a day and an id as URL-safe text', () => {
    const position = { date: '2027-03-05', id: 'dep_00-12' };
    const cursor = encodeDateCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeDateCursor(cursor)).toEqual(position);
  });

  it.each([
    ['not base64url', 'a+b/c='],
    ['a timestamp cursor', encodeCursor({ seconds: 1, nanoseconds: 0, id: 'a' })],
    ['not a calendar day', Buffer.from('["2027-02-30", "a"]').toString('base64url')],
    ['a moment, not a day', Buffer.from('["2027-03-05T00:00:00Z", "a"]').toString('base64url')],
    ['a number for the day', Buffer.from('[20270305, "a"]').toString('base64url')],
    ['an id with a slash', Buffer.from('["2027-03-05", "a/b"]').toString('base64url')],
    ['an empty id', Buffer.from('["2027-03-05", ""]').toString('base64url')],
  ])('refuse %s with 400 naming the cursor', (_what, cursor) => {
    expect(() => decodeDateCursor(cursor)).toThrow(
      expect.objectContaining({ code: 'cursor_invalid' }) as Error,
    );
  });
});
