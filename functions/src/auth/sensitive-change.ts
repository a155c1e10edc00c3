// Changes an intruder would want most (payment keys, the webhook secret, the e-Transfer address,
// the admin list) need a second-factor check of this session within FRESH_CHECK_MS, and every
// one is mailed to the agency's staff address, so a change nobody made is noticed.
import type { Request } from 'express';
import {
  FRESH_CHECK_MS,
  SECOND_FACTOR_REQUIRED_MESSAGE,
} from '@umrah/domain/schemas/second-factor';
import { sendMail } from '../data/mail';
import { lastCheckOf, readFactor } from '../data/second-factor';
import { getPublicSettings } from '../data/settings';
import { clientAddress } from '../http/client-address';
import { HttpError } from '../http/errors';
import { readSession } from './cookies';
import type { AdminIdentity } from './session';

/** The field error that tells the admin area to ask for a code and send the change again. */
export const SECOND_FACTOR_FIELD = 'secondFactor';

/**
 * Refuses with 403 unless this session proved its second factor within FRESH_CHECK_MS. An admin
 * still in the grace period, without a second factor yet, has nothing to prove it with and may
 * go on (the mail still goes out); after the grace period no session exists without one.
 */
export async function requireFreshSecondFactor(req: Request, admin: AdminIdentity): Promise<void> {
  const factor = await readFactor(admin.uid);
  if (!factor.enabled) return;
  const session = readSession(req).session ?? '';
  const last = await lastCheckOf(session, admin.uid);
  if (Date.now() - last <= FRESH_CHECK_MS) return;
  throw new HttpError(403, SECOND_FACTOR_REQUIRED_MESSAGE, {
    [SECOND_FACTOR_FIELD]: SECOND_FACTOR_REQUIRED_MESSAGE,
  });
}

/** Queues one mail to the staff address naming what changed, who and from where. */
export async function mailAdminsAboutChange(
  req: Request,
  admin: AdminIdentity,
  what: string,
): Promise<void> {
  await sendMail((await getPublicSettings()).email, {
    subject: `Security: ${what}`,
    intro: `An admin changed something that guards the agency's money or access: ${what}. If nobody at the agency did this, change the admins' passwords and check the payment settings now.`,
    lines: [
      ['What', what],
      ['By', admin.username],
      ['From', clientAddress(req)],
      ['When', new Date().toISOString()],
    ],
  });
}
