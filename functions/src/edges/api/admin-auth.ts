import { log } from '../../platform/log';
import { loginSchema } from '@umrah/domain/schemas/admin';
import { changePasswordBodySchema } from '@umrah/domain/schemas/admin-password';
import { Router } from 'express';
import { requireSameOrigin } from '../auth/csrf';
import { SESSION_MAX_AGE_MS, newDeviceToken, readSession, writeSession } from '../auth/cookies';
import { signInWithPassword, idTokenFor } from '../auth/password-sign-in';
import { adminOf, requireAdmin, verifyAdminSession } from '../auth/session';
import {
  adminEmail,
  findAdminByUsername,
  findUserByUid,
  isAdminUser,
  normaliseUsername,
} from '../../wings/staff/admins';
import { noticeEmailOf } from '../../wings/staff/admin-contacts';
import { sendMail } from '../../platform/mail/mail';
import { signInLinkMail } from '../auth/security-mails';
import { siteUrl } from '../../platform/config';
import { mailAccountEvent } from '../auth/sensitive-change';
import { auditAccount } from '../../wings/audit/audit-log';
import {
  forgiveLoginAttempt,
  rememberKnownGood,
  takeLoginAttempt,
} from '../../wings/staff/login-throttle';
import { auth } from '../../platform/firebase/firebase';
import { clientAddress } from '../../platform/http/client-address';
import { asyncHandler } from '../../platform/http/errors';
import { DomainError, isDomainError } from '@umrah/domain/model/errors';
import {
  SIGN_IN_LINK_SENT_MESSAGE,
  linkTokenSchema,
  secondFactorSignInSchema,
  signInLinkRequestSchema,
  type CodeStepResult,
  type SignInStep,
} from '@umrah/domain/schemas/second-factor';
import { randomToken } from '../../platform/totp';
import {
  activateFactor,
  checkCode,
  createSignInLink,
  createTicket,
  deleteTicket,
  factorStartingGrace,
  recordFreshCheck,
  recordMailSignIn,
  takeSignInLink,
  takeTicketTry,
} from '../../wings/staff/second-factor';
import {
  codeRefusal,
  confirmByMail,
  confirmEnrolment,
  endOtherSessions,
  graceEndsAt,
  startEnrolment,
} from './admin-second-factor';
import { validateBody } from '../../platform/http/validate';

/** 429 with Retry-After in seconds; the message names the wait in words. */
const throttled = (retryAfterSeconds: number) =>
  new DomainError('too_many_sign_in_attempts', { retryAfterSeconds });

const isThrottled = (err: unknown) =>
  isDomainError(err) && err.code === 'too_many_sign_in_attempts';

export type PasswordCheck = { ok: true; idToken: string; uid: string } | { ok: false };

/**
 * Checks a password, throttled per (username, address) and per username. The attempt is counted
 * and the decision taken in one transaction *before* the password is checked, so parallel guesses
 * cannot pass the count, and a correct password during a delay is still refused. The same answer
 * serves a wrong username and a wrong password. Throws too_many_sign_in_attempts when the caller must wait.
 */
async function checkPassword(
  username: string,
  password: string,
  address: string,
  device: string | undefined,
): Promise<PasswordCheck> {
  const ticket = await takeLoginAttempt(username, address, device);
  if (!ticket.allowed) throw throttled(ticket.retryAfterSeconds);
  const result = await signInWithPassword(adminEmail(username), password);
  // Google's own lockout (TOO_MANY_ATTEMPTS_TRY_LATER): said as what it is, not as a wrong password.
  if (!result.ok && result.locked) throw new DomainError('account_paused');
  if (!result.ok) return { ok: false };
  const decoded = await auth().verifyIdToken(result.idToken);
  // A valid Auth user without the claim learns nothing more than a wrong password would.
  if (decoded.isAdmin !== true) return { ok: false };
  await forgiveLoginAttempt(username, address, device);
  return { ok: true, idToken: result.idToken, uid: decoded.uid };
}

async function startSession(idToken: string): Promise<string> {
  return auth().createSessionCookie(idToken, { expiresIn: SESSION_MAX_AGE_MS });
}

/** The answer to a sign-in within the grace period: the session is set; the address asked if missing. */
async function graceStep(uid: string, username: string, graceEnd: number): Promise<SignInStep> {
  return {
    isAdmin: true,
    username,
    graceEndsAt: new Date(graceEnd).toISOString(),
    ...(!(await noticeEmailOf(uid)) && { needsNoticeEmail: true }),
  };
}

/** Sign-in, session check, logout and password change. */
export function adminAuthRouter(): Router {
  const router = Router();

  router.post(
    '/login',
    requireSameOrigin,
    asyncHandler(async (req, res) => {
      const body = validateBody(loginSchema, req.body);
      const username = normaliseUsername(body.username);
      const address = clientAddress(req);
      // This browser's device token, kept from an earlier session, or a new one.
      const device = readSession(req).device;
      res.set('Cache-Control', 'private, no-store');
      let check: PasswordCheck;
      try {
        check = await checkPassword(username, body.password, address, device);
      } catch (err) {
        if (isThrottled(err)) {
          // Not written to the audit log: refusals cost nothing to send, so a flood of them must
          // not become a flood of writes. They are logged for the operators instead.
          log.warn('Sign-in refused while slowed down');
        }
        throw err;
      }
      if (!check.ok) {
        await auditAccount({ uid: '', username }, 'Failed sign-in', address);
        throw new DomainError('invalid_credentials');
      }
      const cookie = await startSession(check.idToken);
      const deviceToken = device ?? newDeviceToken();
      const factor = await factorStartingGrace(check.uid);
      const graceEnd = await graceEndsAt(factor.graceStart);
      if (factor.enabled || Date.now() >= graceEnd) {
        // The session is handed over only after the second step, which this ticket opens.
        const ticket = randomToken();
        const enrol = !factor.enabled;
        await createTicket(ticket, {
          uid: check.uid,
          username,
          session: cookie,
          device: deviceToken,
          address,
          enrol,
        });
        const step: SignInStep = { secondFactor: enrol ? 'enrol' : 'code', ticket, username };
        res.json(step);
        return;
      }
      await auditAccount({ uid: check.uid, username }, 'Signed in', address);
      writeSession(res, cookie, deviceToken);
      res.json(await graceStep(check.uid, username, graceEnd));
    }),
  );

  // "Email me a sign-in link": the way in no password guessing can block. The answer is the same
  // whether or not the name is an admin's, has an address, or has had its links for this hour.
  router.post(
    '/login/email-link',
    requireSameOrigin,
    asyncHandler(async (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      const body = validateBody(signInLinkRequestSchema, req.body);
      const username = normaliseUsername(body.username);
      const user = await findAdminByUsername(username);
      const own = user && isAdminUser(user) ? await noticeEmailOf(user.uid) : '';
      const token = randomToken();
      if (user && own && (await createSignInLink(user.uid, username, token))) {
        await sendMail(
          own,
          signInLinkMail(
            username,
            clientAddress(req),
            `${siteUrl()}/admin/sign-in-link#${token}`,
            new Date(),
          ),
        );
        await auditAccount(
          { uid: user.uid, username },
          'Asked for a sign-in link',
          clientAddress(req),
        );
      }
      res.status(202).json({ message: SIGN_IN_LINK_SENT_MESSAGE });
    }),
  );

  // Opening the mailed link: signs this browser in (the second factor is still asked when it is
  // on or the grace period is over) and makes it known-good for the password throttle.
  router.post(
    '/login/email-link/finish',
    requireSameOrigin,
    asyncHandler(async (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      const { token } = validateBody(linkTokenSchema, req.body);
      const link = await takeSignInLink(token);
      if (!link) throw new DomainError('sign_in_link_invalid');
      const user = await findUserByUid(link.uid);
      if (!user || !isAdminUser(user)) throw new DomainError('sign_in_link_invalid');
      const address = clientAddress(req);
      const deviceToken = readSession(req).device ?? newDeviceToken();
      await rememberKnownGood(link.username, address, deviceToken);
      const cookie = await startSession(await idTokenFor(link.uid));
      const factor = await factorStartingGrace(link.uid);
      const graceEnd = await graceEndsAt(factor.graceStart);
      if (factor.enabled || Date.now() >= graceEnd) {
        const ticket = randomToken();
        const enrol = !factor.enabled;
        await createTicket(ticket, {
          uid: link.uid,
          username: link.username,
          session: cookie,
          device: deviceToken,
          address,
          enrol,
          byMail: true,
        });
        const step: SignInStep = {
          secondFactor: enrol ? 'enrol' : 'code',
          ticket,
          username: link.username,
        };
        res.json(step);
        return;
      }
      await recordMailSignIn(cookie, link.uid);
      await auditAccount(link, 'Signed in with a mailed link', address);
      writeSession(res, cookie, deviceToken);
      res.json(await graceStep(link.uid, link.username, graceEnd));
    }),
  );

  // Opening the link mailed when a factor was set up by the password alone (from any browser):
  // the factor turns on and every session of that admin ends.
  router.post(
    '/login/activate',
    requireSameOrigin,
    asyncHandler(async (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      const { token } = validateBody(linkTokenSchema, req.body);
      const done = await activateFactor(token);
      if (!done) throw new DomainError('activation_link_invalid');
      await auth().revokeRefreshTokens(done.uid);
      const user = await findUserByUid(done.uid);
      const account = { uid: done.uid, username: user?.displayName ?? '' };
      const address = clientAddress(req);
      await auditAccount(account, 'Turned on two-step sign-in (mailed link opened)', address);
      await mailAccountEvent(account, 'turned on two-step sign-in', address);
      res.json({ message: 'Two-step sign-in is on. Sign in again with your password and a code.' });
    }),
  );

  // After the grace period, an admin without a second factor sets one up here, inside sign-in.
  router.post(
    '/login/setup',
    requireSameOrigin,
    asyncHandler(async (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      const { ticket } = validateBody(secondFactorSignInSchema.pick(['ticket']), req.body);
      const t = await takeTicketTry(ticket);
      if (!t?.enrol) throw new DomainError('sign_in_expired');
      res.json(await startEnrolment(t.uid, t.username));
    }),
  );

  // The second step: a code (or recovery code) for the ticket; the session is set only now.
  router.post(
    '/login/second-factor',
    requireSameOrigin,
    asyncHandler(async (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      const { ticket, code } = validateBody(secondFactorSignInSchema, req.body);
      const t = await takeTicketTry(ticket);
      if (!t) throw new DomainError('sign_in_expired');
      let recoveryCodes: string[] | undefined;
      let recoveryCodeUsed = false;
      let session = t.session;
      const account = { uid: t.uid, username: t.username };
      if (t.enrol && !t.byMail) {
        // Set up by the password alone: on only once the mailed link is opened; no session yet.
        const result = await confirmByMail(account, code, t.address);
        await deleteTicket(ticket);
        res.json(result);
        return;
      }
      if (t.enrol) {
        recoveryCodes = await confirmEnrolment(t.uid, t.username, code);
        session = await endOtherSessions(t.uid);
        await mailAccountEvent(account, 'turned on two-step sign-in', t.address);
      } else {
        const check = await checkCode(t.uid, t.username, code);
        if (!check.ok) {
          if (!('waitMs' in check))
            await auditAccount(
              { uid: t.uid, username: t.username },
              'Wrong sign-in code',
              t.address,
            );
          throw codeRefusal(check);
        }
        recoveryCodeUsed = check.recoveryCodeUsed;
      }
      if (recoveryCodeUsed) await mailAccountEvent(account, 'used a recovery code', t.address);
      await deleteTicket(ticket);
      await recordFreshCheck(session, t.uid);
      const how = t.enrol
        ? ' (turned on two-step sign-in)'
        : recoveryCodeUsed
          ? ' with a recovery code'
          : ' with a code';
      await auditAccount({ uid: t.uid, username: t.username }, `Signed in${how}`, t.address);
      writeSession(res, session, t.device);
      const result: CodeStepResult = {
        isAdmin: true,
        username: t.username,
        ...(recoveryCodes && { recoveryCodes }),
        ...(!(await noticeEmailOf(t.uid)) && { needsNoticeEmail: true }),
      };
      res.json(result);
    }),
  );

  router.get(
    '/check',
    asyncHandler(async (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      const admin = await verifyAdminSession(req);
      if (!admin) throw new DomainError('not_signed_in');
      res.json({ isAdmin: true, username: admin.username });
    }),
  );

  router.post(
    '/logout',
    requireSameOrigin,
    asyncHandler(async (req, res) => {
      const admin = await verifyAdminSession(req).catch(() => null);
      if (admin) {
        await auth().revokeRefreshTokens(admin.uid);
        const address = clientAddress(req);
        await auditAccount(admin, 'Signed out', address);
      }
      // The session goes; the device token stays, so this browser keeps its known-good standing.
      writeSession(res, undefined, readSession(req).device ?? newDeviceToken());
      res.set('Cache-Control', 'private, no-store');
      res.json({ message: 'Logged out' });
    }),
  );

  router.put(
    '/change-password',
    requireSameOrigin,
    requireAdmin,
    asyncHandler(async (req, res) => {
      const admin = adminOf(req);
      const body = validateBody(changePasswordBodySchema, req.body);
      const address = clientAddress(req);
      const device = readSession(req).device;
      const check = await checkPassword(admin.username, body.currentPassword, address, device);
      if (!check.ok) {
        await auditAccount(admin, 'Failed password change (wrong current password)', address);
        throw new DomainError('current_password_incorrect');
      }
      await auth().updateUser(admin.uid, { password: body.newPassword });
      // End every other session of this admin, then continue this one with a fresh cookie.
      await auth().revokeRefreshTokens(admin.uid);
      const signIn = await signInWithPassword(adminEmail(admin.username), body.newPassword);
      if (signIn.ok) {
        writeSession(res, await startSession(signIn.idToken), device ?? newDeviceToken());
      }
      await auditAccount(admin, 'Changed their password', address);
      res.json({ message: 'Password changed' });
    }),
  );

  return router;
}
