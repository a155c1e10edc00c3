import { describe, expect, it } from 'vitest';
import { packageTitleOf } from './booking-facts';

const view = {
  packageTitle: 'Ramadan Last Ten Nights',
};

describe('the facts the pay and trip pages share', () => {
  it('names the package by its French title on the French page, else marks the English one', () => {
    const fr = { ...view, packageTitleFr: ' Dix dernières nuits ' };
    expect(packageTitleOf(fr, 'fr-CA')).toEqual({ title: 'Dix dernières nuits', lang: undefined });
    expect(packageTitleOf(fr, 'en-CA')).toEqual({ title: view.packageTitle, lang: undefined });
    expect(packageTitleOf({ ...view, packageTitleFr: ' ' }, 'fr-CA')).toEqual({
      title: view.packageTitle,
      lang: 'en',
    });
    expect(packageTitleOf(view, 'fr-CA').lang).toBe('en');
  });
});
