/**
 * The package facts a page writes in its locale: Hijri dates, departure months and walking
 * distances ('18 Ramadan 1448 AH' / '18 ramadan 1448 AH', 'March 2027' / 'mars 2027', '1.2 km'
 * / '1,2 km'). English keeps the locale-free formatters the site always used (hijri.ts,
 * dates.ts, stays.ts); French goes through Intl. Beside locale-format.ts, for the package pages.
 */
import { isIsoDate, monthLabel } from './dates';
import { formatHijri } from './hijri';
import { bilingualLocaleOf, isolatedIn, type BilingualLocale, type Locale } from './locale';
import { formatDistance } from './stays';

let frenchHijri: Intl.DateTimeFormat | undefined;
let frenchMonth: Intl.DateTimeFormat | undefined;
const frenchKm = new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 });

/** A Gregorian 'YYYY-MM-DD' as its Umm al-Qura date; '' for anything else. */
function hijriInLtr(iso: string | null | undefined, locale: BilingualLocale): string {
  if (locale === 'en-CA' || !iso || !isIsoDate(iso)) return formatHijri(iso);
  frenchHijri ??= new Intl.DateTimeFormat('fr-CA-u-ca-islamic-umalqura-nu-latn', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return frenchHijri.format(new Date(`${iso}T12:00:00Z`));
}

/** '2027-03' → 'March 2027' / 'mars 2027'. */
function monthInLtr(month: string, locale: BilingualLocale): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (locale === 'en-CA' || !m) return monthLabel(month);
  frenchMonth ??= new Intl.DateTimeFormat('fr-CA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return frenchMonth.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 15)));
}

/** '450 m', '1.2 km' / '1,2 km' (a no-break space before the unit in French). */
function distanceInLtr(metres: number, locale: BilingualLocale): string {
  if (locale === 'en-CA') return formatDistance(metres);
  if (metres < 1000) return `${Math.round(metres)}\u00a0m`;
  return `${frenchKm.format(Math.round(metres / 100) / 10)}\u00a0km`;
}

/*
 * The exported formatters: Arabic and Urdu pages write dates, prices and numbers as English does
 * for now, with Western digits (issue 47 item 4 gives them their own), each value isolated left
 * to right so the bidi algorithm never reorders "12 March 2027" or "+1 416…" inside
 * right-to-left text (isolatedIn, locale.ts).
 */

export function hijriIn(iso: string | null | undefined, locale: Locale): string {
  return isolatedIn(locale, hijriInLtr(iso, bilingualLocaleOf(locale)));
}

export function monthIn(month: string, locale: Locale): string {
  return isolatedIn(locale, monthInLtr(month, bilingualLocaleOf(locale)));
}

export function distanceIn(metres: number, locale: Locale): string {
  return isolatedIn(locale, distanceInLtr(metres, bilingualLocaleOf(locale)));
}
