import { describe, expect, it } from 'vitest';
import { tripLinkRequestSchemaFor } from './trip-link';

describe('the trip link request', () => {
  it('takes an email and an optional reference, upper-cased and trimmed', () => {
    const schema = tripLinkRequestSchemaFor('en');
    expect(
      schema.validateSync({ email: ' amina@example.com ', reference: ' umr-1a2b3c ' }),
    ).toEqual({ email: 'amina@example.com', reference: 'UMR-1A2B3C' });
    expect(schema.validateSync({ email: 'amina@example.com' })).toEqual({
      email: 'amina@example.com',
      reference: '',
    });
  });

  it('names what is wrong, in the form’s language', () => {
    expect(() => tripLinkRequestSchemaFor('en').validateSync({ email: 'nope' })).toThrow(/Email/);
    expect(() => tripLinkRequestSchemaFor('fr').validateSync({ email: '' })).toThrow(/Courriel/);
    expect(() =>
      tripLinkRequestSchemaFor('en').validateSync({ email: 'a@b.ca', reference: 'x'.repeat(21) }),
    ).toThrow(/Booking reference/);
  });
});
