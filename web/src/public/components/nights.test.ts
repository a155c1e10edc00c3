import { translatorFor } from '@umrah/i18n/translate';
import { describe, expect, it } from 'vitest';
import { nightsLabel } from './nights';

describe('nights', () => {
  it('say nights in English exactly as nightsLabel does', () => {
    const en = translatorFor('en-CA');
    for (let n = 0; n <= 30; n++) expect(en('count.nights', { count: n })).toBe(nightsLabel(n));
  });
});
