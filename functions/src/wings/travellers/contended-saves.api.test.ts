// Writes that many requests make to one document at once, against the emulator's Firestore:
// each must finish well inside the request deadline (10 s), never wait on the others' locks.
// The hostile-bodies fuzz (issue 39) found both as 503s from that deadline: six saves of one
// traveller from a trip page at once, and deletes of admins waiting for the roster's lease.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { isDomainError } from '@umrah/domain/model/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteAdminKeepingOne } from '../staff/admins';
import { db } from '../../platform/firebase/firebase';
import { newAdminSession } from '../../../test-support/admin-session';
import { clearAuth, clearFirestore } from '../../../test-support/emulators';
import { storeBooking } from '../../../test-support/seeded-bookings';
import { correctTravellerDetails } from './correct-traveller-details';

const AT_ONCE = 6;
/** Far inside the request deadline: a lock wait in the emulator lasts many seconds. */
const QUICK_MS = 6_000;

const details = (i: number) => ({
  givenNames: `Amina${'a'.repeat(i)}`,
  surname: 'Haddad',
  dateOfBirth: '1985-04-12',
  sex: 'F' as const,
  nationality: 'CAN',
  passportNumber: 'AB1234567',
  passportIssuingCountry: 'CAN',
  passportIssueDate: '2021-05-01',
  passportExpiryDate: addDays(todayInTimeZone(), 3000),
  vaccinationDate: null,
  vaccineType: null,
  emergencyContact: { name: 'Omar Haddad', phone: '+1 416 555 0100' },
  notes: '',
  relation: null,
});

beforeAll(async () => {
  await clearFirestore();
  await clearAuth();
});

describe('writes to one document at once', () => {
  it(`${AT_ONCE} saves of one traveller at once each finish quickly, the last one kept whole`, async () => {
    const id = await storeBooking(addDays(todayInTimeZone(), 120), {
      email: 'amina@example.com',
      numberOfTravelers: 2,
    });
    const started = Date.now();
    const written = await Promise.all(
      Array.from({ length: AT_ONCE }, async (_, i) => {
        await correctTravellerDetails(id, 1, details(i) as never);
        return Date.now() - started;
      }),
    );
    expect(Math.max(...written)).toBeLessThan(QUICK_MS);
    const stored = (await db().collection('travellers').doc(`${id}_1`).get()).data() ?? {};
    expect(details(0).givenNames.length).toBeLessThanOrEqual(String(stored['givenNames']).length);
    expect(stored['surname']).toBe('Haddad');
  }, 60_000);

  it(`${AT_ONCE} deletes of an unknown admin at once each answer 'not found' quickly`, async () => {
    const admin = await newAdminSession();
    await newAdminSession();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        const code = await deleteAdminKeepingOne(admin.uid, 'no-such-admin').then(
          () => 'deleted',
          (err: unknown) => (isDomainError(err) ? err.code : String(err)),
        );
        return { code, ms: Date.now() - started };
      }),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(AT_ONCE).fill('admin_not_found'));
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(QUICK_MS);
  }, 60_000);
});
