// Staff's second factor: per admin (adminSecondFactors/{uid}) the TOTP secret, recovery codes
// (hashes only), the last accepted time step and a growing delay after wrong codes; the sign-in
// tickets between the password step and the code step; and when each session last proved its
// second factor (for sensitive changes). Server-only collections: the rules let no browser in.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { recoveryCodeHash, tokenHash, totpStep } from '../../../platform/totp';
import { FREE_ATTEMPTS, delayAfter } from './login-throttle';
import {
  ACTIVATION_LINK_MS,
  SIGN_IN_LINK_MS,
  SIGN_IN_LINKS_PER_HOUR,
} from '@umrah/domain/schemas/second-factor';

const factors = () => db().collection('adminSecondFactors');
const tickets = () => db().collection('signInTickets');
const checks = () => db().collection('sessionChecks');
const links = () => db().collection('signInLinks');

/** A sign-in ticket lasts as long as Auth lets a fresh ID token become a session. */
export const TICKET_MS = 5 * 60 * 1000;
/** Codes one ticket may try before the password is needed again. */
export const TICKET_TRIES = 5;

const ms = (v: unknown) => (v instanceof Timestamp ? v.toMillis() : 0);
const ts = (millis: number) => Timestamp.fromMillis(millis);

export interface FactorState {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** When this admin's grace period began (their first sign-in since second factors exist). */
  graceStart: number;
  /** A confirmed factor waits for the link mailed to the admin's own address. */
  awaitingActivation: boolean;
}

function stateOf(data: DocumentData | undefined, now = Date.now()): FactorState {
  return {
    enabled: typeof data?.secret === 'string',
    recoveryCodesLeft: Array.isArray(data?.recoveryHashes) ? data.recoveryHashes.length : 0,
    graceStart: ms(data?.graceStart),
    awaitingActivation:
      typeof data?.awaitingSecret === 'string' && ms(data?.activationExpireAt) > now,
  };
}

export async function readFactor(uid: string): Promise<FactorState> {
  return stateOf((await factors().doc(uid).get()).data());
}

/** Reads the state, starting the grace period now if it had not begun. */
export async function factorStartingGrace(uid: string, now = Date.now()): Promise<FactorState> {
  return db().runTransaction(async (tx) => {
    const ref = factors().doc(uid);
    const data = (await tx.get(ref)).data();
    if (!data?.graceStart) tx.set(ref, { graceStart: ts(now) }, { merge: true });
    return stateOf({ ...data, graceStart: data?.graceStart ?? ts(now) });
  });
}

/** Keeps a new secret aside until a code from it confirms the app has it. */
export async function savePendingSecret(uid: string, secret: string): Promise<void> {
  await factors()
    .doc(uid)
    .set({ pendingSecret: secret, pendingAt: Timestamp.now() }, { merge: true });
}

export type CodeCheck =
  | { ok: true; recoveryCodeUsed: boolean }
  | { ok: false; waitMs: number }
  | { ok: false; wrong: true };

/**
 * Checks a code in one transaction: a TOTP code of a step not used before, or (when verifying,
 * not enrolling) an unused recovery code, which is then spent. `enrol` checks the pending secret
 * and, if right, makes it the admin's secret with these recovery code hashes. Wrong codes earn
 * the login throttle's growing delays (5 free, then 1 s, 2 s, 4 s ...).
 */
export async function checkCode(
  uid: string,
  username: string,
  code: string,
  now = Date.now(),
  enrol?: { recoveryHashes: string[]; activationToken?: string },
): Promise<CodeCheck> {
  return db().runTransaction(async (tx) => {
    const ref = factors().doc(uid);
    const data = (await tx.get(ref)).data() ?? {};
    const nextCodeAt = ms(data.nextCodeAt);
    if (nextCodeAt > now) return { ok: false, waitMs: nextCodeAt - now };
    const secret: unknown = enrol ? data.pendingSecret : data.secret;
    const lastStep = enrol ? 0 : Number(data.lastStep ?? 0);
    const step = typeof secret === 'string' ? totpStep(username, secret, code, now) : null;
    if (step !== null && step > lastStep) {
      tx.set(
        ref,
        {
          lastStep: step,
          codeFailures: 0,
          nextCodeAt: ts(0),
          ...(enrol &&
            !enrol.activationToken && {
              secret,
              enabledAt: ts(now),
              recoveryHashes: enrol.recoveryHashes,
              pendingSecret: null,
              pendingAt: null,
              ...NO_AWAITING,
            }),
          // Set up by the password alone: held aside until the mailed link is opened.
          ...(enrol?.activationToken && {
            awaitingSecret: secret,
            awaitingRecoveryHashes: enrol.recoveryHashes,
            activationHash: tokenHash(enrol.activationToken),
            activationExpireAt: ts(now + ACTIVATION_LINK_MS),
            pendingSecret: null,
            pendingAt: null,
          }),
        },
        { merge: true },
      );
      return { ok: true, recoveryCodeUsed: false };
    }
    const hashes: string[] = Array.isArray(data.recoveryHashes) ? data.recoveryHashes : [];
    const hash = recoveryCodeHash(uid, code);
    if (!enrol && typeof data.secret === 'string' && hashes.includes(hash)) {
      tx.set(
        ref,
        { recoveryHashes: hashes.filter((h) => h !== hash), codeFailures: 0, nextCodeAt: ts(0) },
        { merge: true },
      );
      return { ok: true, recoveryCodeUsed: true };
    }
    const failures = Number(data.codeFailures ?? 0) + 1;
    tx.set(
      ref,
      { codeFailures: failures, nextCodeAt: ts(now + delayAfter(failures, FREE_ATTEMPTS)) },
      { merge: true },
    );
    return { ok: false, wrong: true };
  });
}

const NO_AWAITING = {
  awaitingSecret: null,
  awaitingRecoveryHashes: null,
  activationHash: null,
  activationExpireAt: null,
};

/**
 * Opens a mailed activation link: the factor waiting for it becomes the admin's (replacing any
 * earlier one). Once only; null when the link is unknown, used, expired or replaced by a newer set-up.
 */
export async function activateFactor(
  token: string,
  now = Date.now(),
): Promise<{ uid: string } | null> {
  const found = await factors().where('activationHash', '==', tokenHash(token)).limit(1).get();
  const ref = found.docs[0]?.ref;
  if (!ref) return null;
  return db().runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (
      !data ||
      data.activationHash !== tokenHash(token) ||
      typeof data.awaitingSecret !== 'string' ||
      ms(data.activationExpireAt) <= now
    )
      return null;
    tx.set(
      ref,
      {
        secret: data.awaitingSecret,
        recoveryHashes: data.awaitingRecoveryHashes ?? [],
        enabledAt: ts(now),
        ...NO_AWAITING,
      },
      { merge: true },
    );
    return { uid: ref.id };
  });
}

/** Removes an admin's factor (a colleague's reset): they set one up again at their next sign-in. */
export async function resetFactor(uid: string): Promise<void> {
  await factors()
    .doc(uid)
    .set(
      {
        secret: null,
        recoveryHashes: null,
        enabledAt: null,
        pendingSecret: null,
        pendingAt: null,
        lastStep: 0,
        ...NO_AWAITING,
      },
      { merge: true },
    );
}

export interface Ticket {
  uid: string;
  username: string;
  /** The session cookie minted at the password step, handed over only after the code. */
  session: string;
  device: string;
  address: string;
  enrol: boolean;
  /** Signed in through a link mailed to the admin's own address: the mailbox is proven. */
  byMail?: boolean;
}

export async function createTicket(token: string, ticket: Ticket, now = Date.now()): Promise<void> {
  await tickets()
    .doc(tokenHash(token))
    .create({ ...ticket, tries: 0, expireAt: ts(now + TICKET_MS) });
}

/** Takes one try of a live ticket; null when it is unknown, expired or spent. */
export async function takeTicketTry(token: string, now = Date.now()): Promise<Ticket | null> {
  return db().runTransaction(async (tx) => {
    const ref = tickets().doc(tokenHash(token));
    const data = (await tx.get(ref)).data();
    if (!data || ms(data.expireAt) <= now || Number(data.tries) >= TICKET_TRIES) return null;
    tx.update(ref, { tries: Number(data.tries) + 1 });
    return {
      uid: String(data.uid),
      username: String(data.username),
      session: String(data.session),
      device: String(data.device),
      address: String(data.address),
      enrol: data.enrol === true,
      byMail: data.byMail === true,
    };
  });
}

export async function deleteTicket(token: string): Promise<void> {
  await tickets().doc(tokenHash(token)).delete();
}

/** This session proved its second factor now. */
export async function recordFreshCheck(
  session: string,
  uid: string,
  now = Date.now(),
): Promise<void> {
  await checks()
    .doc(tokenHash(session))
    .set({ uid, checkedAt: ts(now), expireAt: ts(now + 24 * 60 * 60 * 1000) });
}

/** When this session last proved its second factor (0: never). */
export async function lastCheckOf(session: string, uid: string): Promise<number> {
  const data = (await checks().doc(tokenHash(session)).get()).data();
  return data?.uid === uid ? ms(data.checkedAt) : 0;
}

/** This session began by a link mailed to the admin's own address (not by the password alone). */
export async function recordMailSignIn(
  session: string,
  uid: string,
  now = Date.now(),
): Promise<void> {
  await checks()
    .doc(tokenHash(session))
    .set({ uid, byMail: true, expireAt: ts(now + 24 * 60 * 60 * 1000) }, { merge: true });
}

export async function signedInByMail(session: string, uid: string): Promise<boolean> {
  const data = (await checks().doc(tokenHash(session)).get()).data();
  return data?.uid === uid && data.byMail === true;
}

/**
 * Stores a sign-in link (its hash) for an admin, unless SIGN_IN_LINKS_PER_HOUR were sent in the
 * last hour: false then, and nothing is stored.
 */
export async function createSignInLink(
  uid: string,
  username: string,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const ref = factors().doc(uid);
    const data = (await tx.get(ref)).data() ?? {};
    const sent: number[] = (Array.isArray(data.linksSentAt) ? data.linksSentAt : [])
      .map((t: unknown) => ms(t))
      .filter((t: number) => now - t < 60 * 60 * 1000);
    if (sent.length >= SIGN_IN_LINKS_PER_HOUR) return false;
    tx.set(ref, { linksSentAt: [...sent, now].map(ts) }, { merge: true });
    tx.create(links().doc(tokenHash(token)), {
      uid,
      username,
      expireAt: ts(now + SIGN_IN_LINK_MS),
    });
    return true;
  });
}

/** Spends a sign-in link: its admin, or null when unknown, used or expired. */
export async function takeSignInLink(
  token: string,
  now = Date.now(),
): Promise<{ uid: string; username: string } | null> {
  return db().runTransaction(async (tx) => {
    const ref = links().doc(tokenHash(token));
    const data = (await tx.get(ref)).data();
    if (!data) return null;
    tx.delete(ref);
    if (ms(data.expireAt) <= now) return null;
    return { uid: String(data.uid), username: String(data.username) };
  });
}

export { recoveryCodeHash };
