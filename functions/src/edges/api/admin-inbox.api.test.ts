import { beforeEach, describe, expect, it } from 'vitest';
import { submissionReference } from '@umrah/domain/model/reference';
import { PRIVATE_FILE_POLICY } from '../../platform/http/send-private-file';
import { db } from '../../platform/firebase/firebase';
import { runPassportRetention } from '../../wings/bookings/retire-passports';
import { runTravellerRetention } from '../../wings/travellers/retire-travellers';
import { adminForThisFile } from '../../../test-support/admin-session';
import { baseUrl, clearFirestore, putDoc } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import {
  PDF,
  bookingFields,
  newSubmissionId,
  postBooking,
  postContact,
} from '../../../test-support/submissions';

interface Booking {
  id: string;
  status: string;
  note: string;
  passport: { fileName: string } | null;
  passportDeletedAt: string | null;
}

const admin = adminForThisFile();
let packageId = '';
let ip = 0;
const from = () => ({ 'X-Forwarded-For': `198.51.100.${++ip % 250}` });

beforeEach(async () => {
  await clearFirestore();
  packageId = await putDoc('packages', aPackage({ slug: 'live', returnDate: '2099-04-01' }));
});

async function book(overrides: Record<string, string> = {}, withPassport = true) {
  const fields = bookingFields(packageId, overrides);
  const res = await postBooking(
    fields,
    withPassport ? { bytes: PDF, name: 'scan.pdf', type: 'application/pdf' } : undefined,
    from(),
  );
  expect(res.status).toBe(201);
  return fields.submissionId;
}

describe('admin bookings', () => {
  it('lists newest first, shows details, counts new ones, and updates status and note', async () => {
    const first = await book();
    const second = await book({ fullName: 'Yusuf Ali' });
    const list = await admin.request<Booking[]>('GET', '/api/admin/bookings');
    expect(list.body.map((b) => b.id)).toEqual([second, first]);
    expect(
      (await admin.request<{ newBookings: number }>('GET', '/api/admin/inbox-counts')).body
        .newBookings,
    ).toBe(2);

    const updated = await admin.request<Booking>('PUT', `/api/admin/bookings/${first}`, {
      status: 'contacted',
      note: 'Called on Monday',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ status: 'contacted', note: 'Called on Monday' });
    expect(
      (await admin.request<{ newBookings: number }>('GET', '/api/admin/inbox-counts')).body
        .newBookings,
    ).toBe(1);
    expect(
      (await admin.request('PUT', `/api/admin/bookings/${first}`, { status: 'lost' })).status,
    ).toBe(400);
    expect((await admin.request('GET', '/api/admin/bookings/nope')).status).toBe(404);
  });

  it('opens the passport for admins only and records each view in the audit log', async () => {
    const id = await book();
    const anonymous = await fetch(`${baseUrl}/api/admin/bookings/${id}/passport`);
    expect(anonymous.status).toBe(401);
    const res = await fetch(`${baseUrl}/api/admin/bookings/${id}/passport`, {
      headers: { Cookie: `__session=${admin.cookie}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // Through Hosting (firebase.json), the sandbox survives; a PDF downloads (Chromium shows no
    // sandboxed PDF) under the name the server makes, never the pilgrim's.
    expect(res.headers.get('content-security-policy')).toBe(PRIVATE_FILE_POLICY);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="passport-${submissionReference(id)}.pdf"`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    const audit = (
      await db().collection('auditLog').where('action', '==', 'view passport').get()
    ).docs.map((d) => d.data());
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      target: `bookings/${id}`,
      actorUsername: expect.stringMatching(/^admin/),
    });
    expect(audit[0]?.at).toBeTruthy();
  });

  it('exports CSV with formulas defused', async () => {
    await book({ fullName: '=HYPERLINK("http://evil")' }, false);
    const res = await fetch(`${baseUrl}/api/admin/bookings/export`, {
      headers: { Cookie: `__session=${admin.cookie}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const csv = await res.text();
    expect(csv).toContain('"Full name"');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('deletes the booking and its passport file', async () => {
    const id = await book();
    expect((await admin.request('DELETE', `/api/admin/bookings/${id}`)).status).toBe(200);
    expect((await db().collection('bookings').doc(id).get()).exists).toBe(false);
    // Re-creating a booking record pointing at the old file finds nothing stored.
    const stored = await fetch(`${baseUrl}/api/admin/bookings/${id}/passport`, {
      headers: { Cookie: `__session=${admin.cookie}` },
    });
    expect(stored.status).toBe(404);
  });

  it('every admin write lands in the audit log', async () => {
    const id = await book(undefined, false);
    await admin.request('PUT', `/api/admin/bookings/${id}`, { status: 'confirmed', note: '' });
    const log = await admin.request<{ action: string; target: string }[]>(
      'GET',
      '/api/admin/audit-log',
    );
    expect(log.body.some((e) => e.action === 'PUT' && e.target === `bookings/${id}`)).toBe(true);
  });
});

describe('admin messages', () => {
  it('lists, marks read, counts unread and deletes', async () => {
    const submissionId = newSubmissionId();
    expect(
      (
        await postContact(
          { submissionId, name: 'Omar', email: 'omar@example.com', message: 'Hello' },
          from(),
        )
      ).status,
    ).toBe(201);
    const list = await admin.request<{ id: string; read: boolean }[]>('GET', '/api/admin/messages');
    expect(list.body).toEqual([expect.objectContaining({ id: submissionId, read: false })]);
    expect(
      (await admin.request<{ unreadMessages: number }>('GET', '/api/admin/inbox-counts')).body
        .unreadMessages,
    ).toBe(1);
    expect(
      (await admin.request('PUT', `/api/admin/messages/${submissionId}`, { read: true })).status,
    ).toBe(200);
    expect(
      (await admin.request<{ unreadMessages: number }>('GET', '/api/admin/inbox-counts')).body
        .unreadMessages,
    ).toBe(0);
    expect((await admin.request('DELETE', `/api/admin/messages/${submissionId}`)).status).toBe(200);
    expect((await admin.request('DELETE', `/api/admin/messages/${submissionId}`)).status).toBe(404);
  });
});

describe('passport retention job', () => {
  it('deletes scans more than 90 days after the trip date, keeping the booking', async () => {
    const oldTrip = await book();
    await db().collection('bookings').doc(oldTrip).update({ tripDate: '2026-01-01' });
    const recentTrip = await book();
    const purged = await runPassportRetention(new Date('2026-06-01T12:00:00Z'));
    expect(purged).toBe(1);
    const old = await admin.request<Booking>('GET', `/api/admin/bookings/${oldTrip}`);
    expect(old.body.passport).toBeNull();
    expect(old.body.passportDeletedAt).toEqual(expect.any(String));
    const res = await fetch(`${baseUrl}/api/admin/bookings/${oldTrip}/passport`, {
      headers: { Cookie: `__session=${admin.cookie}` },
    });
    expect(res.status).toBe(404);
    expect(
      (await admin.request<Booking>('GET', `/api/admin/bookings/${recentTrip}`)).body.passport,
    ).not.toBeNull();
  });

  it("deletes the traveller records of bookings past the same period, keeping the others'", async () => {
    const oldTrip = await book();
    await db().collection('bookings').doc(oldTrip).update({ tripDate: '2026-01-01' });
    const recentTrip = await book();
    for (const bookingId of [oldTrip, recentTrip]) {
      for (const index of [1, 2]) {
        await db()
          .collection('travellers')
          .doc(`${bookingId}_${index}`)
          .set({ bookingId, index, surname: 'HADDAD', passportNumber: 'AB1234567' });
      }
    }
    expect(await runTravellerRetention(new Date('2026-06-01T12:00:00Z'))).toBe(2);
    const left = (await db().collection('travellers').get()).docs.map((d) => d.id).sort();
    expect(left).toEqual([`${recentTrip}_1`, `${recentTrip}_2`]);
    // Nothing left to delete: a second run deletes nothing.
    expect(await runTravellerRetention(new Date('2026-06-01T12:00:00Z'))).toBe(0);
  });

  it('honours a retention period set by the agency', async () => {
    const id = await book();
    await db().collection('bookings').doc(id).update({ tripDate: '2026-05-01' });
    await db()
      .collection('settings')
      .doc('public')
      .set({ passportRetentionDays: '10' }, { merge: true });
    expect(await runPassportRetention(new Date('2026-05-05T12:00:00Z'))).toBe(0);
    expect(await runPassportRetention(new Date('2026-05-20T12:00:00Z'))).toBe(1);
  });

  it('deletes the scans of cancelled and completed bookings 90 days after the status change', async () => {
    const cancelled = await book();
    const completed = await book();
    const confirmed = await book();
    const reopened = await book();
    for (const [id, status] of [
      [cancelled, 'cancelled'],
      [completed, 'completed'],
      [confirmed, 'confirmed'],
      [reopened, 'cancelled'],
    ] as const) {
      expect((await admin.request('PUT', `/api/admin/bookings/${id}`, { status })).status).toBe(
        200,
      );
    }
    // Cancelled, then reopened: no longer closed, so only its trip date counts.
    await admin.request('PUT', `/api/admin/bookings/${reopened}`, { status: 'contacted' });
    const changedAt = (id: string) =>
      db()
        .collection('bookings')
        .doc(id)
        .get()
        .then((d) => d.get('statusChangedAt') as { toMillis(): number } | undefined);
    const cancelledAt = (await changedAt(cancelled))!.toMillis();
    // Saving the note again without a new status keeps the time of the change.
    await admin.request('PUT', `/api/admin/bookings/${cancelled}`, {
      status: 'cancelled',
      note: 'Refunded',
    });
    expect((await changedAt(cancelled))!.toMillis()).toBe(cancelledAt);

    const day = 24 * 60 * 60 * 1000;
    expect(await runPassportRetention(new Date(Date.now() + 89 * day))).toBe(0);
    expect(await runPassportRetention(new Date(Date.now() + 91 * day))).toBe(2);
    const passportOf = async (id: string) =>
      (await admin.request<Booking>('GET', `/api/admin/bookings/${id}`)).body;
    for (const id of [cancelled, completed]) {
      expect((await passportOf(id)).passport).toBeNull();
      expect((await passportOf(id)).passportDeletedAt).toEqual(expect.any(String));
    }
    for (const id of [confirmed, reopened]) expect((await passportOf(id)).passport).not.toBeNull();
  });

  it('counts a booking closed before status changes were recorded from its last update', async () => {
    const id = await book();
    const day = 24 * 60 * 60 * 1000;
    await db()
      .collection('bookings')
      .doc(id)
      .update({ status: 'cancelled', updatedAt: new Date(Date.now() - 100 * day) });
    expect(await runPassportRetention(new Date())).toBe(1);
    expect(
      (await admin.request<Booking>('GET', `/api/admin/bookings/${id}`)).body.passport,
    ).toBeNull();
  });
});
