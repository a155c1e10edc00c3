/**
 * Dates, prices and numbers as a page's locale writes them: 'November 4, 2027' / '4 novembre
 * 2027', '$2,450' / '2 450 $'. The server renders with these and islands reuse them, so a
 * hydrated island prints exactly what the server did. English keeps the locale-free formatters
 * the site always used (their output cannot drift with a runtime's ICU data); French goes
 * through Intl, which every supported runtime (Node 20+, evergreen browsers) ships for fr-CA.
 */
import { ENGLISH_MONTHS, formatBlogDate, localDateTime } from './dates';
import { bilingualLocaleOf, isolatedIn, type BilingualLocale, type Locale } from './locale';
import { formatCents } from './payments';
import { formatPrice } from './price';

const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})/;

const frenchDate = new Intl.DateTimeFormat('fr-CA', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const frenchPrice = new Intl.NumberFormat('fr-CA', {
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const frenchCents = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });

/**
 * A date ('2027-11-04' or an ISO timestamp; its date part as written, that is the UTC date) in
 * the locale's long form; '' for unparseable input.
 */
function formatDateLtr(iso: string | null | undefined, locale: BilingualLocale): string {
  const english = formatBlogDate(iso);
  if (locale === 'en-CA' || !english || !iso) return english;
  const m = DATE_PART.exec(iso);
  const date = m
    ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
    : new Date(Date.parse(iso));
  return frenchDate.format(date);
}

/**
 * A booking's or payment's day ('2027-11-04') as the pay page and the pilgrim's mails write it:
 * English keeps the stored form those texts always showed, French its long date; a value that
 * is not a date stays as it is.
 */
function formatDayLtr(iso: string, locale: BilingualLocale): string {
  if (locale === 'en-CA') return iso;
  return formatDateLtr(iso, locale) || iso;
}

/**
 * A day as documents write it (receipts, confirmations, manifests, rooming lists, readiness):
 * '26 February 2027' in English (day first, as a hotel or an airline reads it anywhere), '1er mai
 * 2027' / '26 février 2027' in French (the first of a month is written 1er). Takes 'YYYY-MM-DD'
 * or an ISO timestamp (its date part); a value that is not a date stays as it is.
 */
function formatDocumentDateLtr(iso: string, locale: BilingualLocale): string {
  const m = DATE_PART.exec(iso);
  if (!m) return iso;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return iso;
  if (locale === 'en-CA') return `${day} ${ENGLISH_MONTHS[month - 1]} ${year}`;
  const french = frenchDate.format(new Date(Date.UTC(year, month - 1, day)));
  return day === 1 ? french.replace(/^1(?=\s)/, '1er') : french;
}

const frenchShortDate = new Intl.DateTimeFormat('fr-CA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * formatDocumentDate with the month shortened, for a table's narrow columns: '11 Sep 2027' /
 * '11 sept. 2027', '1er mai 2027'. Unparseable input stays as it is.
 */
function formatDocumentDateShortLtr(iso: string, locale: BilingualLocale): string {
  const m = DATE_PART.exec(iso);
  if (!m) return iso;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return iso;
  if (locale === 'en-CA') return `${day} ${ENGLISH_MONTHS[month - 1]?.slice(0, 3)} ${year}`;
  const french = frenchShortDate.format(new Date(Date.UTC(year, month - 1, day)));
  return day === 1 ? french.replace(/^1(?=\s)/, '1er') : french;
}

/** Dollars and cents, for amounts owed and paid: '$1,234.50' (en-CA), '1 234,50 $' (fr-CA). */
function formatMoneyCentsLtr(cents: number, locale: BilingualLocale): string {
  if (locale === 'en-CA') return formatCents(cents);
  return frenchCents.format(cents / 100);
}

/** Whole Canadian dollars: '$2,450' (en-CA), '2 450 $' (fr-CA); '' for a non-finite number. */
function formatMoneyLtr(amount: number, locale: BilingualLocale): string {
  if (locale === 'en-CA' || !Number.isFinite(amount)) return formatPrice(amount);
  return frenchPrice.format(Math.round(amount));
}

/** A price in cents as people read it: whole dollars without cents ('$500'), else with them. */
function formatAmountLtr(cents: number, locale: BilingualLocale): string {
  return cents % 100 === 0
    ? formatMoneyLtr(cents / 100, locale)
    : formatMoneyCentsLtr(cents, locale);
}

/**
 * A clock time staff wrote ('21:40', as the departure form stores it) as each language writes it:
 * English keeps it, French writes '21 h 40' (no-break spaces) as the Office québécois de la
 * langue française recommends. A value that is not HH:MM stays as it is.
 */
function formatClockLtr(hhmm: string, locale: BilingualLocale): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (locale === 'en-CA' || !match) return hhmm;
  return `${Number(match[1])}\u00a0h\u00a0${match[2]}`;
}

/**
 * When a document was made, in the agency's time zone, as a document writes it: '26 November
 * 2026 at 10:07' / '26 novembre 2026 à 10 h 07' (no ISO in a printed list).
 */
function formatDocumentDateTimeLtr(at: Date, locale: BilingualLocale): string {
  const [day = '', time = ''] = localDateTime(at.toISOString()).split(' ');
  const date = formatDocumentDateLtr(day, locale);
  return locale === 'en-CA' ? `${date} at ${time}` : `${date} à ${formatClockLtr(time, locale)}`;
}

/*
 * The exported formatters: Arabic and Urdu pages write dates, prices and numbers as English does
 * for now, with Western digits (issue 47 item 4 gives them their own), each value isolated left
 * to right so the bidi algorithm never reorders "12 March 2027" or "+1 416…" inside
 * right-to-left text (isolatedIn, locale.ts).
 */

export function formatDate(iso: string | null | undefined, locale: Locale): string {
  return isolatedIn(locale, formatDateLtr(iso, bilingualLocaleOf(locale)));
}

export function formatDay(iso: string, locale: Locale): string {
  return isolatedIn(locale, formatDayLtr(iso, bilingualLocaleOf(locale)));
}

export function formatDocumentDate(iso: string, locale: Locale): string {
  return isolatedIn(locale, formatDocumentDateLtr(iso, bilingualLocaleOf(locale)));
}

export function formatDocumentDateShort(iso: string, locale: Locale): string {
  return isolatedIn(locale, formatDocumentDateShortLtr(iso, bilingualLocaleOf(locale)));
}

export function formatMoneyCents(cents: number, locale: Locale): string {
  return isolatedIn(locale, formatMoneyCentsLtr(cents, bilingualLocaleOf(locale)));
}

export function formatMoney(amount: number, locale: Locale): string {
  return isolatedIn(locale, formatMoneyLtr(amount, bilingualLocaleOf(locale)));
}

export function formatAmount(cents: number, locale: Locale): string {
  return isolatedIn(locale, formatAmountLtr(cents, bilingualLocaleOf(locale)));
}

export function formatClock(hhmm: string, locale: Locale): string {
  return isolatedIn(locale, formatClockLtr(hhmm, bilingualLocaleOf(locale)));
}

export function formatDocumentDateTime(at: Date, locale: Locale): string {
  return isolatedIn(locale, formatDocumentDateTimeLtr(at, bilingualLocaleOf(locale)));
}
