import { describe, expect, it } from 'vitest';
import { pricingOptions } from './pricing';

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
