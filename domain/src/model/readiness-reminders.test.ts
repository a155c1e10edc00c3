import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { readinessOf, type ReadinessTrip } from './readiness';
import {
  pilgrimToDo,
  READINESS_REMINDER_DAYS,
  READINESS_REMINDER_WINDOW_DAYS,
  readinessReminderStep,
} from './readiness-reminders';
import { blankTravellerFields } from './travellers';

const today = '2027-01-10';
const inDays = (n: number) => addDays(today, n);

describe('readinessReminderStep', () => {
  it('steps are 60, 30 and 14 days before departure; the window is the furthest', () => {
    expect(READINESS_REMINDER_DAYS).toEqual([60, 30, 14]);
    expect(READINESS_REMINDER_WINDOW_DAYS).toBe(60);
  });

  it('sends nothing before the first step, and the step from its day on (edges)', () => {
    expect(readinessReminderStep(inDays(61), today, [])).toBeNull();
    expect(readinessReminderStep(inDays(60), today, [])).toBe(60);
    expect(readinessReminderStep(inDays(31), today, [])).toBe(60);
    expect(readinessReminderStep(inDays(30), today, [])).toBe(30);
    expect(readinessReminderStep(inDays(15), today, [])).toBe(30);
    expect(readinessReminderStep(inDays(14), today, [])).toBe(14);
    expect(readinessReminderStep(inDays(1), today, [])).toBe(14);
  });

  it('never sends a step twice', () => {
    expect(readinessReminderStep(inDays(45), today, [60])).toBeNull();
    expect(readinessReminderStep(inDays(30), today, [60])).toBe(30);
    expect(readinessReminderStep(inDays(20), today, [60, 30])).toBeNull();
    expect(readinessReminderStep(inDays(3), today, [60, 30, 14])).toBeNull();
  });

  it('a missed run or a late confirmation sends only the latest step reached', () => {
    expect(readinessReminderStep(inDays(10), today, [])).toBe(14);
    expect(readinessReminderStep(inDays(10), today, [60])).toBe(14);
  });

  it('nothing on or after departure day, nor without a departure date', () => {
    expect(readinessReminderStep(today, today, [])).toBeNull();
    expect(readinessReminderStep(inDays(-3), today, [])).toBeNull();
    expect(readinessReminderStep(null, today, [])).toBeNull();
    expect(readinessReminderStep('', today, [])).toBeNull();
  });
});

describe('pilgrimToDo', () => {
  const trip: ReadinessTrip = {
    departureDate: inDays(40),
    returnDate: inDays(54),
    confirmed: true,
    paidInFull: false,
    balanceCents: 100_00,
  };

  it('keeps what the pilgrim can fix: details, passport, vaccination, photo (not visa, not payment)', () => {
    const todo = pilgrimToDo(readinessOf(blankTravellerFields(), trip));
    expect(todo.map((c) => c.rule)).toEqual(['details', 'passport', 'vaccination', 'photo']);
  });

  it('is empty when only the visa and the balance are left', () => {
    const t = {
      ...blankTravellerFields(),
      givenNames: 'Amina',
      surname: 'Haddad',
      dateOfBirth: '1980-05-04',
      sex: 'F' as const,
      nationality: 'Canadian',
      passportNumber: 'AB123456',
      passportIssuingCountry: 'Canada',
      passportIssueDate: '2022-01-10',
      passportExpiryDate: '2032-01-10',
      vaccinationDate: inDays(-30),
      vaccineType: 'conjugate' as const,
      emergencyContact: { name: 'Omar', phone: '+1 514 555 0101' },
      documents: { passportScan: true, vaccinationCertificate: true, photo: true },
    };
    const checks = readinessOf(t, trip);
    expect(checks.filter((c) => c.status !== 'ok').map((c) => c.rule)).toEqual(['visa', 'payment']);
    expect(pilgrimToDo(checks)).toEqual([]);
  });

  it('keeps problems too (a passport expiring too soon)', () => {
    const checks = readinessOf({ ...blankTravellerFields(), passportExpiryDate: inDays(60) }, trip);
    expect(pilgrimToDo(checks).find((c) => c.rule === 'passport')?.status).toBe('problem');
  });
});
