// Privacy requests (PIPEDA; Quebec's Law 25): what is held about one person, found by their
// email address, and the register of their requests with the 30 days the law gives to answer.
import { addDays } from './dates';
import { mailboxOf } from './mailbox';

/** The kinds of records held about a person, each from the wing that owns it. */
export const PRIVACY_RECORD_KINDS = [
  'messages',
  'bookings',
  'payments',
  'receipts',
  'passportScans',
  'travellers',
  'groupMessages',
  'mails',
  'marketingContacts',
  'auditEntries',
] as const;
export type PrivacyRecordKind = (typeof PRIVACY_RECORD_KINDS)[number];

/** A plain JSON value, as a record's fields are exported. */
export type PlainValue =
  string | number | boolean | null | PlainValue[] | { [key: string]: PlainValue };

/** One record held about the person: its kind, its id and its stored fields (plain JSON). */
export interface PrivacyRecord {
  kind: PrivacyRecordKind;
  id: string;
  /** A short line staff recognise it by (a name and a date, a receipt's number). */
  label: string;
  /** Kept on erasure because a law requires it (receipts, the payments behind them, the log). */
  kept: boolean;
  fields: { [key: string]: PlainValue };
}

/** What a search finds: every record, in the order of PRIVACY_RECORD_KINDS. */
export interface PrivacyFindings {
  email: string;
  /** The mailbox every record was matched by (mailboxOf). */
  mailbox: string;
  records: PrivacyRecord[];
  /** Confirmed bookings whose trip is still ahead: erasing them cancels the trip (a reason is asked). */
  upcomingTrips: UpcomingTrip[];
}

/** A confirmed booking whose trip is today or later, as the erasure warns about it. */
export interface UpcomingTrip {
  bookingId: string;
  /** YYYY-MM-DD */
  tripDate: string;
  /** Seats the booking holds on its departure. */
  seats: number;
}

/**
 * Whether erasing a booking cancels a trip: a confirmed booking whose trip date is today or
 * later (its travellers cannot fly, be roomed or listed on a manifest without their names).
 */
export function isUpcomingTrip(
  booking: { status?: unknown; tripDate?: unknown },
  today: string,
): boolean {
  return (
    booking.status === 'confirmed' &&
    typeof booking.tripDate === 'string' &&
    booking.tripDate !== '' &&
    booking.tripDate >= today
  );
}

/** What an erasure did to an upcoming trip: the seat freed, the rooms, the manifest line. */
export interface CancelledTrip extends UpcomingTrip {
  /** Rooming lists (stay keys) the travellers were taken out of, and whether each was locked. */
  rooms: { stayKey: string; locked: boolean }[];
}

/** What an erasure answers: records erased and kept by kind, and the trips it cancelled. */
export interface ErasureResult {
  erased: Partial<Record<PrivacyRecordKind, number>>;
  kept: Partial<Record<PrivacyRecordKind, number>>;
  cancelledTrips: CancelledTrip[];
}

/**
 * What staff read of an erasure's effect on one cancelled trip: the seat, the rooms and the
 * manifest line (one rule, for the confirmation's warning and the answer alike).
 */
export function cancelledTripSummary(trip: CancelledTrip): string {
  const seats = `${trip.seats} seat${trip.seats === 1 ? '' : 's'}`;
  const locked = trip.rooms.filter((r) => r.locked).map((r) => r.stayKey);
  const open = trip.rooms.filter((r) => !r.locked).map((r) => r.stayKey);
  const rooms = [
    ...(open.length ? [`taken out of the rooming list (${open.join(', ')})`] : []),
    ...(locked.length
      ? [
          `taken out of the locked rooming list (${locked.join(', ')}), its room marked changed after lock: tell the hotel`,
        ]
      : []),
  ];
  return [
    `Trip of ${trip.tripDate} cancelled: ${seats} freed on the departure`,
    rooms.length ? rooms.join('; ') : 'not in any rooming list',
    'removed from the manifest',
  ].join('; ');
}

/**
 * The mailbox a privacy search matches: one person's address however it was typed (case, a
 * `+tag`, Gmail's dots), the same reading as the per-address limits. The person proves they own
 * the mailbox, and every spelling of it delivers to them.
 */
export const privacyMailboxOf = (email: string) => mailboxOf(email);

/**
 * A record as an access request's archive gives it to the requester: their own records whole;
 * another traveller of their booking (index 2 and after; traveller 1 is the lead contact who
 * booked) only by name and place, since that person's passport, birth date, notes and files are
 * theirs to request.
 */
export function forRequester(record: PrivacyRecord): PrivacyRecord {
  if (record.kind !== 'travellers' || record.fields['index'] === 1) return record;
  const {
    bookingId = null,
    index = null,
    givenNames = '',
    surname = '',
    relation = null,
  } = record.fields;
  return {
    ...record,
    fields: {
      bookingId,
      index,
      givenNames,
      surname,
      relation,
      withheld: 'Another traveller of the booking: their details are theirs to request.',
    },
  };
}

/** What erasure writes in place of a name (kept fields stay readable as erased, not blank). */
export const ERASED_NAME = '[erased]';

export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'erasure'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_REQUEST_STATUSES = ['open', 'closed'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** Days the law gives to answer an access or correction request (PIPEDA s. 8(3); Law 25 s. 32). */
export const PRIVACY_ANSWER_DAYS = 30;
/** The dashboard shows open requests due within this many days, and late ones. */
export const PRIVACY_COMING_DUE_DAYS = 7;

export interface PrivacyRequest {
  id: string;
  kind: PrivacyRequestKind;
  email: string;
  /** YYYY-MM-DD: the day the request reached the agency. */
  receivedDate: string;
  /** YYYY-MM-DD: receivedDate + 30 days. */
  dueDate: string;
  status: PrivacyRequestStatus;
  /** What was done (exported and sent, corrected, erased, refused and why). */
  outcome: string;
  /** YYYY-MM-DD, when closed. */
  closedDate: string | null;
  createdAt: string;
  /** 'website': sent from the privacy page's form (with who, their language and details). */
  source?: 'staff' | 'website';
  name?: string;
  language?: 'en' | 'fr';
  details?: string;
}

/** The day a request received on `receivedDate` must be answered by. */
export function privacyDueDate(receivedDate: string): string {
  return addDays(receivedDate, PRIVACY_ANSWER_DAYS);
}

/** Where an open request stands on `today`: late, due within 7 days, or not yet. */
export function privacyDueState(
  request: Pick<PrivacyRequest, 'status' | 'dueDate'>,
  today: string,
): 'late' | 'comingDue' | 'onTime' | 'closed' {
  if (request.status === 'closed') return 'closed';
  if (request.dueDate < today) return 'late';
  return request.dueDate <= addDays(today, PRIVACY_COMING_DUE_DAYS) ? 'comingDue' : 'onTime';
}

/** The open requests the dashboard shows (late or due within 7 days), soonest first. */
export function requestsComingDue<T extends Pick<PrivacyRequest, 'status' | 'dueDate'>>(
  requests: readonly T[],
  today: string,
): T[] {
  return requests
    .filter((r) => ['late', 'comingDue'].includes(privacyDueState(r, today)))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}
