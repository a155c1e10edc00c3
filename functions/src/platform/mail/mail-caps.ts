// Hourly caps on the mails a public submission sends: the staff's
// notification (all forms together) and the visitor's acknowledgement (all visitors together,
// and per recipient domain), so a flood that gets through every other check can neither fill
// the agency's mailbox nor make the agency mail strangers in bulk. Past a cap the submission is
// still stored and shown in the inbox; a held staff notification is replaced by one summary mail
// after the hour (jobs/staff-mail-summary.ts), a held acknowledgement waits in `heldMails` and
// goes out in a later hour (releaseHeldAcknowledgements): delayed, never dropped.
//
// Only acknowledgements count here: mail a person asked for or is owed (trip link, pay link,
// receipts, confirmations, reminders, group messages) is queued with sendMail/queueMail directly,
// so a flood of contact messages can never silence it. The per-domain cap counts only rare
// domains (cappedDomainOf): a large webmail provider is not one sender's domain, and its
// mailboxes are limited one by one (data/submission-throttle.ts).
//
// No hot document: each hour's count is spread over SHARDS documents, read together
// in one call before the submission's transaction and incremented (one shard, at random, without
// a read) in it, so concurrent submissions never wait on each other. The price: the submissions
// in flight when a cap is reached can pass it.
import { createHash } from 'node:crypto';
import { AGENCY_TIME_ZONE } from '@umrah/domain/model/constants';
import { cappedDomainOf } from '@umrah/domain/model/mailbox';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../firebase/firebase';
import { queueMail, renderMail, type MailMessage } from './mail';

const HOUR_MS = 60 * 60 * 1000;
/** Counters are kept two days (TTL on expireAt), long enough for the summary job. */
const KEEP_MS = 2 * 24 * HOUR_MS;
/** Documents an hour's global count is spread over. */
export const SHARDS = 8;

function capFromEnv(name: string, fallback: number): number {
  const fromEnv = Number(process.env[name]);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : fallback;
}

/** Staff mails about submissions per hour, all forms together; STAFF_MAIL_HOURLY_CAP overrides. */
export const staffMailHourlyCap = () => capFromEnv('STAFF_MAIL_HOURLY_CAP', 20);
/** Acknowledgements to visitors per hour, all together; ACK_MAIL_HOURLY_CAP overrides. */
export const ackMailHourlyCap = () => capFromEnv('ACK_MAIL_HOURLY_CAP', 30);
/** Acknowledgements per hour to one recipient domain; ACK_DOMAIN_HOURLY_CAP overrides. */
export const ackDomainHourlyCap = () => capFromEnv('ACK_DOMAIN_HOURLY_CAP', 10);

const counters = () => db().collection('mailCounters');
/** Acknowledgements a cap held back, waiting for a later hour. */
const heldMails = () => db().collection('heldMails');

export function hourStartOf(now: number): number {
  return Math.floor(now / HOUR_MS) * HOUR_MS;
}

const hourKey = (start: number) => new Date(start).toISOString().slice(0, 13);

type CappedKind = 'staff' | 'ack';

const shardRefs = (start: number, kind: CappedKind) =>
  Array.from({ length: SHARDS }, (_, i) => counters().doc(`${hourKey(start)}-${kind}-${i}`));

/** A rare recipient domain as the caps store it: a hash (no address data in clear). */
const domainHash = (domain: string) =>
  createHash('sha256').update(`mail-domain:${domain}`).digest('hex').slice(0, 32);

/** The recipient domain's counter. */
function domainRef(start: number, hash: string): DocumentReference {
  return counters().doc(`${hourKey(start)}-ackdomain-${hash}`);
}

const sum = (snaps: DocumentSnapshot[], field: 'sent' | 'held') =>
  snaps.reduce((n, s) => n + Number(s.get(field) ?? 0), 0);

export interface SubmissionMails {
  /**
   * Whether the visitor's acknowledgement goes out now (its caps allow it this hour); when not,
   * it is held and goes out in a later hour.
   */
  readonly acknowledges: boolean;
  /**
   * In the submission's transaction: queues the staff notification if this hour is under its
   * cap, and counts it as sent or held back.
   */
  queueStaff(tx: Transaction, to: string, message: MailMessage): void;
  /** The same for the visitor's acknowledgement, under both its caps; held back, it waits. */
  queueAcknowledgement(tx: Transaction, to: string, message: MailMessage): void;
}

/**
 * Reads this hour's counts (one call) before the submission's transaction; `visitorEmail` is the
 * address an acknowledgement would go to. The counts are written in the submission's transaction
 * as blind increments of one shard (no read there, so no lock to wait for): they exist exactly
 * when the submission does.
 */
export async function submissionMails(
  visitorEmail: string,
  now = Date.now(),
): Promise<SubmissionMails> {
  const start = hourStartOf(now);
  const staffRefs = shardRefs(start, 'staff');
  const ackRefs = shardRefs(start, 'ack');
  const rare = cappedDomainOf(visitorEmail);
  const hash = rare === null ? '' : domainHash(rare);
  const domain = rare === null ? null : domainRef(start, hash);
  const snaps = await db().getAll(...staffRefs, ...ackRefs, ...(domain ? [domain] : []));
  const staffUnder = sum(snaps.slice(0, SHARDS), 'sent') < staffMailHourlyCap();
  const ackUnder =
    sum(snaps.slice(SHARDS, 2 * SHARDS), 'sent') < ackMailHourlyCap() &&
    (!domain || Number(snaps[2 * SHARDS]?.get('sent') ?? 0) < ackDomainHourlyCap());
  const base = {
    hourStart: Timestamp.fromMillis(start),
    expireAt: Timestamp.fromMillis(start + KEEP_MS),
  };
  const shard = Math.floor(Math.random() * SHARDS);

  const tally = (tx: Transaction, kind: CappedKind, sent: boolean) => {
    tx.set(
      (kind === 'staff' ? staffRefs : ackRefs)[shard]!,
      {
        ...base,
        kind,
        [sent ? 'sent' : 'held']: FieldValue.increment(1),
        // The summary job looks only for counters that held mails back.
        ...(sent ? {} : { summaryDue: true }),
      },
      { merge: true },
    );
  };
  return {
    acknowledges: ackUnder,
    queueStaff(tx, to, message) {
      if (!to) return;
      if (staffUnder) queueMail(tx, to, message);
      tally(tx, 'staff', staffUnder);
    },
    queueAcknowledgement(tx, to, message) {
      if (!to) return;
      if (ackUnder) {
        queueMail(tx, to, message);
        if (domain) {
          tx.set(
            domain,
            { ...base, kind: 'ack-domain', sent: FieldValue.increment(1) },
            { merge: true },
          );
        }
      } else {
        tx.create(heldMails().doc(), {
          to,
          message: renderMail(message),
          domain: hash,
          heldAt: Timestamp.fromMillis(now),
        });
      }
      tally(tx, 'ack', ackUnder);
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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function summaryMail(
  start: number,
  staff: { sent: number; held: number },
  ack: { sent: number; held: number },
  inboxUrl: string,
): MailMessage {
  const subject =
    staff.held > 0
      ? `${plural(staff.held, 'more website submission', 'more website submissions')} arrived without a mail`
      : `${plural(ack.held, 'acknowledgement', 'acknowledgements')} to visitors held back`;
  const parts = [];
  if (staff.held > 0)
    parts.push(
      `more booking requests and messages than the hourly mail limit (${staffMailHourlyCap()}). All of them are stored: open the inbox to see them.`,
    );
  if (ack.held > 0)
    parts.push(
      `more submissions than the hourly limit on acknowledgements to visitors (${ackMailHourlyCap()} in all, ${ackDomainHourlyCap()} per mail domain outside the large webmail providers), so ${plural(ack.held, 'acknowledgement', 'acknowledgements')} will go out in a later hour instead of at once. This can mean someone is using the forms to mail strangers.`,
    );
  return {
    subject,
    intro: `Between ${hourLabel(start)} the website received ${parts.join(' It also received ')}`,
    lines: [
      ['Mails sent that hour', String(staff.sent)],
      ['Arrived without a mail', String(staff.held)],
      ['Acknowledgements sent', String(ack.sent)],
      ['Acknowledgements held back', String(ack.held)],
      ['Open the inbox', inboxUrl],
    ],
  };
}

/**
 * Sends one summary mail for each past hour that held mails back, once (the flags and the mail
 * are written in one transaction). Answers how many summaries it queued.
 */
export async function sendHeldMailSummaries(
  to: string,
  inboxUrl: string,
  now = Date.now(),
): Promise<number> {
  if (!to) return 0;
  const due = await counters().where('summaryDue', '==', true).get();
  const hours = new Set<number>();
  for (const doc of due.docs) {
    const start = (doc.get('hourStart') as Timestamp).toMillis();
    if (start + HOUR_MS <= now) hours.add(start); // a running hour waits for its end
  }
  let queued = 0;
  for (const start of hours) {
    const staffRefs = shardRefs(start, 'staff');
    const ackRefs = shardRefs(start, 'ack');
    const done = await db().runTransaction(async (tx) => {
      const snaps = await tx.getAll(...staffRefs, ...ackRefs);
      const flagged = snaps.filter((s) => s.get('summaryDue') === true);
      if (flagged.length === 0) return false;
      const staff = snaps.slice(0, SHARDS);
      const ack = snaps.slice(SHARDS);
      queueMail(
        tx,
        to,
        summaryMail(
          start,
          { sent: sum(staff, 'sent'), held: sum(staff, 'held') },
          { sent: sum(ack, 'sent'), held: sum(ack, 'held') },
          inboxUrl,
        ),
      );
      for (const snap of flagged) {
        tx.update(snap.ref, { summaryDue: false, summarySentAt: Timestamp.fromMillis(now) });
      }
      return true;
    });
    if (done) queued += 1;
  }
  return queued;
}

/**
 * Sends the acknowledgements held back in past hours, oldest first: at most the hourly caps' worth
 * per run (ackMailHourlyCap in all, ackDomainHourlyCap per rare domain), the rest waiting for the
 * next run. These have their own budget beside the live hour's, so a flood that fills every hour
 * only delays them, never starves them; the agency sends at most twice the cap in an hour. Each
 * mail is queued and its held copy deleted in one transaction (a second run finds it gone).
 * Answers how many it queued.
 */
export async function releaseHeldAcknowledgements(now = Date.now()): Promise<number> {
  const perRun = ackMailHourlyCap();
  const perDomain = ackDomainHourlyCap();
  const waiting = await heldMails()
    .where('heldAt', '<', Timestamp.fromMillis(hourStartOf(now)))
    .orderBy('heldAt')
    .limit(perRun * 10)
    .get();
  const byDomain = new Map<string, number>();
  const picked: DocumentReference[] = [];
  for (const doc of waiting.docs) {
    if (picked.length >= perRun) break;
    const hash = String(doc.get('domain') ?? '');
    const count = byDomain.get(hash) ?? 0;
    if (hash && count >= perDomain) continue;
    byDomain.set(hash, count + 1);
    picked.push(doc.ref);
  }
  if (picked.length === 0) return 0;
  return db().runTransaction(async (tx) => {
    const snaps = await tx.getAll(...picked);
    let queued = 0;
    for (const snap of snaps) {
      if (!snap.exists) continue;
      tx.create(db().collection('mail').doc(), {
        to: snap.get('to') as string,
        message: snap.get('message') as unknown,
        createdAt: FieldValue.serverTimestamp(),
      });
      tx.delete(snap.ref);
      queued += 1;
    }
    return queued;
  });
}
