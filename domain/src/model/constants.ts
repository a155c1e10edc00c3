/** Business constants and limits (spec section 9) shared by web and functions. */

/** Largest accepted passport scan: 5 MB. */
export const PASSPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Accepted passport file extensions (lowercase, with the dot). */
export const PASSPORT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
/** MIME types matching PASSPORT_EXTENSIONS (for `accept` attributes and server checks). */
export const PASSPORT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const TRAVELERS_MIN = 1;
export const TRAVELERS_MAX = 10;
export const TRAVELERS_DEFAULT = 1;

/**
 * A booking's preferred date is at most this many years after today: the trip date bounds how
 * long a passport scan is kept, so a far-off date (9999-12-31) must not keep one forever.
 */
export const PREFERRED_DATE_MAX_YEARS_AHEAD = 2;

export const PASSWORD_MIN_LENGTH = 12;
/** Upper bound on new passwords (keeps hashing cheap and bodies small). */
export const PASSWORD_MAX_LENGTH = 128;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 5;

/** The nav's "scrolled" flag is set past this many pixels. */
export const SCROLL_THRESHOLD_PX = 20;

export const STATS = { years: '15+', pilgrims: '5000+' } as const;

export type Weekday =
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/**
 * The office hours (spec section 9), 24-hour times; Sunday closed. schema.org's
 * OpeningHoursSpecification reads them as they are; the pages say them from the catalogs
 * (catalogs.test.ts holds the English rows to these times).
 */
export const OPENING_HOURS: readonly {
  readonly days: readonly Weekday[];
  readonly opens: string;
  readonly closes: string;
}[] = [
  {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  },
  { days: ['Saturday'], opens: '10:00', closes: '16:00' },
];

/**
 * How many days a week the office answers, from OPENING_HOURS: the home and about pages say
 * "6 days a week" from it, so no claim (the spec's old "24/7") contradicts /contact's hours.
 */
export const OPEN_DAYS_PER_WEEK = new Set(OPENING_HOURS.flatMap((o) => o.days)).size;

/** Theme colour defaults, in the settings text form 'H S% L%'. */
export const DEFAULT_COLORS = {
  primary: '150 45% 25%',
  secondary: '200 60% 40%',
  accent: '40 90% 55%',
} as const;

export const DEFAULT_SITE_NAME = 'Premium Umrah Services';
export const COPYRIGHT_FALLBACK_NAME = 'Premium Umrah Services';

/** Used for WhatsApp links when no number is configured (Toronto 555 fictional range). */
export const PLACEHOLDER_WHATSAPP_NUMBER = '14165550100';

/** The agency's own time zone: "today" for bookings is the agency's today. */
export const AGENCY_TIME_ZONE = 'America/Toronto';

/** Largest accepted admin image upload. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Honeypot field: hidden from people, filled by bots. A filled honeypot is accepted and dropped. */
export const HONEYPOT_FIELD = 'website';

/** The form field carrying the proof-of-work solution (ALTCHA payload, base64 JSON). */
export const SPAM_CHECK_FIELD = 'altcha';

/** The 400 answer when a submission's proof-of-work is missing, wrong, expired or replayed. */
export const SPAM_CHECK_FAILED =
  "The form's spam check failed. Please reload the page and try again.";
