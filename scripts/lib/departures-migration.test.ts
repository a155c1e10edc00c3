import { describe, expect, it } from 'vitest';
import { migratedDepartureId, planDeparturesMigration } from './departures-migration';

const pkg = {
  id: 'p1',
  title: 'Ramadan',
  departureDate: '2027-02-25',
  returnDate: '2027-03-12',
  seatsLeft: 4,
  nightsInMakkah: 11,
  nightsInMadina: 3,
  airports: 'Toronto (YYZ)\nMontreal (YUL)',
};
const bookings = [
  { id: 'b1', status: 'confirmed', numberOfTravelers: 2, payment: { travellers: 3 } },
  { id: 'b2', status: 'new', numberOfTravelers: 2 },
  { id: 'b3', status: 'cancelled', numberOfTravelers: 5 },
];

describe('the departures migration', () => {
  it('makes one departure of the package date, keeping the seats left, and links its bookings', () => {
    const plan = planDeparturesMigration(pkg, false, bookings);
    expect(plan.create).toMatchObject({
      departureDate: '2027-02-25',
      returnDate: '2027-03-12',
      capacity: 7,
      bookedSeats: 3,
      status: 'open',
    });
    expect(plan.create?.flights.departureAirport).toBe('Toronto (YYZ)');
    expect(plan.links).toEqual([
      { id: 'b1', departureId: migratedDepartureId('p1'), seatsHeld: 3 },
      { id: 'b2', departureId: 'p1-first', seatsHeld: 0 },
      { id: 'b3', departureId: 'p1-first', seatsHeld: 0 },
    ]);
  });

  it('changes nothing the second time', () => {
    const linked = bookings.map((b) => ({ ...b, departureId: 'p1-first' }));
    expect(planDeparturesMigration(pkg, true, linked)).toMatchObject({
      create: null,
      addSeats: 0,
      links: [],
    });
  });

  it('links a booking stored since, adding its seats to the existing departure', () => {
    const plan = planDeparturesMigration(pkg, true, [
      { id: 'b4', status: 'confirmed', numberOfTravelers: 2 },
    ]);
    expect(plan).toMatchObject({ create: null, addSeats: 2 });
  });

  it('leaves a package without a date alone, and gives an open one a default capacity to check', () => {
    expect(
      planDeparturesMigration({ ...pkg, departureDate: null }, false, bookings).create,
    ).toBeNull();
    const open = planDeparturesMigration({ ...pkg, seatsLeft: null, returnDate: null }, false, []);
    expect(open.create).toMatchObject({ capacity: 40, returnDate: '2027-03-12' });
    expect(open.notes[0]).toMatch(/capacity set to 40/);
  });
});
