import { describe, expect, it } from 'vitest';
import {
  SECOND_FACTOR_GRACE_DAYS_DEFAULT,
  secondFactorCodeSchema,
  secondFactorGraceDaysOf,
} from './second-factor';
import { settingsSchema } from './settings';
import { parseWith } from './validation';

describe('secondFactorGraceDaysOf', () => {
  it('reads the setting, or gives the default for blank or unusable text', () => {
    expect(secondFactorGraceDaysOf('7')).toBe(7);
    expect(secondFactorGraceDaysOf('0')).toBe(0);
    for (const t of ['', null, undefined, 'x', '-1', '999']) {
      expect(secondFactorGraceDaysOf(t)).toBe(SECOND_FACTOR_GRACE_DAYS_DEFAULT);
    }
  });

  it('is checked in the settings form', () => {
    expect(parseWith(settingsSchema, { secondFactorGraceDays: '30' }).ok).toBe(true);
    const r = parseWith(settingsSchema, { secondFactorGraceDays: 'x1' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.secondFactorGraceDays).toMatch(/whole number of days from 0 to 90/);
  });
});

describe('secondFactorCodeSchema', () => {
  it('takes a code as apps show it (spaces) or a recovery code (dashes, any case)', () => {
    expect(parseWith(secondFactorCodeSchema, { code: '123 456' })).toEqual({
      ok: true,
      value: { code: '123456' },
    });
    expect(parseWith(secondFactorCodeSchema, { code: 'ABCD-EFGH-JK' })).toEqual({
      ok: true,
      value: { code: 'abcdefghjk' },
    });
    expect(parseWith(secondFactorCodeSchema, {}).ok).toBe(false);
  });
});
