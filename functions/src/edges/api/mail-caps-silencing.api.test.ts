// The security review's probe (issue 39, item 3): the visitors' acknowledgement caps could be spent
// on purpose to silence the agency. Ten contact messages to ten Gmail mailboxes used up the
// per-domain hour: a pilgrim's "send me my trip link" then answered 202 with nothing queued, and
// new Gmail bookings got no acknowledgement. Now a large webmail provider is not one domain, mail
// a person asked for never counts under the caps, and an acknowledgement a cap holds goes out in
// the next hour instead of never.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Booking } from '@umrah/domain/model/bookings';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { hourStartOf } from '../../platform/mail/mail-caps';
import { runHeldAcknowledgements } from '../jobs/staff-mail-summary';
import { adminForThisFile } from '../../../test-support/admin-session';
import { cardAndEtransfer, putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore, countDocs, putDoc } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import { storeBooking } from '../../../test-support/seeded-bookings';
import {
  PDF,
  bookingFields,
  newSubmissionId,
  postBooking,
  postContact,
} from '../../../test-support/submissions';

const PILGRIM = 'pilgrim.amina@gmail.com';
const admin = adminForThisFile();
let packageId = '';

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings({ balanceDueDays: undefined, ...cardAndEtransfer });
  packageId = await putDoc('packages', aPackage({ slug: 'live', returnDate: '2099-04-01' }));
  const departure = addDays(todayInTimeZone(), 90);
  const id = await storeBooking(departure, { email: PILGRIM });
  const confirmed = await admin.request<Booking>('POST', `/api/admin/bookings/${id}/confirm`, {
    roomType: 'double',
    numberOfTravelers: 2,
    total: '9000.00',
    departureDate: departure,
    sendEmail: false,
  });
  expect(confirmed.status).toBe(200);
});

let n = 0;
const freshVisitor = () => ({ 'X-Forwarded-For': `203.0.113.${++n % 250}, 35.191.0.1` });

async function mailsTo(to: string) {
  return (await db().collection('mail').where('to', '==', to).get()).docs.map(
    (d) => d.data() as { message: { subject: string; text: string } },
  );
}

async function contactTo(email: string) {
  const res = await postContact(
    { submissionId: newSubmissionId(), name: 'Omar', email, message: 'Salaam' },
    freshVisitor(),
  );
  expect(res.status).toBe(201);
  return res.body as { emailed?: boolean };
}

async function askTripLink(email: string) {
  return fetch(`${baseUrl}/api/trip-link`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...freshVisitor() },
    body: JSON.stringify({ email, language: 'en' }),
  });
}

async function gmailBooking(email: string) {
  const res = await postBooking(
    bookingFields(packageId, { email }),
    { bytes: PDF, name: 'passport.pdf', type: 'application/pdf' },
    freshVisitor(),
  );
  expect(res.status).toBe(201);
  return res.body as { emailed?: boolean };
}

/** Near the end of an hour the caps' counts would split over two hours: wait for the next. */
async function awayFromHourEnd(): Promise<void> {
  const left = hourStartOf(Date.now()) + 3_600_000 - Date.now();
  if (left < 120_000) await new Promise((resolve) => setTimeout(resolve, left + 1000));
}

// Each test may first wait out the end of the hour (awayFromHourEnd: up to two minutes): their
// timeout covers that wait, or a run that reaches them at :58 fails on the clock alone.
describe('the mail caps cannot be spent to silence the agency', { timeout: 200_000 }, () => {
  it('ten contact messages to Gmail mailboxes hold back neither a trip link nor a Gmail acknowledgement', async () => {
    await awayFromHourEnd();
    for (let i = 0; i < 10; i++) {
      expect((await contactTo(`stranger${i}@gmail.com`)).emailed).toBe(true);
    }
    // The pilgrim's own trip link: queued before the answer says it is on its way.
    const asked = await askTripLink(PILGRIM);
    expect(asked.status).toBe(202);
    const tripMails = await mailsTo(PILGRIM);
    expect(tripMails).toHaveLength(1);
    expect(tripMails[0]?.message.subject).toMatch(/trip link/i);
    // A new Gmail booking is acknowledged at once: Gmail is not one sender's domain.
    expect((await gmailBooking('new.pilgrim@gmail.com')).emailed).toBe(true);
    expect(await mailsTo('new.pilgrim@gmail.com')).toHaveLength(1);
  });

  it('past the global cap, the trip link still goes and a held acknowledgement goes out the next hour', async () => {
    await awayFromHourEnd();
    // Thirty acknowledgements (the global cap) to thirty different rare domains.
    for (let i = 0; i < 30; i++) await contactTo(`someone@rare${i}.example`);
    expect((await askTripLink(PILGRIM)).status).toBe(202);
    expect(await mailsTo(PILGRIM)).toHaveLength(1);

    // The Gmail booking is stored, told its copy is delayed, and its acknowledgement waits.
    const held = await gmailBooking('late.pilgrim@gmail.com');
    expect(held.emailed).toBe(false);
    expect(await mailsTo('late.pilgrim@gmail.com')).toHaveLength(0);
    expect(await countDocs('heldMails')).toBe(1);

    // Within the hour nothing is released; the next hour's run sends it, once.
    expect(await runHeldAcknowledgements()).toBe(0);
    const nextHour = Date.now() + 3_600_000;
    expect(await runHeldAcknowledgements(nextHour)).toBe(1);
    expect(await runHeldAcknowledgements(nextHour)).toBe(0);
    const sent = await mailsTo('late.pilgrim@gmail.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.message.text).toContain('Economy Umrah 14 Days');
    expect(await countDocs('heldMails')).toBe(0);
  });

  it('releases held acknowledgements at most a cap per run, oldest first, the rest the run after', async () => {
    await awayFromHourEnd();
    // Thirteen to one rare domain: ten mailed, three held (its per-domain cap).
    for (let i = 0; i < 13; i++) await contactTo(`person${i}@victim-corp.example`);
    expect(await countDocs('heldMails')).toBe(3);
    const later = Date.now() + 3_600_000;
    expect(await runHeldAcknowledgements(later)).toBe(3);
    for (const i of [10, 11, 12])
      expect(await mailsTo(`person${i}@victim-corp.example`)).toHaveLength(1);
  });
});
