/**
 * Messages to a departure's group: staff write one text in English and French and send it to the
 * departure's confirmed bookings (all, those not ready, those not paid in full), or on purpose to
 * its unconfirmed requests or its waiting list, each booking getting the
 * text of its language. The rules of who gets it and how often a departure may be messaged live
 * here, for the server, the admin's dialog and their tests.
 */
import { AGENCY_TIME_ZONE } from './constants';
import type { BookingStatus } from './bookings';
import type { ContactMessage } from './messages';
import type { FormLanguage } from './validation-messages';
import { whatsappLink } from './whatsapp';

/**
 * Who a message goes to. The first three are the people who travel (confirmed bookings); requests
 * not confirmed yet and the waiting list are audiences of their own, chosen on purpose, so a
 * "flight time changed" never reaches someone without a seat. Cancelled bookings never get one.
 */
export const GROUP_AUDIENCES = [
  'confirmed',
  'not-ready',
  'not-paid',
  'requests',
  'waiting-list',
] as const;
export type GroupAudience = (typeof GROUP_AUDIENCES)[number];
/** What a new message goes to unless staff choose otherwise. */
export const DEFAULT_GROUP_AUDIENCE: GroupAudience = 'confirmed';
/**
 * Sends stored before the audiences were split went to 'all' (every booking not cancelled). A
 * reminder staff send from the readiness board is stored as a send to its one booking, so it
 * shows in the booking's messages (and the trip page's) like any message the agency sent.
 */
export type StoredGroupAudience = GroupAudience | 'all' | 'readiness-reminder';

export const GROUP_AUDIENCE_LABELS: Record<StoredGroupAudience, string> = {
  confirmed: 'Confirmed bookings (the travellers)',
  'not-ready': 'Confirmed bookings not ready to fly',
  'not-paid': 'Confirmed bookings not paid in full',
  requests: 'Requests not confirmed yet (no seat)',
  'waiting-list': 'The waiting list',
  all: 'Every booking of the departure (older sends)',
  'readiness-reminder': 'Readiness reminder from the board (this booking only)',
};

/** The departure's bookings in each group staff may write to, for the preview's counts. */
export interface GroupAudienceCounts {
  confirmed: number;
  requests: number;
  waitingList: number;
}

/**
 * Sends per departure per agency day. The staff-mail hourly caps (data/mail-caps.ts) guard the
 * public forms; these mails are written by staff, so this limit only keeps a slip (a double
 * click, a wrong audience sent again and again) from mailing a whole group many times.
 */
export const GROUP_MESSAGE_DAILY_LIMIT = 5;

export const GROUP_SUBJECT_MAX = 150;
export const GROUP_BODY_MAX = 5000;

/** What the audience rule needs to know of one booking. */
export interface AudienceCandidate {
  status: BookingStatus;
  /** A request to join the waiting list (not confirmed yet). */
  waitingList: boolean;
  /** Paid at least its total (a booking with no price yet is not). */
  paidInFull: boolean;
  /** Every traveller passes every readiness rule (a booking not confirmed yet is not ready). */
  ready: boolean;
}

/** Which of the three groups a booking is in (null: cancelled, in none). */
export function audienceGroupOf(
  candidate: Pick<AudienceCandidate, 'status' | 'waitingList'>,
): keyof GroupAudienceCounts | null {
  if (candidate.status === 'cancelled') return null;
  if (candidate.status === 'confirmed' || candidate.status === 'completed') return 'confirmed';
  return candidate.waitingList ? 'waitingList' : 'requests';
}

export function inAudience(candidate: AudienceCandidate, audience: GroupAudience): boolean {
  const group = audienceGroupOf(candidate);
  if (audience === 'requests') return group === 'requests';
  if (audience === 'waiting-list') return group === 'waitingList';
  if (group !== 'confirmed') return false;
  if (audience === 'not-ready') return !candidate.ready;
  if (audience === 'not-paid') return !candidate.paidInFull;
  return true;
}

/** How many bookings each group holds (the preview names them, whichever audience is chosen). */
export function audienceCounts(
  candidates: readonly Pick<AudienceCandidate, 'status' | 'waitingList'>[],
): GroupAudienceCounts {
  const counts: GroupAudienceCounts = { confirmed: 0, requests: 0, waitingList: 0 };
  for (const c of candidates) {
    const group = audienceGroupOf(c);
    if (group) counts[group] += 1;
  }
  return counts;
}

/** The message's text in one language. */
export interface GroupText {
  subject: string;
  body: string;
}

export type GroupTexts = Record<FormLanguage, GroupText>;

/** One booking a message went to (or would go to). */
export interface GroupRecipient {
  bookingId: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  language: FormLanguage;
}

/** A stored send, as staff see it. */
export interface GroupMessage {
  id: string;
  departureId: string;
  texts: GroupTexts;
  audience: StoredGroupAudience;
  recipients: GroupRecipient[];
  sentBy: string;
  sentAt: string;
}

/** Where a departure stands against its daily limit. */
export interface GroupSendLimit {
  sentToday: number;
  dailyLimit: number;
  /** ISO instant of the agency's next midnight. */
  resetsAt: string;
}

/** A mail as the mail collection holds it (Trigger Email's message). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** POST .../departures/{id}/messages/preview: each language's mail, the recipients, the limit. */
export interface GroupMessagePreview {
  mails: Record<FormLanguage, RenderedMail>;
  recipients: GroupRecipient[];
  /** The departure's bookings per group (confirmed, requests, waiting list), not cancelled. */
  counts: GroupAudienceCounts;
  limit: GroupSendLimit;
}

/** GET .../departures/{id}/messages: the past sends, newest first, and today's limit. */
export interface DepartureGroupMessages {
  sends: GroupMessage[];
  limit: GroupSendLimit;
}

/** GET .../bookings/{id}/messages: one booking's messages, both ways. */
export interface BookingMessages {
  /** Sends to the departure's group that reached this booking (with the address used). */
  groupMessages: (Omit<GroupMessage, 'recipients'> & { email: string })[];
  /** What the pilgrim wrote from the trip page, newest first. */
  pilgrimMessages: ContactMessage[];
}

/** A send as one booking's pilgrim reads it on the trip page: in the booking's language. */
export interface TripGroupMessage {
  id: string;
  subject: string;
  body: string;
  sentAt: string;
}

/** A message the pilgrim wrote to the agency from the trip page, as the page shows it back. */
export interface TripSentMessage {
  id: string;
  text: string;
  sentAt: string;
  /** The agency's replies, oldest first (without who wrote them). */
  replies: { text: string; sentAt: string }[];
}

/** The agency's day a moment falls on, 'YYYY-MM-DD' (the daily limit counts per such day). */
export function groupMessageDayOf(now: Date, tz: string = AGENCY_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Seconds since the agency's midnight at a moment. */
function secondsIntoDay(now: Date, tz: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 3600 + get('minute') * 60 + get('second');
}

/**
 * When the daily limit resets: the first second of the next agency day, as an ISO instant. A day
 * that changes to or from daylight saving time is 23 or 25 hours long: the guess (24 h after
 * midnight) is checked, and moved by an hour when the day turns elsewhere.
 */
export function groupMessageLimitResetsAt(now: Date, tz: string = AGENCY_TIME_ZONE): string {
  const today = groupMessageDayOf(now, tz);
  const second = Math.floor(now.getTime() / 1000) * 1000;
  const guess = second + (86_400 - secondsIntoDay(now, tz)) * 1000;
  const hour = 3_600_000;
  const turns = (t: number) =>
    groupMessageDayOf(new Date(t), tz) !== today &&
    groupMessageDayOf(new Date(t - 1000), tz) === today;
  const found = [guess, guess - hour, guess + hour].find(turns) ?? guess;
  return new Date(found).toISOString();
}

/** The text as a WhatsApp message: the subject on its own line, then the body. */
export function whatsappTextOf(text: GroupText): string {
  return `*${text.subject.trim()}*\n\n${text.body.trim()}`;
}

/** A click-to-chat link to a recipient's phone with the message of their language prefilled. */
export function groupWhatsappLink(recipient: GroupRecipient, texts: GroupTexts): string | null {
  if (recipient.phone.replace(/\D/g, '').length < 7) return null;
  return whatsappLink(recipient.phone, whatsappTextOf(texts[recipient.language]));
}

/** Longest message a pilgrim sends the agency from the trip page. */
export const TRIP_MESSAGE_MAX = 2000;
/** A staff reply to a pilgrim's trip-page message, at most (characters). */
export const MESSAGE_REPLY_MAX = 4000;
/** Messages one booking's trip page may send per hour (a slip or a script, not a conversation). */
export const TRIP_MESSAGE_HOURLY_LIMIT = 5;
