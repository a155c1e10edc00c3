import { describe, expect, it } from 'vitest';
import { addRoomSchema, moveTravellerSchema, roomNumberSchema } from './rooming';

describe('the rooming request bodies', () => {
  it('takes a move into a room or out of every room (null), trimmed', () => {
    expect(moveTravellerSchema.validateSync({ travellerId: ' t1 ', toRoomId: ' r2 ' })).toEqual({
      travellerId: 't1',
      toRoomId: 'r2',
    });
    expect(moveTravellerSchema.validateSync({ travellerId: 't1', toRoomId: null })).toEqual({
      travellerId: 't1',
      toRoomId: null,
    });
  });

  it('names what is wrong', () => {
    expect(() => moveTravellerSchema.validateSync({ toRoomId: 'r1' })).toThrow(
      /Traveller is required/,
    );
    expect(() => moveTravellerSchema.validateSync({ travellerId: 't1' })).toThrow(
      /Room is required/,
    );
    expect(() => addRoomSchema.validateSync({ type: 'suite' })).toThrow(
      /Room type must be one of quad, triple, double, single/,
    );
    expect(addRoomSchema.validateSync({ type: 'single' })).toEqual({ type: 'single' });
    expect(() => roomNumberSchema.validateSync({ number: 'x'.repeat(21) })).toThrow(
      /at most 20 characters/,
    );
    expect(roomNumberSchema.validateSync({ number: null })).toEqual({ number: null });
    expect(() => roomNumberSchema.validateSync({})).toThrow(/Room number is required/);
  });
});
