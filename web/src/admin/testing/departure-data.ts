import type { Departure, DepartureDetail, DepartureSummary } from '@umrah/domain/model/departures';

/** A stored departure as the admin API answers it (40 seats, 10 held: 8 booked, 2 by hand). */
export function aDeparture(overrides: Partial<DepartureSummary> = {}): DepartureSummary {
  const base: Departure = {
    id: 'd1',
    packageId: 'p1',
    departureDate: '2027-03-05',
    returnDate: '2027-03-16',
    flights: {
      airline: 'Saudia',
      flightNumbers: 'SV 72 / SV 71',
      departureAirport: 'YUL',
      departureTime: '18:45',
      connections: 'via Jeddah',
      legs: [],
    },
    capacity: 40,
    prices: { quad: null, triple: null, double: 3400, singleSupplement: null },
    depositDueDate: null,
    balanceDueDate: null,
    status: 'open',
    notes: '',
    fr: null,
    paymentPlan: null,
    cancellationPolicy: null,
    bookedSeats: 8,
    tally: { requested: 3, waiting: 2, paidInFull: 1 },
    manualHolds: [
      { id: 'h1', label: 'Tour leader', seats: 2, at: '2026-11-20T10:00:00.000Z', by: 'admin' },
    ],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
  return {
    ...base,
    packageTitle: 'Ramadan Umrah',
    counts: { capacity: 40, held: 10, left: 30, requested: 3, waiting: 2, paidInFull: 1 },
    ...overrides,
  };
}

export function aDepartureDetail(overrides: Partial<DepartureDetail> = {}): DepartureDetail {
  return { ...aDeparture(), bookings: [], waitingList: [], ...overrides };
}
