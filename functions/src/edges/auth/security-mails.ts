// The staff's security mails (English, as every staff mail): the second factor's activation link,
// the emailed sign-in link, and the alerts about a guarded change or an account event. Through
// the one mail layout: the link is a button (its address also on its own line in the plain-text
// part, never in the middle of a sentence), and the moment is written as staff read it, in the
// agency's time zone, not as an ISO timestamp.
import { formatDateTime } from '@umrah/domain/model/admin-format';
import { AGENCY_TIME_ZONE } from '@umrah/domain/model/constants';
import type { MailMessage } from '../../platform/mail/mail-layout';

/** A moment as 'Nov 27, 2026, 5:40 PM (Toronto time)'. */
export const staffMoment = (when: Date) =>
  `${formatDateTime(when.toISOString(), AGENCY_TIME_ZONE)} (Toronto time)`;

/** The link that turns on a factor set up from a password-only session (works once, 24 hours). */
export function activationMail(
  username: string,
  from: string,
  link: string,
  when: Date,
): MailMessage {
  return {
    subject: 'Turn on two-step sign-in for your admin account',
    intro: `Someone signed in as "${username}" set up two-step sign-in with an authenticator app. It turns on only when you open the link below (it works once, for 24 hours).\n\nIf this was not you, do not open the link: someone knows your password. Change it now, or ask another admin to.`,
    actions: [{ label: 'Turn on two-step sign-in', url: link }],
    lines: [
      ['Admin', username],
      ['From', from],
      ['When', staffMoment(when)],
    ],
  };
}

/** "Email me a sign-in link": the way in no password guessing can block (once, 15 minutes). */
export function signInLinkMail(
  username: string,
  from: string,
  link: string,
  when: Date,
): MailMessage {
  return {
    subject: 'Your sign-in link',
    intro: `Open the link below to sign in as "${username}" in the browser you open it in. It works once, within 15 minutes.\n\nIf you did not ask for it, ignore this mail.`,
    actions: [{ label: `Sign in as ${username}`, url: link }],
    lines: [
      ['Admin', username],
      ['Asked from', from],
      ['When', staffMoment(when)],
    ],
  };
}

/** A change that guards money or access, to the addresses as they were and every admin. */
export function guardedChangeMail(what: string, by: string, from: string, when: Date): MailMessage {
  return {
    subject: `Security: ${what}`,
    intro: `An admin changed something that guards the agency's money or access: ${what}. If nobody at the agency did this, change the admins' passwords and check the settings now.`,
    lines: [
      ['What', what],
      ['By', by],
      ['From', from],
      ['When', staffMoment(when)],
    ],
  };
}

/** An event on one admin's sign-in (a factor set up, turned on, reset; a recovery code used). */
export function accountEventMail(
  username: string,
  what: string,
  from: string,
  when: Date,
): MailMessage {
  return {
    subject: `Security: ${username} ${what}`,
    intro: `Two-step sign-in of the admin "${username}": ${what}. If this was not them, reset their second factor and password (Admin → Users) and check the audit log.`,
    lines: [
      ['Admin', username],
      ['What', what],
      ['From', from],
      ['When', staffMoment(when)],
    ],
  };
}
