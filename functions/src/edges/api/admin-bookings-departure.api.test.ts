// The admin bookings list by departure: its pages, its tab counts and its CSV export all answer
// the bookings of the departure asked for (and of a status with it); a malformed departure is a
// 400 naming the field.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Booking } from '@umrah/domain/model/bookings';
import type { BookingCounts } from '@umrah/domain/schemas/paging';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminForThisFile } from '../../../test-support/admin-session';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import { storeBooking } from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
const date = addDays(todayInTimeZone(), 90);

beforeEach(clearFirestore);

/** A booking stored on `departureId` (null: none), received `minutes` after a fixed time. */
async function aBooking(
  fullName: string,
  departureId: string | null,
  status: string,
  minutes: number,
): Promise<string> {
  return storeBooking(date, {
    fullName,
    status,
    departureId,
    receivedAt: new Date(Date.UTC(2026, 10, 1, 9, minutes)),
  });
}

const names = (list: Booking[]) => list.map((b) => b.fullName);

async function csvOf(query: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${baseUrl}/api/admin/bookings/export${query}`, {
    headers: { Cookie: `__session=${admin.cookie}` },
  });
  return { status: res.status, text: await res.text() };
}

describe('the bookings list by departure', () => {
  beforeEach(async () => {
    await aBooking('Amina A', 'depA', 'new', 1);
    await aBooking('Bilal A', 'depA', 'confirmed', 2);
    await aBooking('Carim A', 'depA', 'cancelled', 3);
    await aBooking('Dina B', 'depB', 'confirmed', 4);
    await aBooking('Eman none', null, 'new', 5);
  });

  it("lists one departure's bookings, newest first, and with a status too", async () => {
    const all = await admin.request<Booking[]>('GET', '/api/admin/bookings');
    expect(names(all.body)).toEqual(['Eman none', 'Dina B', 'Carim A', 'Bilal A', 'Amina A']);

    const a = await admin.request<Booking[]>('GET', '/api/admin/bookings?departureId=depA');
    expect(a.status).toBe(200);
    expect(names(a.body)).toEqual(['Carim A', 'Bilal A', 'Amina A']);

    const confirmed = await admin.request<Booking[]>(
      'GET',
      '/api/admin/bookings?departureId=depA&status=confirmed',
    );
    expect(names(confirmed.body)).toEqual(['Bilal A']);

    // Pages follow the filter: the cursor continues within the departure.
    const first = await admin.request<Booking[]>(
      'GET',
      '/api/admin/bookings?departureId=depA&limit=2',
    );
    expect(names(first.body)).toEqual(['Carim A', 'Bilal A']);
    const cursor = first.headers.get('X-Next-Cursor') ?? '';
    const next = await admin.request<Booking[]>(
      'GET',
      `/api/admin/bookings?departureId=depA&limit=2&cursor=${encodeURIComponent(cursor)}`,
    );
    expect(names(next.body)).toEqual(['Amina A']);

    const none = await admin.request<Booking[]>('GET', '/api/admin/bookings?departureId=unknown');
    expect(none.body).toEqual([]);
  });

  it("counts one departure's bookings per status for the tabs", async () => {
    const res = await admin.request<BookingCounts>(
      'GET',
      '/api/admin/bookings/counts?departureId=depA',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ all: 3, new: 1, confirmed: 1, cancelled: 1, contacted: 0 });
    const everything = await admin.request<BookingCounts>('GET', '/api/admin/bookings/counts');
    expect(everything.body.all).toBe(5);
  });

  it('exports what the filter shows (departure, and status with it), every booking without one', async () => {
    const a = await csvOf('?departureId=depA');
    expect(a.status).toBe(200);
    const rows = a.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(1 + 3);
    expect(a.text).toContain('"Amina A"');
    expect(a.text).toContain('"Carim A"');
    expect(a.text).not.toContain('Dina B');
    expect(a.text).not.toContain('Eman none');

    const confirmed = await csvOf('?departureId=depA&status=confirmed');
    expect(confirmed.text).toContain('"Bilal A"');
    expect(confirmed.text).not.toContain('Amina A');

    const all = await csvOf('');
    expect(
      all.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1 + 5);
  });

  it('refuses a malformed departure with a 400 naming it', async () => {
    for (const path of [
      '/api/admin/bookings?departureId=a%2Fb',
      '/api/admin/bookings/counts?departureId=a%2Fb',
      '/api/admin/bookings/export?departureId=a%2Fb',
    ]) {
      const res = await admin.request<{ message?: string; errors?: Record<string, string> }>(
        'GET',
        path,
      );
      expect(res.status, path).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Departure must be the id of a departure');
    }
  });
});
