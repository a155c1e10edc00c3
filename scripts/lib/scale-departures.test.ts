import {
  bookingTally,
  seatsLeft,
  sumTallies,
  type BookingTally,
  type ManualHold,
} from '@umrah/domain/model/departures';
import { isSlug } from '@umrah/domain/model/slugify';
import { departureSchema } from '@umrah/domain/schemas/departure';
import { packageSchema } from '@umrah/domain/schemas/package';
import { describe, expect, it } from 'vitest';
import { bookingDoc } from '../../functions/test-support/bulk-inbox';
import {
  scaleDepartureDoc,
  scalePackageDoc,
  spreadBookings,
  type ScaleDepartureShape,
} from './scale-departures';

const shape: ScaleDepartureShape = {
  packages: 30,
  departuresPerPackage: 12,
  pastPerPackage: 3,
  bookings: 2_000,
  today: '2026-11-26',
};
const now = Date.UTC(2026, 10, 26);
const departures = shape.packages * shape.departuresPerPackage;
const bookings = Array.from({ length: shape.bookings }, (_, i) => bookingDoc(i, {} as never));
const { bookedSeats, tallies, links } = spreadBookings(shape, (i) => ({
  status: bookings[i]!['status'] as string,
  numberOfTravelers: bookings[i]!['numberOfTravelers'] as number,
  payment: bookings[i]!['payment'] as { status?: string } | null,
}));
const docs = Array.from({ length: departures }, (_, k) =>
  scaleDepartureDoc(k, shape, bookedSeats[k]!, now, tallies[k]),
);
const linked = bookings.map((b, i) => ({ ...b, ...links(i) }));

describe('scale departures', () => {
  it('copies seed packages as valid, published packages with their own slugs', () => {
    const slugs = new Set<string>();
    for (let i = 0; i < shape.packages; i++) {
      const { createdAt: _c, updatedAt: _u, ...pkg } = scalePackageDoc(i, now);
      expect(() => packageSchema.validateSync(pkg)).not.toThrow();
      expect(isSlug(pkg['slug'])).toBe(true);
      expect(pkg['isPublished']).toBe(true);
      slugs.add(pkg['slug'] as string);
    }
    expect(slugs.size).toBe(shape.packages);
  });

  it('gives each package its past and upcoming departures, valid for the admin form', () => {
    docs.forEach((d, k) => {
      expect(() => departureSchema.validateSync(d, { stripUnknown: true })).not.toThrow();
      const j = k % shape.departuresPerPackage;
      expect(d['departureDate'] < shape.today).toBe(j < shape.pastPerPackage);
    });
  });

  it('keeps booked seats equal to the confirmed and completed travellers, never oversold', () => {
    const confirmed = new Map<string, number>();
    for (const b of linked) {
      if (b['status'] === 'confirmed' || b['status'] === 'completed') {
        const id = b['departureId'] as string;
        confirmed.set(id, (confirmed.get(id) ?? 0) + (b['numberOfTravelers'] as number));
      }
    }
    docs.forEach((d, k) => {
      const id = `sdp${String(k).padStart(6, '0')}`;
      expect(d['bookedSeats']).toBe(confirmed.get(id) ?? 0);
      const seats = {
        capacity: d['capacity'] as number,
        bookedSeats: d['bookedSeats'] as number,
        manualHolds: d['manualHolds'] as ManualHold[],
      };
      expect(seatsLeft(seats)).toBeGreaterThanOrEqual(0);
    });
  });

  it('keeps each tally equal to its bookings counted afresh, every booking marked counted', () => {
    docs.forEach((d, k) => {
      const id = `sdp${String(k).padStart(6, '0')}`;
      const own = linked.filter((b) => b['departureId'] === id);
      expect(d['tally']).toEqual(
        sumTallies(
          own.map((b) =>
            bookingTally({
              status: b['status'] as string,
              numberOfTravelers: b['numberOfTravelers'] as number,
              waitingList: b['waitingList'] as boolean,
              paymentStatus: (b['payment'] as { status?: string } | null)?.status ?? null,
            }),
          ),
        ),
      );
      expect(own.every((b) => b['tallied'] === true)).toBe(true);
    });
    const total = sumTallies(docs.map((d) => d['tally'] as BookingTally));
    expect(total.requested + total.waiting).toBeGreaterThan(0);
  });

  it('mixes statuses, holds, sold-out departures and waiting lists', () => {
    const sold = docs.filter(
      (d) =>
        seatsLeft({
          capacity: d['capacity'] as number,
          bookedSeats: d['bookedSeats'] as number,
          manualHolds: d['manualHolds'] as ManualHold[],
        }) === 0,
    );
    expect(sold.length).toBeGreaterThan(departures / 10);
    expect(new Set(docs.map((d) => d['status']))).toEqual(
      new Set(['open', 'guaranteed', 'closed']),
    );
    expect(docs.filter((d) => (d['manualHolds'] as unknown[]).length).length).toBeGreaterThan(0);
    expect(linked.some((b) => b['waitingList'])).toBe(true);
    // Every departure has bookings, and every booking names its package and departure.
    expect(new Set(linked.map((b) => b['departureId'])).size).toBe(departures);
  });
});
