import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants', () => {
  it('match the spec limits', () => {
    expect(c.PASSPORT_MAX_BYTES).toBe(5_242_880);
    expect(c.UPLOAD_MAX_BYTES).toBe(5_242_880);
    expect(c.PASSPORT_EXTENSIONS).toEqual(['.pdf', '.jpg', '.jpeg', '.png']);
    expect([c.TRAVELERS_MIN, c.TRAVELERS_MAX, c.TRAVELERS_DEFAULT]).toEqual([1, 10, 1]);
    expect(c.PASSWORD_MIN_LENGTH).toBe(12); // issue 24 (the spec said 6)
    expect([c.RATING_MIN, c.RATING_MAX, c.RATING_DEFAULT]).toEqual([1, 5, 5]);
    expect([c.CONTACT_SUBMIT_DELAY_MS, c.BOOKING_SUBMIT_DELAY_MS]).toEqual([1000, 1500]);
    expect(c.SCROLL_THRESHOLD_PX).toBe(20);
    expect(c.BLOG_SKELETON_COUNT).toBe(3);
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

  it('lists office hours Monday-Friday, Saturday, Sunday closed', () => {
    expect(c.OFFICE_HOURS).toEqual([
      { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM' },
      { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });
});

describe('OPENING_HOURS', () => {
  it('says what OFFICE_HOURS shows: weekdays 9 to 6, Saturday 10 to 4, Sunday closed', async () => {
    const { OFFICE_HOURS, OPENING_HOURS } = await import('./constants');
    const shown = (time: string) => {
      const [h = 0, m = 0] = time.split(':').map(Number);
      return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
    };
    expect(OPENING_HOURS.map((o) => `${shown(o.opens)} - ${shown(o.closes)}`)).toEqual(
      OFFICE_HOURS.filter((o) => o.hours !== 'Closed').map((o) => o.hours),
    );
    expect(OPENING_HOURS.flatMap((o) => o.days)).not.toContain('Sunday');
  });

  it('counts the days a week the office answers (the support claim says it)', async () => {
    const { OPEN_DAYS_PER_WEEK } = await import('./constants');
    expect(OPEN_DAYS_PER_WEEK).toBe(6);
  });
});
