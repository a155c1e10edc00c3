import { describe, expect, it } from 'vitest';
import { isRoomType, ROOM_SIZES, ROOM_TYPES } from './rooms';

describe('rooms', () => {
  it('has a size for every room type: 4, 3 and 2 people', () => {
    expect(ROOM_TYPES.map((room) => ROOM_SIZES[room])).toEqual([4, 3, 2]);
  });

  it('knows its room types and nothing else', () => {
    expect(isRoomType('triple')).toBe(true);
    expect(isRoomType('suite')).toBe(false);
    expect(isRoomType(undefined)).toBe(false);
  });
});
