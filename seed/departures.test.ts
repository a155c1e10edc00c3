import { departureAvailability } from '@umrah/domain/model/departures';
import { departureSchema } from '@umrah/domain/schemas/departure';
import { describe, expect, it } from 'vitest';
import { seedPackages } from './content';
import { seedDepartures } from './departures';

const asStored = (seed: (typeof seedDepartures)[number]) => ({
  capacity: seed.departure.capacity,
  bookedSeats: 0,
  manualHolds: (seed.holds ?? []).map((h) => ({ ...h, id: '', at: '', by: '' })),
  status: seed.departure.status ?? 'open',
});

describe('seed departures', () => {
  it('are valid departures of seeded packages, with unique ids', () => {
    for (const seed of seedDepartures) {
      expect(() => departureSchema.validateSync(seed.departure), seed.id).not.toThrow();
      expect(
        seedPackages.some((p) => p.slug === seed.packageSlug),
        seed.id,
      ).toBe(true);
    }
    expect(new Set(seedDepartures.map((s) => s.id)).size).toBe(seedDepartures.length);
  });

  it('show every case: nearly full, sold out with a waiting list, guaranteed, in Ramadan 2027', () => {
    const shown = seedDepartures.map((s) => departureAvailability(asStored(s), 5));
    expect(shown).toContain('few');
    expect(shown).toContain('guaranteed');
    const soldOut = seedDepartures.filter((_s, i) => shown[i] === 'sold-out');
    expect(soldOut.some((s) => (s.waiting ?? []).length > 0)).toBe(true);
    // Ramadan 1448 runs about 8 February to 9 March 2027.
    expect(
      seedDepartures.some(
        (s) =>
          s.departure.departureDate >= '2027-02-07' && s.departure.departureDate <= '2027-03-09',
      ),
    ).toBe(true);
    // Several packages have more than one date.
    const perPackage = new Map<string, number>();
    for (const s of seedDepartures)
      perPackage.set(s.packageSlug, (perPackage.get(s.packageSlug) ?? 0) + 1);
    expect([...perPackage.values()].filter((n) => n > 1).length).toBeGreaterThan(1);
  });
});
