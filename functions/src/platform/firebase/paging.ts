import {
  FieldPath,
  Timestamp,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { DomainError } from '@umrah/domain/model/errors';
import type { Page } from '@umrah/domain/schemas/paging';

export type { Page };
import { addDays, dayStartInTimeZone, isIsoDate } from '@umrah/domain/model/dates';
import { isDocId } from './doc-id';

/**
 * One paging helper for every admin list (bookings, messages, audit log, content): newest first
 * by a Timestamp field, ties broken by document id, continued with an opaque cursor that names
 * the last item of the page before (lists of days, soonest first, use the date cursor below).
 * Pages read `limit + 1` documents so the last page is known without an extra, empty request.
 */

/** Equality filters of a list (`status == 'new'`, `read == false`); undefined values are ignored. */
export type Filters = Readonly<Record<string, string | number | boolean | undefined>>;

/** How a collection is listed: its base query and the Timestamp field newest-first order uses. */
export interface ListSource<T> {
  query: () => Query;
  sortField: string;
  toItem: (doc: QueryDocumentSnapshot) => T;
}

/** A window on the sort field: from `since` (included) to `before` (excluded), each optional. */
export interface TimeWindow {
  since?: Date | undefined;
  before?: Date | undefined;
}

export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
  filters?: Filters;
  window?: TimeWindow;
}

/** Where a page starts: the sort value and the id of the previous page's last document. */
interface CursorPosition {
  seconds: number;
  nanoseconds: number;
  id: string;
}

/** The seconds a Firestore Timestamp can hold: the years 1 to 9999. */
const MIN_SECONDS = -62_135_596_800;
const MAX_SECONDS = 253_402_300_799;

const badCursor = () => new DomainError('cursor_invalid');

/** base64url of `[seconds, nanoseconds, id]`: opaque to clients, exact to the nanosecond. */
export function encodeCursor(position: CursorPosition): string {
  const { seconds, nanoseconds, id } = position;
  return Buffer.from(JSON.stringify([seconds, nanoseconds, id]), 'utf8').toString('base64url');
}

/** The parts of a cursor (a base64url JSON array of `length` items), or 400 when it is not one of ours. */
function cursorParts(cursor: string, length: number): unknown[] {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw badCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== length) throw badCursor();
  return parsed as unknown[];
}

/** The position a cursor names, or 400 when it is not one of ours. */
export function decodeCursor(cursor: string): CursorPosition {
  const [seconds, nanoseconds, id] = cursorParts(cursor, 3);
  if (
    !Number.isSafeInteger(seconds) ||
    (seconds as number) < MIN_SECONDS ||
    (seconds as number) > MAX_SECONDS ||
    !Number.isInteger(nanoseconds) ||
    (nanoseconds as number) < 0 ||
    (nanoseconds as number) > 999_999_999 ||
    typeof id !== 'string' ||
    !isDocId(id)
  ) {
    throw badCursor();
  }
  return { seconds: seconds as number, nanoseconds: nanoseconds as number, id };
}

/**
 * Where a page of a list ordered by a YYYY-MM-DD text field, soonest first, starts: the date and
 * the id of the previous page's last document (lists of dates rather than of moments).
 */
export interface DateCursorPosition {
  date: string;
  id: string;
}

/** base64url of `[date, id]`: opaque to clients like the Timestamp cursors. */
export function encodeDateCursor({ date, id }: DateCursorPosition): string {
  return Buffer.from(JSON.stringify([date, id]), 'utf8').toString('base64url');
}

/** The position a date cursor names, or 400 when it is not one of ours. */
export function decodeDateCursor(cursor: string): DateCursorPosition {
  const [date, id] = cursorParts(cursor, 2);
  if (!isIsoDate(date) || typeof id !== 'string' || !isDocId(id)) throw badCursor();
  return { date, id };
}

function filtered(query: Query, filters: Filters = {}): Query {
  let q = query;
  for (const [field, value] of Object.entries(filters)) {
    if (value !== undefined) q = q.where(field, '==', value);
  }
  return q;
}

/** A range of office days (YYYY-MM-DD, both included, each optional) as a window of moments. */
export function dayWindow(from?: string, to?: string): TimeWindow {
  return {
    since: from ? dayStartInTimeZone(from) : undefined,
    before: to ? dayStartInTimeZone(addDays(to, 1)) : undefined,
  };
}

/** The query's documents whose `field` lies in the window (a range on the field it is ordered by). */
export function windowed(query: Query, field: string, window: TimeWindow = {}): Query {
  let q = query;
  if (window.since) q = q.where(field, '>=', Timestamp.fromDate(window.since));
  if (window.before) q = q.where(field, '<', Timestamp.fromDate(window.before));
  return q;
}

function ordered(source: ListSource<unknown>, filters?: Filters, window?: TimeWindow): Query {
  return windowed(filtered(source.query(), filters), source.sortField, window)
    .orderBy(source.sortField, 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
}

function cursorOf(doc: DocumentSnapshot, sortField: string): string {
  const value = doc.get(sortField) as Timestamp;
  return encodeCursor({ seconds: value.seconds, nanoseconds: value.nanoseconds, id: doc.id });
}

/** One page of the list, newest first, after `cursor` when given. */
export async function readPage<T>(source: ListSource<T>, request: PageRequest): Promise<Page<T>> {
  let query = ordered(source, request.filters, request.window);
  if (request.cursor) {
    const { seconds, nanoseconds, id } = decodeCursor(request.cursor);
    query = query.startAfter(new Timestamp(seconds, nanoseconds), id);
  }
  const snap = await query.limit(request.limit + 1).get();
  const docs = snap.docs.slice(0, request.limit);
  const last = docs[docs.length - 1];
  return {
    items: docs.map(source.toItem),
    nextCursor: snap.docs.length > request.limit && last ? cursorOf(last, source.sortField) : null,
  };
}

/**
 * Every item of the list, newest first, a page at a time: the caller handles each page (e.g.
 * writes it to a response) before the next is read, so memory holds one page, not the list.
 */
export async function* readAllPages<T>(
  source: ListSource<T>,
  pageSize: number,
  filters?: Filters,
): AsyncGenerator<T[]> {
  let cursor: string | undefined;
  do {
    const page = await readPage(source, { limit: pageSize, cursor, filters });
    if (page.items.length > 0) yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** How many documents match, by an aggregate query (one read per 1,000 counted, no documents). */
export async function countWhere(query: Query, filters?: Filters): Promise<number> {
  return (await filtered(query, filters).count().get()).data().count;
}

/** How many documents match the filters with their `field` in the window. */
export async function countInWindow(
  query: Query,
  field: string,
  filters: Filters,
  window: TimeWindow,
): Promise<number> {
  return (await windowed(filtered(query, filters), field, window).count().get()).data().count;
}
