import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingStatus,
} from '@umrah/domain/model/bookings';
import { toCsv } from '@umrah/domain/model/csv';
import { localDateTime } from '@umrah/domain/model/dates';
import { submissionReference } from '@umrah/domain/model/reference';
import { ROOM_LABELS, type RoomType } from '@umrah/domain/model/rooms';
import { NEXT_CURSOR_HEADER, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@umrah/domain/schemas/paging';
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../platform/firebase/paging';
import { auth, db } from '../../platform/firebase/firebase';
import { PAYMENT_CSV_HEADER } from '../../wings/money/payment-csv';
import {
  newAdminSession,
  proveSecondFactor,
  type ApiClient,
} from '../../../test-support/admin-session';
import {
  auditDoc,
  bookingDoc,
  messageDoc,
  timeOf,
  writeMany,
} from '../../../test-support/bulk-inbox';
import {
  baseUrl,
  clearAuth,
  clearFirestore,
  putDoc,
  type JsonResponse,
} from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';

interface Item {
  id: string;
}

let admin: ApiClient;
const START = Date.UTC(2026, 10, 1);

beforeAll(async () => {
  await clearAuth();
  admin = await newAdminSession();
});
beforeEach(clearFirestore);

/** Follows the cursors from the first page to the last: every page's ids, in order. */
async function walk(path: string, limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const query: string = `${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res: JsonResponse<Item[]> = await admin.request<Item[]>('GET', path + query);
    expect(res.status).toBe(200);
    pages.push(res.body.map((item) => item.id));
    cursor = res.headers.get(NEXT_CURSOR_HEADER);
    expect(pages.length).toBeLessThan(100);
  } while (cursor);
  return pages;
}

/** Newest first, ties by id descending: the order the API promises. */
async function expectedOrder(collection: string, field: string, where?: [string, unknown]) {
  const snap = await db().collection(collection).get();
  return snap.docs
    .filter((d) => !where || d.get(where[0]) === where[1])
    .map((d) => ({ id: d.id, t: (d.get(field) as Timestamp).toMillis() }))
    .sort((a, b) => b.t - a.t || (a.id < b.id ? 1 : -1))
    .map((d) => d.id);
}

describe('paged admin lists', () => {
  it('bounds the page size: 25 by default, 1 to 100, whole numbers only', async () => {
    await writeMany('bookings', 120, (i) => bookingDoc(i, timeOf(i, START)));
    const first = await admin.request<Item[]>('GET', '/api/admin/bookings');
    expect(first.body).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(first.headers.get(NEXT_CURSOR_HEADER)).toBeTruthy();
    const max = await admin.request<Item[]>('GET', `/api/admin/bookings?limit=${PAGE_SIZE_MAX}`);
    expect(max.body).toHaveLength(PAGE_SIZE_MAX);
    for (const limit of ['0', '101', '2.5', 'many', '-1']) {
      const res = await admin.request<{ message: string; errors: Record<string, string> }>(
        'GET',
        `/api/admin/bookings?limit=${limit}`,
      );
      expect(res.status, limit).toBe(400);
      expect(res.body.errors.limit, limit).toMatch(/Limit must be/);
    }
  });

  it('walks bookings with cursors: every one once, newest first, ties kept apart by id', async () => {
    // Three bookings share each time, so a cursor must tell apart items of one instant.
    await writeMany('bookings', 95, (i) => bookingDoc(i, timeOf(i, START, 3)));
    const pages = await walk('/api/admin/bookings', 10);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10, 5]);
    expect(pages.flat()).toEqual(await expectedOrder('bookings', 'receivedAt'));
    expect(new Set(pages.flat()).size).toBe(95);
  });

  it('pages one status at a time and counts each status by aggregate queries', async () => {
    await writeMany('bookings', 53, (i) => bookingDoc(i, timeOf(i, START, 2)));
    const pages = await walk('/api/admin/bookings?status=confirmed', 4);
    const confirmed = await expectedOrder('bookings', 'receivedAt', ['status', 'confirmed']);
    expect(pages.flat()).toEqual(confirmed);
    expect(confirmed.length).toBeGreaterThan(4);

    const counts = await admin.request<Record<string, number>>('GET', '/api/admin/bookings/counts');
    expect(counts.status).toBe(200);
    const expected: Record<string, number> = { all: 53 };
    for (const [i, status] of BOOKING_STATUSES.entries()) {
      expected[status] = Math.floor((53 - 1 - i) / BOOKING_STATUSES.length) + 1;
    }
    expect(counts.body).toEqual(expected);
    expect((await admin.request('GET', '/api/admin/bookings?status=lost')).status).toBe(400);
  });

  it('refuses a malformed cursor with 400', async () => {
    await writeMany('bookings', 3, (i) => bookingDoc(i, timeOf(i, START)));
    const forged = [
      'not a cursor!',
      'bm90IGpzb24',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from('[1, 2]').toString('base64url'),
      Buffer.from('[1.5, 0, "x"]').toString('base64url'),
      Buffer.from('[1, 1000000000, "x"]').toString('base64url'),
      Buffer.from('[1, 0, "a/b"]').toString('base64url'),
      'A'.repeat(400),
    ];
    for (const cursor of forged) {
      const res = await admin.request<{ errors: Record<string, string> }>(
        'GET',
        `/api/admin/bookings?cursor=${encodeURIComponent(cursor)}`,
      );
      expect(res.status, cursor).toBe(400);
      expect(res.body.errors.cursor, cursor).toBe('Cursor is not valid');
    }
    // A well-formed cursor past the end is simply an empty last page.
    const past = encodeCursor({ seconds: 0, nanoseconds: 0, id: 'zzz' });
    const res = await admin.request<Item[]>('GET', `/api/admin/bookings?cursor=${past}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('pages messages (all and unread) and counts them', async () => {
    await writeMany('messages', 40, (i) => messageDoc(i, timeOf(i, START, 4)));
    expect((await walk('/api/admin/messages', 7)).flat()).toEqual(
      await expectedOrder('messages', 'receivedAt'),
    );
    const unread = (await walk('/api/admin/messages?read=false', 5)).flat();
    expect(unread).toEqual(await expectedOrder('messages', 'receivedAt', ['read', false]));
    const counts = await admin.request('GET', '/api/admin/messages/counts');
    expect(counts.body).toEqual({ all: 40, unread: unread.length });
    expect((await admin.request('GET', '/api/admin/messages?read=maybe')).status).toBe(400);
  });

  it('pages the audit log and counts it', async () => {
    await writeMany('auditLog', 61, (i) => auditDoc(i, timeOf(i, START, 2)));
    const pages = await walk('/api/admin/audit-log', 20);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 20, 1]);
    expect(pages.flat()).toEqual(await expectedOrder('auditLog', 'at'));
    expect((await admin.request('GET', '/api/admin/audit-log/counts')).body).toEqual({ all: 61 });
  });

  it('pages a content list, drafts included or published only, and counts both', async () => {
    for (let i = 0; i < 12; i++) {
      await putDoc('packages', aPackage({ slug: `p-${i}`, isPublished: i % 3 !== 0 }), i);
    }
    const all = (await walk('/api/admin/packages', 5)).flat();
    expect(all).toEqual(await expectedOrder('packages', 'createdAt'));
    const published = (await walk('/api/admin/packages?published=true', 3)).flat();
    expect(published).toEqual(await expectedOrder('packages', 'createdAt', ['isPublished', true]));
    expect((await admin.request('GET', '/api/admin/packages/counts')).body).toEqual({
      all: 12,
      published: 8,
    });
  });
});

/** The body as sent, byte-order mark included (Response.text() drops it). */
async function textWithBom(res: Response): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
}

describe('CSV export, streamed page by page', () => {
  const HEADER = [
    'Received (Toronto time)',
    'Reference',
    'Status',
    'Full name',
    'Email',
    'Phone',
    'Package',
    'Departure',
    'Room',
    'Waiting list',
    'Travellers requested',
    'Confirmed travellers',
    'Preferred date',
    'Special requests',
    'Passport',
    'Note',
    ...PAYMENT_CSV_HEADER,
    'Language',
  ];

  it('equals the whole list as one CSV across several export pages, formulas defused', async () => {
    // 1,203 bookings: the export reads 500 a page, so three pages and a part.
    const count = 1203;
    await writeMany('bookings', count, (i) => bookingDoc(i, timeOf(i, START, 2)));
    const order = await expectedOrder('bookings', 'receivedAt');
    const snap = await db().collection('bookings').get();
    const byId = new Map(snap.docs.map((d) => [d.id, d.data()]));
    const rows = order.map((id) => {
      const b = byId.get(id) ?? {};
      return [
        // The office's clock, the pilgrim's reference, the admin's words, counts as numbers.
        localDateTime((b.receivedAt as Timestamp).toDate().toISOString()),
        submissionReference(id),
        BOOKING_STATUS_LABELS[b.status as BookingStatus],
        b.fullName,
        b.email,
        b.phone,
        b.packageTitle,
        b.tripDate,
        ROOM_LABELS[b.roomType as RoomType],
        'no',
        b.numberOfTravelers as number,
        '',
        b.preferredDate,
        b.specialRequests,
        'no',
        b.note,
        // Not confirmed at a price: the money columns are empty.
        ...PAYMENT_CSV_HEADER.map(() => ''),
        // Stored without a language: English.
        'English',
      ];
    });

    const res = await fetch(`${baseUrl}/api/admin/bookings/export`, {
      headers: { Cookie: `__session=${admin.cookie}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="bookings-/);
    const csv = await textWithBom(res);
    expect(csv).toBe('\uFEFF' + toCsv(HEADER, rows));
    expect(csv).toContain(`"'=cmd|' /C calc'!A0 ""quoted"", line\nbreak 0"`);
  });

  it('answers just the header when there are no bookings', async () => {
    const res = await fetch(`${baseUrl}/api/admin/bookings/export`, {
      headers: { Cookie: `__session=${admin.cookie}` },
    });
    expect(await textWithBom(res)).toBe('\uFEFF' + toCsv(HEADER, []));
  });
});

describe('listing admins without scanning Auth', () => {
  it('lists the indexed admins, drops ones deleted elsewhere, and rebuilds a wiped index', async () => {
    await clearAuth();
    const me = await newAdminSession();
    const other = await newAdminSession();
    // Auth users without the admin claim are never listed.
    await auth().createUser({ email: 'visitor@example.com', password: 'not-an-admin-1' });
    const expected = [me, other]
      .map((a) => ({ id: a.uid, username: a.username }))
      .sort((a, b) => a.username.localeCompare(b.username));
    expect((await me.request('GET', '/api/admin/users')).body).toEqual(expected);
    const index = await db().collection('admins').get();
    expect(index.docs.map((d) => d.id).sort()).toEqual([me.uid, other.uid].sort());

    // Deleted straight in Auth (the console): not listed, and its index entry goes.
    await auth().deleteUser(other.uid);
    expect((await me.request('GET', '/api/admin/users')).body).toEqual([
      { id: me.uid, username: me.username },
    ]);
    expect((await db().collection('admins').doc(other.uid).get()).exists).toBe(false);

    // A wiped index (no marker) is rebuilt from Auth once.
    await clearFirestore();
    const third = await newAdminSession();
    const listed = await me.request<Item[]>('GET', '/api/admin/users');
    expect(listed.body.map((a) => a.id).sort()).toEqual([me.uid, third.uid].sort());
    admin = me;
  });

  it('keeps the index in step with creates and deletes through the API', async () => {
    await proveSecondFactor(admin as ApiClient & { uid: string });
    const created = await admin.request<Item>('POST', '/api/admin/users', {
      username: 'newcomer',
      password: 'secret-pass-1',
      email: 'newcomer@staff.example',
      currentPassword: 'correct-horse-1',
    });
    expect(created.status).toBe(201);
    expect((await db().collection('admins').doc(created.body.id).get()).get('username')).toBe(
      'newcomer',
    );
    expect((await admin.request('DELETE', `/api/admin/users/${created.body.id}`)).status).toBe(200);
    expect((await db().collection('admins').doc(created.body.id).get()).exists).toBe(false);
  });
});
