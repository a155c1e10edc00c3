import { AGENCY_TIME_ZONE, PREFERRED_DATE_MAX_YEARS_AHEAD } from './constants';

/** The English month names, for dates written out in English (pages and documents). */
export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2027-03' → 'March 2027'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${ENGLISH_MONTHS[Number(m) - 1] ?? ''} ${year ?? ''}`.trim();
}

const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})/;

function validYmd(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= daysInMonth;
}

/** True for a real calendar date written exactly 'YYYY-MM-DD' (so '2026-02-30' is false). */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  return validYmd(y, m, d);
}

/**
 * 'MMMM d, yyyy' without locale data: '2026-03-05' or '2026-03-05T22:10:00.000Z'
 * -> 'March 5, 2026'. The date part of the string is used as written (that is,
 * the UTC date for a 'Z' timestamp). Unparseable input gives ''.
 */
export function formatBlogDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = DATE_PART.exec(iso);
  let y: number;
  let mo: number;
  let d: number;
  if (m) {
    y = Number(m[1]);
    mo = Number(m[2]);
    d = Number(m[3]);
    if (!validYmd(y, mo, d)) return '';
  } else {
    const t = Date.parse(iso);
    if (Number.isNaN(t)) return '';
    const date = new Date(t);
    y = date.getUTCFullYear();
    mo = date.getUTCMonth() + 1;
    d = date.getUTCDate();
  }
  return `${ENGLISH_MONTHS[mo - 1] ?? ''} ${d}, ${y}`;
}

/** One formatter per time zone: building one loads the zone's data (milliseconds on a phone). */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(tz: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(tz, formatter);
  }
  return formatter;
}

/** Today's date 'YYYY-MM-DD' in the given IANA time zone (default: the agency's, America/Toronto). */
export function todayInTimeZone(tz: string = AGENCY_TIME_ZONE, now: Date = new Date()): string {
  const parts = dayFormatter(tz).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const localTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as the agency's wall clock reads it, 'YYYY-MM-DD HH:MM' (24 h; '' for a missing or
 * unreadable one): what a spreadsheet reads as a date and time, in the office's zone rather than
 * UTC, for the CSV exports.
 */
export function localDateTime(
  iso: string | null | undefined,
  tz: string = AGENCY_TIME_ZONE,
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = localTimeFormatters.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    localTimeFormatters.set(tz, formatter);
  }
  const parts = formatter.formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/**
 * The moment a day ('YYYY-MM-DD') begins on the agency's wall clock (default America/Toronto), so
 * a list filtered "from 1 March to 3 March" holds what staff did on those days in the office.
 */
export function dayStartInTimeZone(isoDate: string, tz: string = AGENCY_TIME_ZONE): Date {
  const midnightUtc = Date.parse(`${isoDate}T00:00:00Z`);
  // How far the zone's clock is ahead of UTC at `t` (negative west of Greenwich).
  const offsetAt = (t: number) =>
    Date.parse(`${localDateTime(new Date(t).toISOString(), tz).replace(' ', 'T')}:00Z`) - t;
  // Twice: the second pass takes a daylight-saving change between the guess and the answer.
  const guess = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(guess));
}

/** YYYY-MM-DD plus n days (calendar arithmetic in UTC; n may be negative). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus whole years; 29 February becomes 28 February in a year without one. */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const day = Math.min(d, new Date(Date.UTC(year, m, 0)).getUTCDate());
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * 'YYYY-MM-DD' plus whole months; a day the later month lacks becomes its last day
 * (31 August + 6 months = 28 or 29 February), so the result never spills into the month after.
 */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const day = Math.min(d, new Date(Date.UTC(year, month, 0)).getUTCDate());
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The latest preferred date a booking may ask for, given today ('YYYY-MM-DD'). */
export function latestPreferredDate(today: string): string {
  return addYears(today, PREFERRED_DATE_MAX_YEARS_AHEAD);
}

/** The later of two YYYY-MM-DD dates (either may be missing). */
export function laterDate(a: string | null | undefined, b: string | null | undefined): string {
  if (!a) return b ?? '';
  if (!b) return a;
  return a > b ? a : b;
}
