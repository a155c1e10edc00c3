import { describe, expect, it } from 'vitest';
import {
  departureGlance,
  glanceProblemText,
  type GlanceFacts,
  type GlanceProblemCode,
} from './departure-glance';

const facts = (over: Partial<GlanceFacts> = {}): GlanceFacts => ({
  today: '2027-01-01',
  departureDate: '2027-02-07',
  status: 'guaranteed',
  capacity: 30,
  held: 4,
  left: 26,
  requested: 2,
  waiting: 0,
  flightsGiven: true,
  bookings: [
    {
      id: 'b1',
      reference: 'UMR-AAAAAA',
      leadName: 'Ibrahim Rahman',
      paidInFull: true,
      balanceDueDate: null,
      travellersPaid: 2,
      travellersNamed: 2,
    },
    {
      id: 'b2',
      reference: 'UMR-BBBBBB',
      leadName: 'Nadia Benali',
      paidInFull: false,
      balanceDueDate: '2027-01-15',
      travellersPaid: 2,
      travellersNamed: 2,
    },
  ],
  travellers: { total: 4, ready: 4 },
  stays: [
    { key: 'makkah', city: 'Makkah', placed: 4, hasList: true, locked: true, changedAfterLock: 0 },
  ],
  ...over,
});

const codes = (f: GlanceFacts): GlanceProblemCode[] =>
  departureGlance(f).problems.map((p) => p.code);

describe('a departure at a glance', () => {
  it('counts seats, bookings paid in full, ready and roomed travellers', () => {
    const g = departureGlance(facts());
    expect(g.seats).toEqual({ capacity: 30, held: 4, left: 26, requested: 2, waiting: 0 });
    expect(g.paidInFull).toEqual({ bookings: 1, of: 2 });
    expect(g.ready).toEqual({ travellers: 4, of: 4 });
    expect(g.roomed).toEqual([
      { key: 'makkah', city: 'Makkah', travellers: 4, of: 4, locked: true },
    ]);
    expect(g.problems).toEqual([]);
  });

  it('names what blocks the departure, each with where to fix it', () => {
    const g = departureGlance(
      facts({
        today: '2027-01-30',
        status: 'open',
        flightsGiven: false,
        travellers: { total: 4, ready: 1 },
        bookings: [{ ...facts().bookings[1]!, travellersNamed: 1 }],
        stays: [
          {
            key: 'makkah',
            city: 'Makkah',
            placed: 3,
            hasList: true,
            locked: false,
            changedAfterLock: 0,
          },
          {
            key: 'madinah',
            city: 'Madinah',
            placed: 4,
            hasList: true,
            locked: true,
            changedAfterLock: 2,
          },
        ],
      }),
    );
    expect(g.problems).toEqual([
      { code: 'no_flights', fix: { to: 'departure' } },
      { code: 'not_guaranteed', params: { held: 4, capacity: 30 }, fix: { to: 'departure' } },
      { code: 'not_ready', params: { count: 3, total: 4 }, fix: { to: 'readiness' } },
      {
        code: 'names_missing',
        params: { reference: 'UMR-BBBBBB', missing: 1 },
        fix: { to: 'booking', bookingId: 'b2' },
      },
      {
        code: 'balance_overdue',
        params: { reference: 'UMR-BBBBBB', due: '2027-01-15' },
        fix: { to: 'booking', bookingId: 'b2' },
      },
      {
        code: 'not_roomed',
        params: { city: 'Makkah', count: 1 },
        fix: { to: 'rooming', stay: 'makkah' },
      },
      {
        code: 'rooming_unlocked',
        params: { city: 'Makkah' },
        fix: { to: 'rooming', stay: 'makkah' },
      },
      {
        code: 'rooming_changed',
        params: { city: 'Madinah', rooms: 2 },
        fix: { to: 'rooming', stay: 'madinah' },
      },
    ]);
  });

  it('asks to lock an open rooming list only from two weeks before departure', () => {
    const open = [
      {
        key: 'makkah',
        city: 'Makkah',
        placed: 4,
        hasList: true,
        locked: false,
        changedAfterLock: 0,
      },
    ];
    const paid = facts().bookings.map((b) => ({ ...b, paidInFull: true }));
    expect(codes(facts({ today: '2027-01-23', stays: open, bookings: paid }))).toEqual([]);
    expect(codes(facts({ today: '2027-01-24', stays: open, bookings: paid }))).toEqual([
      'rooming_unlocked',
    ]);
  });

  it('counts a balance overdue only after its due day, and never once paid in full', () => {
    expect(codes(facts({ today: '2027-01-15' }))).toEqual([]);
    expect(codes(facts({ today: '2027-01-16' }))).toEqual(['balance_overdue']);
    const paid = facts().bookings.map((b) => ({ ...b, paidInFull: true }));
    expect(codes(facts({ today: '2027-01-16', bookings: paid }))).toEqual([]);
  });

  it('lists every traveller as not roomed before any list exists, and does not ask for a guarantee before any booking', () => {
    const g = departureGlance(
      facts({
        status: 'open',
        bookings: [],
        stays: [
          {
            key: 'makkah',
            city: 'Makkah',
            placed: 0,
            hasList: false,
            locked: false,
            changedAfterLock: 0,
          },
        ],
      }),
    );
    expect(g.problems.map((p) => p.code)).toEqual(['not_roomed']);
  });

  it('names the airline deadline from three weeks before it while passport names are missing', () => {
    const names = (date: string, missing: number) => ({ nameDeadline: { date, missing } });
    expect(codes(facts(names('2027-01-23', 2)))).toEqual([]);
    const near = departureGlance(facts(names('2027-01-22', 2)));
    expect(near.problems).toEqual([
      {
        code: 'name_deadline',
        params: { deadline: '2027-01-22', missing: 2, days: 21 },
        fix: { to: 'costs' },
      },
    ]);
    expect(codes(facts(names('2026-12-30', 0)))).toEqual([]);
    expect(near.problems.map((p) => glanceProblemText(p))).toEqual([
      'The airline wants the passport names by 2027-01-22 (in 21 days): 2 still missing.',
    ]);
    const passed = departureGlance(facts(names('2026-12-30', 1))).problems;
    expect(passed.map((p) => glanceProblemText(p, 'fr'))).toEqual([
      'La date limite des noms de la compagnie aérienne (2026-12-30) est passée\u00a0: 1 nom de passeport manque encore.',
    ]);
  });

  it('says each problem in English and in French', () => {
    const g = departureGlance(facts({ travellers: { total: 4, ready: 3 }, flightsGiven: false }));
    expect(g.problems.map((p) => glanceProblemText(p))).toEqual([
      'The flights are not entered yet.',
      '1 of 4 travellers not ready.',
    ]);
    expect(g.problems.map((p) => glanceProblemText(p, 'fr'))).toEqual([
      'Les vols ne sont pas encore saisis.',
      '1 voyageur n’est pas prêt sur 4.',
    ]);
    const changed = glanceProblemText(
      { code: 'rooming_changed', params: { city: 'Médine', rooms: 2 }, fix: { to: 'departure' } },
      'fr',
    );
    expect(changed).toBe(
      'Médine\u00a0: 2 chambres modifiées depuis le verrouillage\u202f; renvoyez la liste à l’hôtel.',
    );
  });
});
