/**
 * Hijri (Umm al-Qura) dates beside the Gregorian ones, and the Islamic seasons a trip overlaps,
 * computed from its dates. Intl's `islamic-umalqura` calendar (ICU, in Node and every browser)
 * gives the day, month and year as numbers; the month names are ours, so server and browser
 * print the same text whatever their ICU version. The Umm al-Qura calendar is computed: the
 * months pilgrims live by start with the moon's sighting, which may differ by a day.
 */
import { isIsoDate } from './dates';

export interface HijriDate {
  year: number;
  /** 1 (Muharram) to 12 (Dhu al-Hijjah). */
  month: number;
  day: number;
}

export const HIJRI_MONTHS = [
  'Muharram',
  'Safar',
  'Rabi al-Awwal',
  'Rabi al-Thani',
  'Jumada al-Ula',
  'Jumada al-Akhirah',
  'Rajab',
  "Sha'ban",
  'Ramadan',
  'Shawwal',
  "Dhu al-Qa'dah",
  'Dhu al-Hijjah',
] as const;

let formatter: Intl.DateTimeFormat | undefined;

/**
 * Dates already converted: a list of packages asks for the same few hundred days thousands of
 * times (every day of every departure's trip, for its seasons), and each conversion through
 * Intl costs about 20 µs. Bounded: past MEMO_MAX entries it starts again.
 */
const memo = new Map<string, HijriDate | null>();
const MEMO_MAX = 5000;

/** The Umm al-Qura date of a Gregorian 'YYYY-MM-DD', or null for anything else. */
export function hijriDateOf(iso: string): HijriDate | null {
  const known = memo.get(iso);
  if (known !== undefined) return known && { ...known };
  const date = convert(iso);
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(iso, date);
  return date && { ...date };
}

function convert(iso: string): HijriDate | null {
  if (!isIsoDate(iso)) return null;
  formatter ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  });
  const parts = formatter.formatToParts(new Date(`${iso}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const date = { year: part('year'), month: part('month'), day: part('day') };
  return Object.values(date).every(Number.isInteger) ? date : null;
}

/** '2027-11-04' → '5 Jumada al-Akhirah 1449 AH'; '' for anything that is not a date. */
export function formatHijri(iso: string | null | undefined): string {
  const date = iso ? hijriDateOf(iso) : null;
  return date ? `${date.day} ${HIJRI_MONTHS[date.month - 1]} ${date.year} AH` : '';
}

/** The Islamic seasons a trip can overlap, most specific first. */
export const SEASONS = {
  lastTenNights: 'Last ten nights of Ramadan',
  ramadan: 'Ramadan',
  eidAlFitr: 'Eid al-Fitr',
  eidAlAdha: 'Eid al-Adha',
} as const;

export type Season = keyof typeof SEASONS;

function seasonOfDay({ month, day }: HijriDate): Season[] {
  if (month === 9) return day >= 21 ? ['lastTenNights', 'ramadan'] : ['ramadan'];
  if (month === 10 && day <= 3) return ['eidAlFitr'];
  if (month === 12 && day >= 10 && day <= 13) return ['eidAlAdha'];
  return [];
}

/** Longest trip looked at, day by day (a longer one is a data error, not a trip). */
const MAX_TRIP_DAYS = 120;

/**
 * The seasons the days from departure to return (inclusive) overlap, in SEASONS order; only the
 * most specific of Ramadan's two (the last ten nights include Ramadan). A trip without a return
 * date is taken as its departure day.
 */
export function tripSeasons(departure: string | null | undefined, back?: string | null): Season[] {
  if (!departure || !isIsoDate(departure)) return [];
  const start = Date.parse(`${departure}T12:00:00Z`);
  const end = back && isIsoDate(back) ? Date.parse(`${back}T12:00:00Z`) : start;
  const found = new Set<Season>();
  for (let day = 0, t = start; t <= end && day <= MAX_TRIP_DAYS; day++, t += 86_400_000) {
    const hijri = hijriDateOf(new Date(t).toISOString().slice(0, 10));
    if (hijri) for (const season of seasonOfDay(hijri)) found.add(season);
  }
  if (found.has('lastTenNights')) found.delete('ramadan');
  return (Object.keys(SEASONS) as Season[]).filter((s) => found.has(s));
}
