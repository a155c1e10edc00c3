// A global hourly cap on the mails that tell staff about new submissions. Past the cap a
// submission is still stored and shown in the inbox, only its mail is held back; after the hour
// one summary mail says how many arrived (jobs/staff-mail-summary.ts). A flood that gets through
// every other check still cannot fill the agency's mailbox.
import { AGENCY_TIME_ZONE } from '@umrah/domain/constants';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase';
import { queueMail, type MailMessage } from './mail';

const HOUR_MS = 60 * 60 * 1000;
/** Hour documents are kept two days (TTL on expireAt), long enough for the summary job. */
const KEEP_MS = 2 * 24 * HOUR_MS;

/** Staff mails about submissions per hour, all forms together; STAFF_MAIL_HOURLY_CAP overrides. */
export function staffMailHourlyCap(): number {
  const fromEnv = Number(process.env.STAFF_MAIL_HOURLY_CAP);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 20;
}

const hours = () => db().collection('staffMailHours');

export function hourStartOf(now: number): number {
  return Math.floor(now / HOUR_MS) * HOUR_MS;
}

export interface StaffMailGate {
  /** Queues the mail in the submission's transaction if this hour is under the cap. */
  queue(tx: Transaction, to: string, message: MailMessage): void;
  /** After the submission is stored: counts its mail as sent or held back. */
  count(): Promise<void>;
}

/**
 * Reads this hour's count before the submission's transaction and counts after it. Reading or
 * writing the hour's document inside every submission's transaction would make all of them wait
 * for each other (ten at once took twice as long); this way they never do, and the cap can be
 * passed only by the submissions in flight at the moment it is reached.
 */
export async function staffMailGate(now = Date.now()): Promise<StaffMailGate> {
  const start = hourStartOf(now);
  const ref = hours().doc(new Date(start).toISOString().slice(0, 13));
  const underCap = Number((await ref.get()).get('sent') ?? 0) < staffMailHourlyCap();
  let queued: boolean | null = null;
  return {
    queue(tx, to, message) {
      if (!to) return;
      queued = underCap;
      if (underCap) queueMail(tx, to, message);
    },
    async count() {
      if (queued === null) return;
      // The submission is stored already: a failed count must not turn it into an error.
      await ref
        .set(
          {
            hourStart: Timestamp.fromMillis(start),
            [queued ? 'sent' : 'held']: FieldValue.increment(1),
            // The summary job looks only for hours that held mails back.
            ...(queued ? {} : { summaryDue: true }),
            expireAt: Timestamp.fromMillis(start + KEEP_MS),
          },
          { merge: true },
        )
        .catch((err: unknown) => logger.warn('Could not count a staff mail', { err }));
    },
  };
}

function hourLabel(start: number): string {
  const time = new Intl.DateTimeFormat('en-CA', {
    timeZone: AGENCY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: AGENCY_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return `${day.format(start)}, ${time.format(start)}-${time.format(start + HOUR_MS)}`;
}

/**
 * Sends one summary mail for each past hour that held mails back, once (the flag and the mail are
 * written in one transaction). Answers how many summaries it queued.
 */
export async function sendHeldMailSummaries(
  to: string,
  inboxUrl: string,
  now = Date.now(),
): Promise<number> {
  if (!to) return 0;
  const due = await hours().where('summaryDue', '==', true).get();
  let queued = 0;
  for (const doc of due.docs) {
    const start = (doc.get('hourStart') as Timestamp).toMillis();
    if (start + HOUR_MS > now) continue; // the hour is still running
    const done = await db().runTransaction(async (tx) => {
      const snap = await tx.get(doc.ref);
      if (snap.get('summaryDue') !== true) return false;
      const held = Number(snap.get('held') ?? 0);
      const sent = Number(snap.get('sent') ?? 0);
      queueMail(tx, to, {
        subject: `${held} more website ${held === 1 ? 'submission' : 'submissions'} arrived without a mail`,
        intro:
          `Between ${hourLabel(start)} the website received more booking requests and messages ` +
          `than the hourly mail limit (${staffMailHourlyCap()}). All of them are stored: open the inbox to see them.`,
        lines: [
          ['Mails sent that hour', String(sent)],
          ['Arrived without a mail', String(held)],
          ['Open the inbox', inboxUrl],
        ],
      });
      tx.update(doc.ref, { summaryDue: false, summarySentAt: Timestamp.fromMillis(now) });
      return true;
    });
    if (done) queued += 1;
  }
  return queued;
}
