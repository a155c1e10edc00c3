/**
 * How the admin area writes dates and times: one format everywhere (lists, the booking page, the
 * payment card, the audit log, the security settings), so staff read every moment the same way.
 * English (the admin area's language), in the admin's own time zone unless one is given.
 */

const DATE_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment as 'Nov 23, 2026, 9:41 AM' ('' for a missing or unreadable one). */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const key = timeZone ?? '';
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...DATE_TIME, ...(timeZone && { timeZone }) });
    dateTimeFormats.set(key, format);
  }
  // ICU puts a narrow no-break space before AM/PM; a plain one reads and searches the same.
  return format.format(date).replace(/\u202f/g, ' ');
}

const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date 'YYYY-MM-DD' as 'March 5, 2026' ('' for a missing or unreadable one). */
export function formatDay(ymd: string | null | undefined): string {
  if (!ymd || !/^\d{4}-\d{2}-\d{2}/.test(ymd)) return '';
  const date = new Date(`${ymd.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}
