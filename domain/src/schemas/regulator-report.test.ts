import { describe, expect, it } from 'vitest';
import { regulatorReportQuerySchema } from './regulator-report';

const check = (q: Record<string, string>) =>
  regulatorReportQuerySchema.validate(q).then(
    () => 'ok',
    (e: Error) => e.message,
  );

describe("the regulators' report's period", () => {
  it('takes two days in order, at most two years apart, and a language', async () => {
    expect(await check({ from: '2026-01-01', to: '2026-06-30', lang: 'fr' })).toBe('ok');
    expect(await check({ from: '2026-01-01', to: '2026-01-01' })).toBe('ok');
    expect(await check({ from: '2026-07-01', to: '2026-06-30' })).toBe(
      'To must be on or after From',
    );
    expect(await check({ from: '2026-01-01', to: '2028-01-01' })).toBe(
      'The period must be at most 2 years',
    );
    expect(await check({ from: '2026-02-30', to: '2026-06-30' })).toBe(
      'From must be a date (YYYY-MM-DD)',
    );
    expect(await check({ to: '2026-06-30' })).toBe('From is required');
    expect(await check({ from: '2026-01-01', to: '2026-06-30', lang: 'ar' })).toBe(
      'Language must be en or fr',
    );
  });
});
