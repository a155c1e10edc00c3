import {
  secondFactorCodeSchema,
  WRONG_CODE_MESSAGE,
  type SecondFactorSetup,
  type SecondFactorStatus,
  secondFactorGraceDaysOf,
} from '@umrah/domain/schemas/second-factor';
import { Router, type Request } from 'express';
import { readSession } from '../auth/cookies';
import { requireFreshSecondFactor } from '../auth/sensitive-change';
import { adminOf } from '../auth/session';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrCodeDataUrl,
  recoveryCodeHash,
} from '../totp';
import { auditAccount } from '../data/audit-log';
import {
  checkCode,
  factorStartingGrace,
  recordFreshCheck,
  savePendingSecret,
  type CodeCheck,
} from '../data/second-factor';
import { getPublicSettings } from '../data/settings';
import { clientAddress } from '../http/client-address';
import { HttpError, asyncHandler } from '../http/errors';
import { validateBody } from '../http/validate';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an admin's grace period (from `graceStart`) ends, by the current setting. */
export async function graceEndsAt(graceStart: number): Promise<number> {
  const days = secondFactorGraceDaysOf((await getPublicSettings()).secondFactorGraceDays);
  return graceStart + days * DAY_MS;
}

/** A wrong or throttled code as an HTTP error: 429 with Retry-After while slowed, else 400. */
export function codeRefusal(check: Extract<CodeCheck, { ok: false }>): HttpError {
  if ('waitMs' in check) {
    const seconds = Math.max(1, Math.ceil(check.waitMs / 1000));
    return new HttpError(
      429,
      `Too many wrong codes. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      undefined,
      { 'Retry-After': String(seconds) },
    );
  }
  // 400, not 401: a wrong code is not a lost session.
  return new HttpError(400, WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
}

/** The secret, its otpauth URL and the QR code an app scans. */
export async function startEnrolment(uid: string, username: string): Promise<SecondFactorSetup> {
  const secret = newTotpSecret();
  await savePendingSecret(uid, secret);
  const url = otpauthUrl(username, secret);
  return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
}

/** Checks a code against the pending secret and, if right, turns the factor on. */
export async function confirmEnrolment(
  uid: string,
  username: string,
  code: string,
): Promise<string[]> {
  const recoveryCodes = newRecoveryCodes();
  const check = await checkCode(uid, username, code, Date.now(), {
    recoveryHashes: recoveryCodes.map((c) => recoveryCodeHash(uid, c)),
  });
  if (!check.ok) throw codeRefusal(check);
  return recoveryCodes;
}

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
      };
      res.json(status);
    }),
  );

  // Setting up again (a new phone) replaces the factor: that needs the current one first.
  router.post(
    '/setup',
    asyncHandler(async (req, res) => {
      const admin = adminOf(req);
      await requireFreshSecondFactor(req, admin);
      res.set('Cache-Control', 'private, no-store');
      res.json(await startEnrolment(admin.uid, admin.username));
    }),
  );

  router.post(
    '/confirm',
    asyncHandler(async (req, res) => {
      const admin = adminOf(req);
      const { code } = validateBody(secondFactorCodeSchema, req.body);
      const recoveryCodes = await confirmEnrolment(admin.uid, admin.username, code);
      const session = readSession(req).session;
      if (session) await recordFreshCheck(session, admin.uid);
      await audit(req, 'Turned on two-step sign-in');
      res.set('Cache-Control', 'private, no-store');
      res.json({ recoveryCodes });
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
      if (check.recoveryCodeUsed) await audit(req, 'Used a recovery code');
      res.json({ message: 'Confirmed' });
    }),
  );

  return router;
}
