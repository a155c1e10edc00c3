import { describe, expect, it } from 'vitest';
import { pricingOptions, suggestedTotal } from './pricing';

describe('pricingOptions', () => {
  const quad = { kind: 'quad', price: 2000, roomSize: 4 };
  const triple = { kind: 'triple', price: 2500, roomSize: 3 };
  const double = { kind: 'double', price: 3000, roomSize: 2 };
  const standard = { kind: 'standard', price: 1800, roomSize: null };

  it.each([
    [null, null, null, [standard]],
    [2000, null, null, [quad]],
    [null, 2500, null, [triple]],
    [null, null, 3000, [double]],
    [2000, 2500, null, [quad, triple]],
    [2000, null, 3000, [quad, double]],
    [null, 2500, 3000, [triple, double]],
    [2000, 2500, 3000, [quad, triple, double]],
  ])('quad=%s triple=%s double=%s', (quadPrice, triplePrice, doublePrice, expected) => {
    expect(pricingOptions({ price: 1800, quadPrice, triplePrice, doublePrice })).toEqual(expected);
  });

  it('treats missing prices like null and 0 as a real price', () => {
    expect(pricingOptions({ price: 1800 })).toEqual([standard]);
    expect(pricingOptions({ price: 1800, doublePrice: 0 })).toEqual([{ ...double, price: 0 }]);
  });
});

describe('suggestedTotal', () => {
  const pkg = { price: 9000, quadPrice: 7450, triplePrice: 8200, doublePrice: null };

  it('is the agreed room’s price per person × the travellers', () => {
    expect(suggestedTotal(pkg, 'triple', 3)).toEqual({ perPerson: 8200, total: 24600 });
    expect(suggestedTotal(pkg, 'quad', 4)).toEqual({ perPerson: 7450, total: 29800 });
  });

  it('uses the base price when the package prices no room', () => {
    const plain = { price: 5000, quadPrice: null, triplePrice: null, doublePrice: null };
    expect(suggestedTotal(plain, 'double', 2)).toEqual({ perPerson: 5000, total: 10000 });
  });

  it('suggests nothing for a room the package does not price, or no travellers', () => {
    expect(suggestedTotal(pkg, 'double', 2)).toBeNull();
    expect(suggestedTotal(pkg, 'triple', 0)).toBeNull();
    expect(suggestedTotal(pkg, 'triple', Number.NaN)).toBeNull();
  });
});
