import { OFFICE_HOURS } from '@umrah/domain/constants';
import { translatorFor } from '@umrah/i18n/translate';
import { describe, expect, it } from 'vitest';
import { OFFICE_HOURS_MESSAGES } from './office-hours';

describe('the office hours', () => {
  it('say in English exactly what OFFICE_HOURS says', () => {
    const t = translatorFor('en-CA');
    expect(
      OFFICE_HOURS_MESSAGES.map((row) => ({ days: t(row.days), hours: t(row.hours) })),
    ).toEqual(OFFICE_HOURS);
  });
});
