import { describe, expect, it } from 'vitest';
import {
  DEPARTURE_FORM_STATUSES,
  isListedDeparture,
  availabilityOfSeats,
  bookingSeats,
  copiedDeparture,
  groupArrival,
  groupDeparture,
  legTime,
  defaultReturnDate,
  departureAvailability,
  isUpcoming,
  nextDeparture,
  NO_TALLY,
  bookingTally,
  seatDeltas,
  sumTallies,
  tallyDeltas,
  seatsFit,
  seatsHeld,
  seatsLeft,
  takesOnlyWaitingList,
  waitingListReason,
  waitingAhead,
  waitingListForDeparture,
  waitingOrder,
  withNextDeparture,
  type DepartureFields,
  type PublicDeparture,
} from './departures';

const hold = (seats: number) => ({ id: 'h', label: 'Tour leader', seats, at: '', by: 'admin' });
const dep = (capacity: number, bookedSeats: number, holds: number[] = []) => ({
  capacity,
  bookedSeats,
  manualHolds: holds.map(hold),
  status: 'open' as const,
});

describe('seats', () => {
  it('held = confirmed travellers + staff holds; left = capacity − held, never below 0', () => {
    const d = dep(40, 30, [2, 3]);
    expect(seatsHeld(d)).toBe(35);
    expect(seatsLeft(d)).toBe(5);
    expect(seatsLeft(dep(10, 12))).toBe(0);
  });

  it('fit only up to the seats left; freeing seats always fits', () => {
    expect(seatsFit(dep(3, 2), 1)).toBe(true);
    expect(seatsFit(dep(3, 2), 2)).toBe(false);
    expect(seatsFit(dep(3, 5), -2)).toBe(true);
    expect(seatsFit(dep(3, 3), 0)).toBe(true);
  });

  it('a booking holds its travellers once confirmed, nothing while requested or cancelled', () => {
    const b = { departureId: 'd1', travellers: 3 };
    expect(bookingSeats({ ...b, status: 'confirmed' })).toBe(3);
    expect(bookingSeats({ ...b, status: 'completed' })).toBe(3);
    expect(bookingSeats({ ...b, status: 'new' })).toBe(0);
    expect(bookingSeats({ ...b, status: 'contacted' })).toBe(0);
    expect(bookingSeats({ ...b, status: 'cancelled' })).toBe(0);
    expect(bookingSeats({ departureId: null, travellers: 3, status: 'confirmed' })).toBe(0);
  });

  it('moves seats by the difference on each departure of a change', () => {
    const claim = (departureId: string, seats: number) => ({ departureId, seats, tally: NO_TALLY });
    expect([...seatDeltas({ from: claim('a', 2), to: claim('a', 3) })]).toEqual([['a', 1]]);
    expect([...seatDeltas({ from: claim('a', 2), to: claim('b', 2) })]).toEqual([
      ['a', -2],
      ['b', 2],
    ]);
    expect([...seatDeltas({ from: claim('a', 2), to: null })]).toEqual([['a', -2]]);
    expect(seatDeltas({ from: claim('a', 2), to: claim('a', 2) }).size).toBe(0);
  });
});

describe('the tally a departure keeps', () => {
  const request = { status: 'new', numberOfTravelers: 3 };

  it('counts a request, a waiting request and a booking paid in full, each once', () => {
    expect(bookingTally(request)).toEqual({ requested: 3, waiting: 0, paidInFull: 0 });
    expect(bookingTally({ ...request, status: 'contacted', waitingList: true })).toEqual({
      requested: 0,
      waiting: 3,
      paidInFull: 0,
    });
    expect(bookingTally({ ...request, status: 'confirmed', paymentStatus: 'balance-due' })).toEqual(
      NO_TALLY,
    );
    expect(bookingTally({ ...request, status: 'confirmed', paymentStatus: 'paid' })).toEqual({
      requested: 0,
      waiting: 0,
      paidInFull: 1,
    });
    expect(bookingTally({ ...request, status: 'cancelled', paymentStatus: 'paid' })).toEqual(
      NO_TALLY,
    );
    expect(
      sumTallies([
        bookingTally(request),
        bookingTally({ ...request, waitingList: true, numberOfTravelers: 2 }),
        bookingTally({ ...request, status: 'confirmed', paymentStatus: 'paid' }),
      ]),
    ).toEqual({ requested: 3, waiting: 2, paidInFull: 1 });
  });

  it('moves by the difference: a confirmation, a move and a payment in full', () => {
    const claim = (departureId: string, b: Parameters<typeof bookingTally>[0]) => ({
      departureId,
      seats: 0,
      tally: bookingTally(b),
    });
    const confirmed = { ...request, status: 'confirmed', paymentStatus: 'deposit-due' };
    expect([...tallyDeltas({ from: claim('a', request), to: claim('a', confirmed) })]).toEqual([
      ['a', { requested: -3, waiting: 0, paidInFull: 0 }],
    ]);
    expect([...tallyDeltas({ from: claim('a', request), to: claim('b', request) })]).toEqual([
      ['a', { requested: -3, waiting: 0, paidInFull: 0 }],
      ['b', { requested: 3, waiting: 0, paidInFull: 0 }],
    ]);
    const paid = { ...confirmed, paymentStatus: 'paid' };
    expect([...tallyDeltas({ from: claim('a', confirmed), to: claim('a', paid) })]).toEqual([
      ['a', { requested: 0, waiting: 0, paidInFull: 1 }],
    ]);
    // A payment that leaves the booking short of paid in full moves nothing.
    expect(tallyDeltas({ from: claim('a', confirmed), to: claim('a', confirmed) }).size).toBe(0);
  });
});

describe('availability', () => {
  it('reads sold out, closed, few, guaranteed or available', () => {
    expect(departureAvailability(dep(10, 10), 5)).toBe('sold-out');
    expect(departureAvailability({ ...dep(10, 2), status: 'closed' }, 5)).toBe('closed');
    expect(departureAvailability(dep(10, 6), 5)).toBe('few');
    expect(departureAvailability({ ...dep(40, 6), status: 'guaranteed' }, 5)).toBe('guaranteed');
    expect(departureAvailability(dep(40, 6), 5)).toBe('available');
    // No seat outranks guaranteed: it cannot be booked.
    expect(availabilityOfSeats(0, 'guaranteed', 5)).toBe('sold-out');
  });

  it('sends requests for sold-out or closed departures to the waiting list only', () => {
    expect(takesOnlyWaitingList(dep(3, 3))).toBe(true);
    expect(takesOnlyWaitingList({ ...dep(30, 3), status: 'closed' })).toBe(true);
    expect(waitingListForDeparture(dep(3, 3), false)).toBeNull();
    expect(waitingListForDeparture(dep(3, 3), true)).toBe(true);
    expect(waitingListForDeparture(dep(30, 3), true)).toBe(false);
  });

  it('says a closed departure is closed, not full, even with no seat left', () => {
    expect(waitingListReason({ ...dep(30, 3), status: 'closed' })).toBe('closed');
    expect(waitingListReason({ ...dep(3, 3), status: 'closed' })).toBe('closed');
    expect(waitingListReason(dep(3, 3))).toBe('full');
    expect(waitingListReason(dep(30, 3))).toBeNull();
  });
});

describe('dates', () => {
  it('is upcoming through its departure day', () => {
    expect(isUpcoming({ departureDate: '2027-02-10' }, '2027-02-10')).toBe(true);
    expect(isUpcoming({ departureDate: '2027-02-09' }, '2027-02-10')).toBe(false);
  });

  it('returns after the package nights and the night flight out', () => {
    expect(defaultReturnDate('2027-02-25', { nightsInMakkah: 11, nightsInMadina: 3 })).toBe(
      '2027-03-12',
    );
  });

  it('finds the next upcoming departure', () => {
    const list = [
      { departureDate: '2027-05-01' },
      { departureDate: '2026-01-01' },
      { departureDate: '2027-03-01' },
    ];
    expect(nextDeparture(list, '2026-12-01')?.departureDate).toBe('2027-03-01');
    expect(nextDeparture(list, '2028-01-01')).toBeNull();
  });

  it('copies a departure to a later date with its deadlines shifted alike, open', () => {
    const d: DepartureFields = {
      departureDate: '2027-02-10',
      returnDate: '2027-02-24',
      flights: {
        airline: 'Saudia',
        flightNumbers: 'SV 72',
        departureAirport: 'YYZ',
        departureTime: '18:45',
        connections: '',
        legs: [
          {
            direction: 'outbound',
            flightNumber: 'SV 72',
            from: 'YYZ',
            to: 'JED',
            departsAt: '2027-02-10T18:45',
            arrivesAt: '2027-02-11T13:10',
          },
          {
            direction: 'return',
            flightNumber: 'SV 71',
            from: 'JED',
            to: 'YYZ',
            departsAt: '2027-02-24T02:30',
            arrivesAt: '',
          },
        ],
      },
      capacity: 40,
      prices: { quad: 2400, triple: null, double: null, singleSupplement: null },
      depositDueDate: '2026-12-01',
      balanceDueDate: '2026-12-27',
      status: 'closed',
      notes: '',
      fr: null,
      paymentPlan: {
        deposit: { type: 'amount', value: 50_000 },
        instalments: { type: 'dates', dates: ['2026-12-15', '2027-01-05'] },
        finalDaysBefore: 30,
      },
      cancellationPolicy: null,
    };
    const copy = copiedDeparture(d, '2027-03-10');
    expect(copy.paymentPlan?.instalments.dates).toEqual(['2027-01-12', '2027-02-02']);
    expect(copy).toMatchObject({
      departureDate: '2027-03-10',
      returnDate: '2027-03-24',
      depositDueDate: '2026-12-29',
      balanceDueDate: '2027-01-24',
      status: 'open',
      capacity: 40,
    });
    expect(copy.flights.legs.map((l) => [l.departsAt, l.arrivesAt])).toEqual([
      ['2027-03-10T18:45', '2027-03-11T13:10'],
      ['2027-03-24T02:30', ''],
    ]);
    expect(d.flights.legs[0]?.departsAt).toBe('2027-02-10T18:45');
  });

  it('reads the group’s arrival and departure flights from the legs', () => {
    const leg = (direction: 'outbound' | 'return', flightNumber: string) => ({
      direction,
      flightNumber,
      from: '',
      to: '',
      departsAt: '',
      arrivesAt: '',
    });
    const legs = [
      leg('outbound', 'AC 1'),
      leg('outbound', 'SV 2'),
      leg('return', 'SV 3'),
      leg('return', 'AC 4'),
    ];
    expect(groupArrival({ legs })?.flightNumber).toBe('SV 2');
    expect(groupDeparture({ legs })?.flightNumber).toBe('SV 3');
    expect(groupArrival({ legs: [] })).toBeNull();
    expect(legTime('2027-03-01T21:40')).toEqual({ date: '2027-03-01', time: '21:40' });
  });
});

describe('the waiting list', () => {
  const waiting = [
    { id: 'c', receivedAt: '2026-11-03T10:00:00.000Z' },
    { id: 'a', receivedAt: '2026-11-01T10:00:00.000Z' },
    { id: 'b', receivedAt: '2026-11-02T10:00:00.000Z' },
  ];

  it('is in order of request time', () => {
    expect(waitingOrder(waiting).map((w) => w.id)).toEqual(['a', 'b', 'c']);
  });

  it('names who waits ahead of a booking; the first has no one ahead', () => {
    expect(waitingAhead(waiting[0]!, waiting).map((w) => w.id)).toEqual(['a', 'b']);
    expect(waitingAhead(waiting[1]!, waiting)).toEqual([]);
    // A request made before anyone joined the list skips no one.
    expect(waitingAhead({ id: 'x', receivedAt: '2026-10-01T00:00:00.000Z' }, waiting)).toEqual([]);
  });
});

describe('the package fields from the next departure', () => {
  const pub = (
    departureDate: string,
    seats: number,
    status: PublicDeparture['status'] = 'open',
  ): PublicDeparture => ({
    id: departureDate,
    departureDate,
    returnDate: '2099-01-01',
    status,
    seatsLeft: seats,
    prices: { quad: null, triple: null, double: null, singleSupplement: null },
    flights: { airline: '', departureAirport: '', departureTime: '' },
  });
  const pkg = { departureDate: '2020-01-01', returnDate: '2020-01-10', seatsLeft: 9 };

  it('answers the spec fields from the soonest departure', () => {
    const out = withNextDeparture(pkg, [pub('2027-05-01', 3), pub('2027-03-01', 7)]);
    expect(out).toMatchObject({ departureDate: '2027-03-01', seatsLeft: 7 });
    expect(out.departures.map((d) => d.id)).toEqual(['2027-03-01', '2027-05-01']);
  });

  it('shows a closed next departure as having no seat, and keeps a package without departures as it was', () => {
    expect(withNextDeparture(pkg, [pub('2027-03-01', 7, 'closed')]).seatsLeft).toBe(0);
    expect(withNextDeparture(pkg, [])).toEqual({ ...pkg, departures: [] });
  });
});

describe('a cancelled departure', () => {
  it('is not listed, shows closed and takes no request', () => {
    const d = { capacity: 30, bookedSeats: 3, manualHolds: [], status: 'cancelled' as const };
    expect(isListedDeparture(d)).toBe(false);
    expect(isListedDeparture({ status: 'closed' })).toBe(true);
    expect(departureAvailability(d, 5)).toBe('closed');
    expect(availabilityOfSeats(0, 'cancelled', 5)).toBe('closed');
    expect(takesOnlyWaitingList(d)).toBe(true);
  });

  it('is not a status the departure form sets', () => {
    expect(DEPARTURE_FORM_STATUSES).not.toContain('cancelled');
  });
});
