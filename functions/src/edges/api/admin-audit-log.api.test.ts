import { describeAuditEntry } from '@umrah/domain/model/audit-log';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { submissionReference } from '@umrah/domain/model/reference';
import { NEXT_CURSOR_HEADER } from '@umrah/domain/schemas/paging';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminForThisFile } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { writeMany } from '../../../test-support/bulk-inbox';
import { clearFirestore } from '../../../test-support/emulators';
import { confirmBooking, storeBooking } from '../../../test-support/seeded-bookings';

interface Entry {
  id: string;
  kind: string;
  actorUsername: string;
  action: string;
  target: string;
  details?: Record<string, string | number>;
  at: string;
}

const admin = adminForThisFile();

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings();
});

const list = (query: string) => admin.request<Entry[]>('GET', `/api/admin/audit-log?${query}`);
const counts = async (query: string) =>
  (await admin.request<{ all: number }>('GET', `/api/admin/audit-log/counts?${query}`)).body.all;

/** Every page of the filtered log, `limit` at a time: the ids of each page. */
async function walk(query: string, limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const res = await list(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body.map((e) => e.id));
    cursor = res.headers.get(NEXT_CURSOR_HEADER);
  } while (cursor && pages.length < 50);
  return pages;
}

describe('the audit log in words, with filters', () => {
  it('records who confirmed which booking for how many travellers, found by reference, kind and person', async () => {
    const departureDate = addDays(todayInTimeZone(), 120);
    const id = await storeBooking(departureDate);
    await confirmBooking(admin, id, {
      roomType: 'double',
      numberOfTravelers: 2,
      total: '9000',
      departureDate,
    });
    const reference = submissionReference(id);

    const res = await list(`booking=${reference}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [entry] = res.body;
    expect(entry).toMatchObject({ kind: 'booking-confirmed', details: { travellers: 2 } });
    expect(describeAuditEntry(entry!)).toBe(
      `${admin.username} confirmed booking ${reference} for 2 travellers`,
    );
    // The same booking by its id, and in lower case as someone may type it.
    expect((await list(`booking=${id}`)).body.map((e) => e.id)).toEqual([entry!.id]);
    expect((await list(`booking=${reference.toLowerCase()}`)).body).toHaveLength(1);
    expect((await list(`kind=booking-confirmed&person=${admin.username}`)).body).toHaveLength(1);
    expect((await list('kind=payment-recorded')).body).toEqual([]);
    expect((await list('person=someone-else')).body).toEqual([]);
    expect(await counts(`booking=${reference}`)).toBe(1);
  });

  it('pages a date range of one person and one kind, and counts the whole filtered log', async () => {
    // 90 entries, 10 a day from 1 to 9 March 2027 (noon UTC: the same day in Toronto), of two
    // people and three kinds.
    const day = (i: number) => `2027-03-0${Math.floor(i / 10) + 1}`;
    await writeMany('auditLog', 90, (i) => ({
      actorUid: `u${i % 2}`,
      actorUsername: i % 2 ? 'omar' : 'aisha',
      action: 'view passport',
      target: `bookings/b${i}`,
      kind: ['passport-viewed', 'travellers-viewed', 'booking-updated'][i % 3],
      at: Timestamp.fromDate(new Date(`${day(i)}T12:00:00Z`)),
    }));
    const wanted = Array.from({ length: 90 }, (_, i) => i).filter(
      (i) => i % 2 === 0 && i % 3 === 0 && day(i) >= '2027-03-03' && day(i) <= '2027-03-06',
    );
    const query = 'person=aisha&kind=passport-viewed&from=2027-03-03&to=2027-03-06';
    const pages = await walk(query, 3);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat()).toHaveLength(wanted.length);
    expect(new Set(pages.flat()).size).toBe(wanted.length);
    expect(await counts(query)).toBe(wanted.length);
    // The range's ends are office days: the 9th holds its 10 entries, the 10th none.
    expect(await counts('from=2027-03-09&to=2027-03-09')).toBe(10);
    expect(await counts('from=2027-03-10')).toBe(0);
    expect(await counts('')).toBe(90);
  });

  it('refuses filters that are not ones', async () => {
    for (const query of [
      'kind=DROP%20TABLE',
      'from=yesterday',
      'from=2027-03-05&to=2027-03-01',
      'booking=a/b',
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
    }
  });
});
