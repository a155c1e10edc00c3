import { describe, expect, it } from 'vitest';
import {
  copyDepartureSchema,
  departureSchema,
  moveBookingSchema,
  seatHoldSchema,
} from './departure';
import { parseWith } from './validation';

describe('departureSchema', () => {
  it('fills what staff leave blank: no return date yet, package prices, settings terms, open', () => {
    const r = parseWith(departureSchema, { departureDate: '2027-02-25', capacity: '40' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual({
      departureDate: '2027-02-25',
      returnDate: null,
      flights: {
        airline: '',
        flightNumbers: '',
        departureAirport: '',
        departureTime: '',
        connections: '',
        legs: [],
      },
      capacity: 40,
      prices: { quad: null, triple: null, double: null, singleSupplement: null },
      depositDueDate: null,
      balanceDueDate: null,
      status: 'open',
      notes: '',
      fr: null,
      paymentPlan: null,
      cancellationPolicy: null,
    });
  });

  it('stores the French notes and connections with French punctuation spacing', () => {
    const r = parseWith(departureSchema, {
      departureDate: '2027-02-25',
      capacity: '40',
      fr: { notes: 'Départ groupé : rendez-vous à 5 h !', connections: 'Escale : Istanbul' },
    });
    expect(r.ok && r.value.fr).toEqual({
      notes: 'Départ groupé\u00a0: rendez-vous à 5 h\u202f!',
      connections: 'Escale\u00a0: Istanbul',
    });
  });

  it('names each wrong field with a clear message', () => {
    const r = parseWith(departureSchema, {
      departureDate: '2027-02-25',
      returnDate: '2027-02-20',
      capacity: 0,
      flights: { departureTime: '25:00' },
      prices: { quad: -1 },
      depositDueDate: '2027-03-01',
      balanceDueDate: '2027-01-01',
      status: 'full',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      returnDate: 'Return date cannot be before the departure date',
      capacity: expect.stringMatching(/^Capacity must be/),
      'flights.departureTime': 'Departure time must be a time like 18:45',
      'prices.quad': expect.stringMatching(/^Quad price must be/),
      depositDueDate: 'Deposit due date must be on or before the departure date',
      balanceDueDate: 'Balance due date cannot be before the deposit due date',
      status: 'Status must be one of open, guaranteed, closed',
    });
  });

  it('never sets a departure cancelled: that is the agency’s decision with its bookings', () => {
    const r = parseWith(departureSchema, {
      departureDate: '2027-02-25',
      capacity: 40,
      status: 'cancelled',
    });
    expect(r.ok || r.errors.status).toBe('Status must be one of open, guaranteed, closed');
  });

  it('requires a departure date', () => {
    const r = parseWith(departureSchema, { capacity: 10 });
    expect(r.ok || r.errors.departureDate).toBe('Departure date is required');
  });
});

describe('the other departure bodies', () => {
  it('copy needs the new date', () => {
    expect(parseWith(copyDepartureSchema, { departureDate: '2027-03-10' }).ok).toBe(true);
    const r = parseWith(copyDepartureSchema, { departureDate: 'soon' });
    expect(r.ok || r.errors.departureDate).toBe('Departure date must be a valid date (YYYY-MM-DD)');
  });

  it('a hold needs who it is for and at least one seat', () => {
    const r = parseWith(seatHoldSchema, { label: ' ', seats: 0 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.label).toBe('Label is required (who the seats are for)');
    expect(r.errors.seats).toMatch(/^Seats must be/);
  });

  it('a move names the departure; the reason to skip the waiting list is optional', () => {
    const r = parseWith(moveBookingSchema, { departureId: 'd1' });
    expect(r.ok && r.value).toEqual({ departureId: 'd1', skipReason: '' });
    const missing = parseWith(moveBookingSchema, {});
    expect(missing.ok || missing.errors.departureId).toBe('Departure is required');
  });

  it('takes flight legs with their local times, and refuses a time that is not one', () => {
    const base = { departureDate: '2027-02-25', capacity: 40 };
    const leg = {
      direction: 'outbound',
      flightNumber: 'SV 72',
      from: 'YYZ',
      to: 'JED',
      departsAt: '2027-02-25T21:40',
      arrivesAt: '2027-02-26T17:10',
    };
    const ok = parseWith(departureSchema, { ...base, flights: { legs: [leg] } });
    expect(ok.ok && ok.value.flights.legs).toEqual([leg]);
    const bad = parseWith(departureSchema, {
      ...base,
      flights: { legs: [{ ...leg, departsAt: '25/02/2027 21:40', direction: 'sideways' }] },
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(Object.keys(bad.errors).sort()).toEqual([
        'flights.legs[0].departsAt',
        'flights.legs[0].direction',
      ]);
  });
});
