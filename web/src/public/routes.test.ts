import { describe, expect, it } from 'vitest';
import { canonicalAddress } from './routes';

describe('canonicalAddress', () => {
  it('keeps /packages’ filters, in the address’s order', () => {
    expect(canonicalAddress('/packages?month=2027-03&sort=price')).toBe(
      '/packages?month=2027-03&sort=price',
    );
    expect(canonicalAddress('/packages?sort=distance&ramadan=1&airport=YYZ')).toBe(
      '/packages?airport=YYZ&ramadan=1&sort=distance',
    );
  });

  it('drops the empty fields a plain GET form sends, unreadable values and other parameters', () => {
    expect(
      canonicalAddress(
        '/packages?month=&priceMin=&priceMax=2500&nights=&stars=&airport=&sort=price',
      ),
    ).toBe('/packages?priceMax=2500&sort=price');
    expect(canonicalAddress('/packages?month=never&stars=9&utm_source=x')).toBe('/packages');
    expect(canonicalAddress('/packages/')).toBe('/packages');
  });

  it('leaves the other pages’ queries as before', () => {
    expect(canonicalAddress('/booking?package=ramadan&room=quad&ref=mail')).toBe(
      '/booking?package=ramadan&room=quad',
    );
    expect(canonicalAddress('/blogs?page=2')).toBe('/blogs');
  });
});
