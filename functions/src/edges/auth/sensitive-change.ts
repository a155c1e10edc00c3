// Changes an intruder would want most (where money goes, where pilgrims write or call, how staff
// sign in, the admin list) need a second-factor check of this session within FRESH_CHECK_MS, and
// every one is mailed to the addresses as they were before it and to every admin's own address,
// so a change nobody made is noticed by someone the intruder did not choose.
import type { Request } from 'express';
import { FRESH_CHECK_MS } from '@umrah/domain/schemas/second-factor';
import { DomainError } from '@umrah/domain/model/errors';
import { noticeEmailOf, noticeEmailsOfAdmins } from '../../wings/staff/admin-contacts';
import { sendMail } from '../../platform/mail/mail';
import { accountEventMail, guardedChangeMail } from './security-mails';
import { lastCheckOf, readFactor } from '../../wings/staff/second-factor';
import { clientAddress } from '../../platform/http/client-address';
import { readSession } from './cookies';
import type { AdminIdentity } from './session';

/** The field error that tells the admin area to ask for a code and send the change again. */

/**
 * Refuses with 403 unless this session proved its second factor within FRESH_CHECK_MS. An admin
 * without a factor (still in the grace period) is refused too, with its own message: the password
 * alone is what an intruder would hold, so it never suffices for these changes. (The simplest
 * rule that is safe: an emailed confirmation per change would be a second path to get right.)
 */
export async function requireFreshSecondFactor(req: Request, admin: AdminIdentity): Promise<void> {
  const factor = await readFactor(admin.uid);
  if (!factor.enabled) throw new DomainError('second_factor_setup_first');
  const session = readSession(req).session ?? '';
  const last = await lastCheckOf(session, admin.uid);
  if (Date.now() - last <= FRESH_CHECK_MS) return;
  throw new DomainError('second_factor_required');
}

/** `extra` and every admin's own address, each once (case-insensitive). */
async function recipients(extra: readonly string[]): Promise<string[]> {
  const all = [...extra, ...(await noticeEmailsOfAdmins())].filter(Boolean);
  const seen = new Set<string>();
  return all.filter((a) => {
    const key = a.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Mails a change that guards money or access to `before` (the addresses as they were before it:
 * the staff email, an e-Transfer address being replaced) and to every admin's own address.
 */
export async function mailAdminsAboutChange(
  req: Request,
  admin: AdminIdentity,
  what: string,
  before: readonly string[],
): Promise<void> {
  const message = guardedChangeMail(what, admin.username, clientAddress(req), new Date());
  for (const to of await recipients(before)) await sendMail(to, message);
}

/**
 * Mails an event on one admin's sign-in (a factor set up, turned on, reset; a recovery code used;
 * the security email set) to that admin's own address and to every other admin's.
 */
export async function mailAccountEvent(
  account: AdminIdentity,
  what: string,
  address: string,
  extra: readonly string[] = [],
): Promise<void> {
  const own = await noticeEmailOf(account.uid);
  const message = accountEventMail(account.username, what, address, new Date());
  for (const to of await recipients([own, ...extra])) await sendMail(to, message);
}
