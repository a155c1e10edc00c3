// What a valid public submission (contact message or booking request) needs before it is stored:
// its proof of work checked (no database work for a forged one) and used up, its slots in the
// per-address and per-mailbox windows, the settings and this hour's mail caps. The reads run
// beside the proof of work's claim (one round trip), the slots are taken after it (a second):
// nothing is counted for a refused solution, and a flood on one mailbox is refused after one
// read, without a write. Once this instance saw a window full (mayBeFull), a submission on it
// reads its windows alone first and, still full, is refused on that read: no claim, no settings,
// no mail counts, so a flood's refusals cost one read each and queue behind nothing. Its
// solution, checked but not used up, buys nothing: it only meets the same refusal again.
import { DomainError } from '@umrah/domain/model/errors';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { submissionMails, type SubmissionMails } from '../../platform/mail/mail-caps';
import { getPublicSettings } from '../content/settings';
import {
  ADDRESS_WINDOW_MS,
  EMAIL_WINDOW_MS,
  mayBeFull,
  type LimitKind,
  readSubmissionSlots,
  type SubmissionSlots,
} from './store/submission-throttle';
import { verifiedSolution, type SpamCheckedForm } from './spam-check';

export interface Admission {
  settings: PublicSettings;
  mails: SubmissionMails;
}

/** The refusal of a full window: per client address, then per mailbox (a form has no other). */
function tooMany(limit: LimitKind): DomainError {
  return limit === 'address'
    ? new DomainError('too_many_from_network', { retryAfterSeconds: ADDRESS_WINDOW_MS / 1000 })
    : new DomainError('too_many_with_email', { retryAfterSeconds: EMAIL_WINDOW_MS / 1000 });
}

async function takeSlots(slots: SubmissionSlots): Promise<void> {
  if (slots.full) throw tooMany(slots.full);
  const lost = await slots.take();
  if (lost) throw tooMany(lost);
}

export async function admitSubmission(
  clientAddress: string,
  solution: unknown,
  form: SpamCheckedForm,
  email: string,
): Promise<Admission> {
  const verified = await verifiedSolution(solution, form);
  let readFirst: SubmissionSlots | null = null;
  if (mayBeFull(clientAddress, email)) {
    readFirst = await readSubmissionSlots(clientAddress, email);
    if (readFirst.full) throw tooMany(readFirst.full);
  }
  const [, slots, settings, mails] = await Promise.all([
    verified.claim(),
    readFirst ?? readSubmissionSlots(clientAddress, email),
    getPublicSettings(),
    submissionMails(email),
  ] as const);
  await takeSlots(slots);
  return { settings, mails };
}
