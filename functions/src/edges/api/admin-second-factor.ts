import {
  ACTIVATION_MAILED_MESSAGE,
  noticeEmailSchema,
  type CodeStepResult,
  secondFactorCodeSchema,
  type SecondFactorSetup,
  type SecondFactorStatus,
  secondFactorGraceDaysOf,
} from '@umrah/domain/schemas/second-factor';
import { Router, type Request } from 'express';
import { SESSION_MAX_AGE_MS, newDeviceToken, readSession, writeSession } from '../auth/cookies';
import { idTokenFor } from '../auth/password-sign-in';
import { mailAccountEvent, requireFreshSecondFactor } from '../auth/sensitive-change';
import { adminOf, type AdminIdentity } from '../auth/session';
import { siteUrl } from '../../platform/config';
import { noticeEmailOf, setNoticeEmail } from '../../wings/staff/admin-contacts';
import { sendMail } from '../../platform/mail/mail';
import { activationMail } from '../auth/security-mails';
import { auth } from '../../platform/firebase/firebase';
import {
  randomToken,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrCodeDataUrl,
  recoveryCodeHash,
} from '../../platform/totp';
import { auditAccount } from '../../wings/audit/audit-log';
import {
  checkCode,
  factorStartingGrace,
  readFactor,
  recordFreshCheck,
  savePendingSecret,
  signedInByMail,
  type CodeCheck,
} from '../../wings/staff/second-factor';
import { getPublicSettings } from '../../wings/content/settings';
import { clientAddress } from '../../platform/http/client-address';
import { asyncHandler } from '../../platform/http/errors';
import { DomainError } from '@umrah/domain/model/errors';
import { validateBody } from '../../platform/http/validate';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an admin's grace period (from `graceStart`) ends, by the current setting. */
export async function graceEndsAt(graceStart: number): Promise<number> {
  const days = secondFactorGraceDaysOf((await getPublicSettings()).secondFactorGraceDays);
  return graceStart + days * DAY_MS;
}

/** A wrong or throttled code as an HTTP error: 429 with Retry-After while slowed, else 400. */
export function codeRefusal(check: Extract<CodeCheck, { ok: false }>): DomainError {
  if ('waitMs' in check) {
    const seconds = Math.max(1, Math.ceil(check.waitMs / 1000));
    return new DomainError('too_many_wrong_codes', { retryAfterSeconds: seconds });
  }
  return new DomainError('wrong_code');
}

/** The secret, its otpauth URL and the QR code an app scans. */
export async function startEnrolment(uid: string, username: string): Promise<SecondFactorSetup> {
  const secret = newTotpSecret();
  await savePendingSecret(uid, secret);
  const url = otpauthUrl(username, secret);
  return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
}

/**
 * Checks a code against the pending secret. If right: with `activationToken` (the set-up was
 * proven by the password alone) the factor waits for that mailed link; without, it is on now.
 */
export async function confirmEnrolment(
  uid: string,
  username: string,
  code: string,
  activationToken?: string,
): Promise<string[]> {
  const recoveryCodes = newRecoveryCodes();
  const check = await checkCode(uid, username, code, Date.now(), {
    recoveryHashes: recoveryCodes.map((c) => recoveryCodeHash(uid, c)),
    ...(activationToken && { activationToken }),
  });
  if (!check.ok) throw codeRefusal(check);
  return recoveryCodes;
}

/**
 * Ends every session of the admin, then mints one for this browser. Turning a factor on, changing
 * it or resetting it must end sessions begun with less (the password alone): they would otherwise
 * live on for their 12 hours.
 */
export async function endOtherSessions(uid: string): Promise<string> {
  await auth().revokeRefreshTokens(uid);
  return auth().createSessionCookie(await idTokenFor(uid), { expiresIn: SESSION_MAX_AGE_MS });
}

/**
 * A factor confirmed by a session that proved only the password: mails the link that turns it on
 * to the admin's own address (the only one), tells the other admins, and audits it.
 */
export async function confirmByMail(
  account: AdminIdentity,
  code: string,
  address: string,
): Promise<CodeStepResult> {
  const own = await noticeEmailOf(account.uid);
  if (!own) throw new DomainError('notice_email_needed');
  const token = randomToken();
  const recoveryCodes = await confirmEnrolment(account.uid, account.username, code, token);
  await sendMail(
    own,
    activationMail(account.username, address, `${siteUrl()}/admin/activate#${token}`, new Date()),
  );
  await auditAccount(account, 'Set up two-step sign-in (waiting for the mailed link)', address);
  await mailAccountEvent(
    account,
    'set up two-step sign-in; it waits for the link mailed to their security email',
    address,
  );
  return { activationMailed: true, message: ACTIVATION_MAILED_MESSAGE, recoveryCodes };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function audit(req: Request, action: string) {
  return auditAccount(adminOf(req), action, clientAddress(req));
}

/** The signed-in admin's own second factor: status, enrolment, and fresh checks. */
export function adminSecondFactorRouter(): Router {
  const router = Router();

  router.get(
    '/',
    asyncHandler(async (req, res) => {
      const admin = adminOf(req);
      const state = await factorStartingGrace(admin.uid);
      const status: SecondFactorStatus = {
        enabled: state.enabled,
        recoveryCodesLeft: state.recoveryCodesLeft,
        graceEndsAt: state.enabled
          ? null
          : new Date(await graceEndsAt(state.graceStart)).toISOString(),
        awaitingActivation: state.awaitingActivation,
        noticeEmail: await noticeEmailOf(admin.uid),
      };
      res.json(status);
    }),
  );

  // Setting up again (a new phone) replaces the factor: that needs the current one first. A first
  // set-up needs the admin's own address, where the link that turns it on may be sent.
  router.post(
    '/setup',
    asyncHandler(async (req, res) => {
      const admin = adminOf(req);
      if ((await readFactor(admin.uid)).enabled) await requireFreshSecondFactor(req, admin);
      else if (!(await noticeEmailOf(admin.uid))) throw new DomainError('notice_email_needed');
      res.set('Cache-Control', 'private, no-store');
      res.json(await startEnrolment(admin.uid, admin.username));
    }),
  );

  // Turns the factor on now only when this session proved more than the password: the current
  // factor (a change), or a link mailed to the admin's own address. Otherwise a link goes there.
  router.post(
    '/confirm',
    asyncHandler(async (req, res) => {
      const admin = adminOf(req);
      const { code } = validateBody(secondFactorCodeSchema, req.body);
      const address = clientAddress(req);
      const { session, device } = readSession(req);
      const changing = (await readFactor(admin.uid)).enabled;
      if (changing) await requireFreshSecondFactor(req, admin);
      res.set('Cache-Control', 'private, no-store');
      if (!changing && !(session && (await signedInByMail(session, admin.uid)))) {
        res.json(await confirmByMail(admin, code, address));
        return;
      }
      const recoveryCodes = await confirmEnrolment(admin.uid, admin.username, code);
      const fresh = await endOtherSessions(admin.uid);
      await recordFreshCheck(fresh, admin.uid);
      writeSession(res, fresh, device ?? newDeviceToken());
      const what = changing ? 'changed two-step sign-in' : 'turned on two-step sign-in';
      await audit(req, capitalise(what));
      await mailAccountEvent(admin, what, address);
      const result: CodeStepResult = { isAdmin: true, username: admin.username, recoveryCodes };
      res.json(result);
    }),
  );

  // The admin's own address for security notices: given once freely (asked at sign-in of admins
  // made before it existed); replacing it needs a fresh code, and both addresses hear of it.
  router.put(
    '/notice-email',
    asyncHandler(async (req, res) => {
      const admin = adminOf(req);
      const { email } = validateBody(noticeEmailSchema, req.body);
      const before = await noticeEmailOf(admin.uid);
      if (before) await requireFreshSecondFactor(req, admin);
      await setNoticeEmail(admin.uid, email);
      const address = clientAddress(req);
      await audit(req, before ? 'Changed their security email' : 'Gave their security email');
      await mailAccountEvent(admin, `set their security email to ${email}`, address, [
        before,
        email,
      ]);
      res.json({ message: 'Saved' });
    }),
  );

  router.post(
    '/check',
    asyncHandler(async (req, res) => {
      const admin = adminOf(req);
      const { code } = validateBody(secondFactorCodeSchema, req.body);
      const check = await checkCode(admin.uid, admin.username, code);
      if (!check.ok) throw codeRefusal(check);
      const session = readSession(req).session;
      if (session) await recordFreshCheck(session, admin.uid);
      if (check.recoveryCodeUsed) {
        await audit(req, 'Used a recovery code');
        await mailAccountEvent(admin, 'used a recovery code', clientAddress(req));
      }
      res.json({ message: 'Confirmed' });
    }),
  );

  return router;
}
