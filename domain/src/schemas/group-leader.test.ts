import { describe, expect, it } from 'vitest';
import { groupLeaderSchema, groupSchema } from './group-leader';

describe('groupLeaderSchema', () => {
  it('takes a leader', () => {
    const v = groupLeaderSchema.validateSync({
      name: 'Imam Yusuf Diallo',
      organisation: 'Masjid Al-Noor',
      email: 'yusuf@example.com',
      phone: '+1 514 555 0101',
      language: 'fr',
    });
    expect(v.language).toBe('fr');
  });
  it('refuses a language other than EN/FR', () => {
    expect(() =>
      groupLeaderSchema.validateSync({
        name: 'Yusuf',
        organisation: '',
        email: 'y@example.com',
        phone: '5145550101',
        language: 'ar',
      }),
    ).toThrow('Language must be English or French');
  });
});

describe('groupSchema', () => {
  const base = {
    leaderId: 'l1',
    departureId: 'd1',
    name: 'Masjid Al-Noor',
    pricePerTraveller: 3000,
    priceSteps: [{ minTravellers: 10, pricePerTraveller: 2800 }],
    privateDeparture: true,
  };
  it('takes a group with steps', () => {
    expect(groupSchema.validateSync(base).priceSteps).toHaveLength(1);
  });
  it('refuses a step that does not lower the price', () => {
    expect(() =>
      groupSchema.validateSync({
        ...base,
        priceSteps: [{ minTravellers: 10, pricePerTraveller: 3000 }],
      }),
    ).toThrow('below the price per traveller');
  });
  it('refuses two steps at one size', () => {
    expect(() =>
      groupSchema.validateSync({
        ...base,
        priceSteps: [
          { minTravellers: 10, pricePerTraveller: 2800 },
          { minTravellers: 10, pricePerTraveller: 2700 },
        ],
      }),
    ).toThrow('its own group size');
  });
});
