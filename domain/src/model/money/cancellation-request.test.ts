import { describe, expect, it } from 'vitest';
import {
  canAskToCancel,
  cancellationRequestOf,
  knownTravellerNames,
  requestedTravellers,
} from './cancellation';

describe('canAskToCancel', () => {
  it('is open for a new, contacted or confirmed booking until the departure day', () => {
    for (const status of ['new', 'contacted', 'confirmed']) {
      expect(canAskToCancel(status, '2027-03-10', '2027-03-09')).toBe(true);
    }
    expect(canAskToCancel('confirmed', '2027-03-10', '2027-03-10')).toBe(false);
    expect(canAskToCancel('cancelled', '2027-03-10', '2027-01-01')).toBe(false);
    expect(canAskToCancel('completed', '2027-03-10', '2027-01-01')).toBe(false);
  });
});

describe('requestedTravellers', () => {
  const known = ['Amina HADDAD', 'Omar HADDAD'];
  it('counts every traveller for all, the names ticked or the count for some', () => {
    expect(requestedTravellers({ scope: 'all' }, 2, known)).toEqual({
      travellers: 2,
      names: known,
    });
    expect(requestedTravellers({ scope: 'some', names: ['Omar HADDAD'] }, 2, known)).toEqual({
      travellers: 1,
      names: ['Omar HADDAD'],
    });
    expect(requestedTravellers({ scope: 'some', travellers: 1 }, 3, [])).toEqual({
      travellers: 1,
      names: [],
    });
  });
});

describe('knownTravellerNames', () => {
  it('names every traveller, or none when one has no name yet', () => {
    const amina = { givenNames: 'Amina', surname: 'Haddad' };
    expect(knownTravellerNames([amina, { givenNames: 'Omar', surname: 'haddad' }], 2)).toEqual([
      'Amina HADDAD',
      'Omar HADDAD',
    ]);
    expect(knownTravellerNames([amina, { givenNames: '', surname: '' }], 2)).toEqual([]);
    expect(knownTravellerNames([amina], 2)).toEqual([]);
  });
});

describe('cancellationRequestOf', () => {
  it('reads a stored request and nothing else', () => {
    const at = '2027-01-05T10:00:00.000Z';
    expect(
      cancellationRequestOf({ travellers: 1, names: ['A B'], reason: 'r', by: 'pilgrim', at }),
    ).toEqual({ travellers: 1, names: ['A B'], reason: 'r', by: 'pilgrim', at });
    expect(cancellationRequestOf(null)).toBeNull();
    expect(cancellationRequestOf({ reason: 'r' })).toBeNull();
  });
});
