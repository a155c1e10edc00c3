import { OPENING_HOURS } from '@umrah/domain/model/constants';
import { translatorFor } from '@umrah/i18n/translate';
import { describe, expect, it } from 'vitest';
import { OFFICE_HOURS_MESSAGES } from './office-hours';

describe('the office hours', () => {
  it('say in English exactly the times of OPENING_HOURS, Sunday closed', () => {
    const t = translatorFor('en-CA');
    const shown = (time: string) => {
      const [h = 0, m = 0] = time.split(':').map(Number);
      return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
    };
    const open = OPENING_HOURS.map((o) => ({
      days: o.days.length > 1 ? `${o.days[0]} - ${o.days.at(-1)}` : o.days[0],
      hours: `${shown(o.opens)} - ${shown(o.closes)}`,
    }));
    expect(
      OFFICE_HOURS_MESSAGES.map((row) => ({ days: t(row.days), hours: t(row.hours) })),
    ).toEqual([...open, { days: 'Sunday', hours: 'Closed' }]);
  });
});
