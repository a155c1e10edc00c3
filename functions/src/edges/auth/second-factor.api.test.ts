// Staff's second factor end to end through the API: enrolment, sign-in with a TOTP code and with
// a recovery code (once), enrolment forced after the grace period, and the fresh check that
// sensitive changes need. Codes are computed here with the same library as the server.
import { SECOND_FACTOR_REQUIRED_MESSAGE } from '@umrah/domain/schemas/second-factor';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import {
  client,
  login,
  mailedLinkToken,
  newAdminSession,
  newAdminWithFactor,
  sessionCookieFrom,
  type ApiClient,
} from '../../../test-support/admin-session';
import { clearAuth, clearFirestore } from '../../../test-support/emulators';
import { anchorsOf } from '../../../test-support/mail-shape';
import { tokenHash, totpCode } from '../../platform/totp';

beforeEach(async () => {
  await clearFirestore();
  await clearAuth();
});

const STEP_MS = 30_000;
const PASSWORD = 'correct-horse-1';

interface Setup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/**
 * A signed-in admin who has turned two-step sign-in on (through the mailed link) and signed in
 * again with a code: the next code is two steps after the enrolment's.
 */
async function enrolledAdmin() {
  const admin = await newAdminWithFactor(PASSWORD);
  return { admin, secret: admin.secret, recoveryCodes: admin.recoveryCodes };
}

function passwordStep(username: string, password = PASSWORD) {
  return client().request<{ secondFactor?: string; ticket?: string; isAdmin?: boolean }>(
    'POST',
    '/api/admin/login',
    { username, password },
  );
}

function codeStep(ticket: string, code: string) {
  return client().request<{ isAdmin?: boolean; message?: string; recoveryCodes?: string[] }>(
    'POST',
    '/api/admin/login/second-factor',
    { ticket, code },
  );
}

/** Makes this session's last second-factor check older than the five minutes allowed. */
async function ageFreshCheck(session: ApiClient) {
  const sessionPart = session.cookie.split('~')[0]!;
  await db()
    .collection('sessionChecks')
    .doc(tokenHash(sessionPart))
    .set({ checkedAt: new Date(Date.now() - 6 * 60 * 1000) }, { merge: true });
}

describe('enrolment', () => {
  it('gives a secret with its QR code, takes only a right code, gives 10 recovery codes and turns on by the mailed link', async () => {
    const admin = await newAdminSession(PASSWORD);
    const before = await admin.request<{ enabled: boolean; graceEndsAt: string }>(
      'GET',
      '/api/admin/second-factor',
    );
    expect(before.body.enabled).toBe(false);
    // The seeded and new admins start inside the default 14-day grace period.
    const graceDays = (Date.parse(before.body.graceEndsAt) - Date.now()) / 86_400_000;
    expect(graceDays).toBeGreaterThan(13.9);

    const setup = await admin.request<Setup>('POST', '/api/admin/second-factor/setup');
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qrCode.split(',')[1]!, 'base64').toString()).toMatch(/<svg/);

    const wrong = await admin.request('POST', '/api/admin/second-factor/confirm', {
      code: '000000',
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { code: string }).code).toBe('wrong_code');
    const right = await admin.request<{ recoveryCodes: string[] }>(
      'POST',
      '/api/admin/second-factor/confirm',
      { code: totpCode(admin.username, setup.body.secret, Date.now()) },
    );
    expect(right.status).toBe(200);
    expect(right.body.recoveryCodes).toHaveLength(10);
    // This session proved only the password: on once the link mailed to the admin is opened.
    const token = await mailedLinkToken(`${admin.username}@staff.example`, 'activate');
    // The queued mail shows the link as a button, and the moment as staff read it.
    const [activation] = (
      await db().collection('mail').where('to', '==', `${admin.username}@staff.example`).get()
    ).docs
      .map((d) => d.get('message') as { subject: string; text: string; html: string })
      .filter((m) => m.subject.startsWith('Turn on two-step sign-in'));
    expect(anchorsOf(activation?.html ?? '')).toContainEqual({
      href: expect.stringMatching(new RegExp(`/admin/activate#${token}$`)) as unknown as string,
      label: 'Turn on two-step sign-in',
    });
    expect(activation?.text).toMatch(
      /\nWhen: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(Toronto time\)/,
    );
    expect((await client().request('POST', '/api/admin/login/activate', { token })).status).toBe(
      200,
    );
    const again = await login(admin.username, PASSWORD).catch(() => null);
    expect(again).toBeNull();
    const first = await passwordStep(admin.username);
    const signedIn = client(
      sessionCookieFrom(
        await codeStep(
          first.body.ticket!,
          totpCode(admin.username, setup.body.secret, Date.now() + STEP_MS),
        ),
      ),
    );
    const stored = (await db().collection('adminSecondFactors').doc(admin.uid).get()).data()!;
    // Recovery codes are stored hashed only.
    expect(JSON.stringify(stored)).not.toContain(right.body.recoveryCodes[0]!);
    const after = await signedIn.request<{ enabled: boolean; recoveryCodesLeft: number }>(
      'GET',
      '/api/admin/second-factor',
    );
    expect(after.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });
});

describe('signing in with two-step sign-in on', () => {
  it('asks for a code after the password and sets the session only after a right one', async () => {
    const { admin, secret } = await enrolledAdmin();
    const first = await passwordStep(admin.username);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ secondFactor: 'code' });
    expect(first.headers.get('set-cookie')).toBeNull();
    const ticket = first.body.ticket!;

    expect((await codeStep(ticket, '123456')).status).toBe(400);
    // The code used at enrolment cannot be used again; the next one can.
    const next = totpCode(admin.username, secret, Date.now() + STEP_MS);
    const done = await codeStep(ticket, next);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ isAdmin: true, username: admin.username });
    const session = client(sessionCookieFrom(done));
    expect((await session.request('GET', '/api/admin/check')).status).toBe(200);
    // A ticket serves once.
    expect((await codeStep(ticket, next)).status).toBe(401);
  });

  it('takes a recovery code once', async () => {
    const { admin, recoveryCodes } = await enrolledAdmin();
    const code = recoveryCodes[0]!;
    const first = await passwordStep(admin.username);
    const done = await codeStep(first.body.ticket!, code.toUpperCase());
    expect(done.status).toBe(200);
    expect(done.headers.get('set-cookie')).toMatch(/__session=/);

    const again = await passwordStep(admin.username);
    expect((await codeStep(again.body.ticket!, code)).status).toBe(400);
    const session = client(sessionCookieFrom(done));
    const status = await session.request<{ recoveryCodesLeft: number }>(
      'GET',
      '/api/admin/second-factor',
    );
    // (The helper signed in with one of the ten.)
    expect(status.body.recoveryCodesLeft).toBe(8);
  });

  it('ends a ticket after 5 wrong codes: the password is needed again', async () => {
    const { admin, secret } = await enrolledAdmin();
    const { ticket } = (await passwordStep(admin.username)).body;
    for (let i = 0; i < 5; i++) expect((await codeStep(ticket!, '000000')).status).toBe(400);
    const right = totpCode(admin.username, secret, Date.now() + STEP_MS);
    expect((await codeStep(ticket!, right)).status).toBe(401);
  });
});

describe('the second step without a live ticket', () => {
  it('answers 400 without a code and 401 for an unknown ticket, setting no session', async () => {
    const missing = await client().request('POST', '/api/admin/login/second-factor', {});
    expect(missing.status).toBe(400);
    const unknown = await codeStep('no-such-ticket', '123456');
    expect(unknown.status).toBe(401);
    expect((unknown.body as { code: string }).code).toBe('sign_in_expired');
    expect(unknown.headers.get('set-cookie')).toBeNull();
    const setup = await client().request('POST', '/api/admin/login/setup', {
      ticket: 'no-such-ticket',
    });
    expect(setup.status).toBe(401);
  });
});

describe('sensitive changes', () => {
  it('need a second-factor check within 5 minutes, and are mailed to the staff address', async () => {
    const { admin, recoveryCodes } = await enrolledAdmin();
    // Signing in with a code counts as a fresh check; make it stale.
    const first = await passwordStep(admin.username);
    const done = await codeStep(first.body.ticket!, recoveryCodes[0]!);
    const session = client(sessionCookieFrom(done));
    const base = { email: 'office@agency.example', siteName: 'Agency' };
    expect((await session.request('PUT', '/api/admin/settings', base)).status).toBe(200);
    await ageFreshCheck(session);

    // Not sensitive: goes through without a check.
    expect(
      (await session.request('PUT', '/api/admin/settings', { ...base, siteName: 'Agency 2' }))
        .status,
    ).toBe(200);
    // The e-Transfer address, a payment key, the admin list: refused until checked.
    const change = { ...base, siteName: 'Agency 2', etransferEmail: 'pay@agency.example' };
    const refused = await session.request<{ message: string; errors: Record<string, string> }>(
      'PUT',
      '/api/admin/settings',
      change,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.errors.secondFactor).toBe(SECOND_FACTOR_REQUIRED_MESSAGE);
    expect(
      (
        await session.request('PUT', '/api/admin/settings', {
          ...base,
          stripeSecretKey: 'sk_test_new',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await session.request('POST', '/api/admin/users', {
          username: 'newcomer',
          password: 'newcomer-pass-1',
          email: 'newcomer@staff.example',
        })
      ).status,
    ).toBe(403);
    await db().recursiveDelete(db().collection('mail'));

    // (The app's next code was spent signing in; a recovery code serves as well.)
    const check = await session.request('POST', '/api/admin/second-factor/check', {
      code: recoveryCodes[1],
    });
    expect(check.status).toBe(200);
    expect((await session.request('PUT', '/api/admin/settings', change)).status).toBe(200);
    expect(
      (
        await session.request('POST', '/api/admin/users', {
          username: 'newcomer',
          password: 'newcomer-pass-1',
          email: 'newcomer@staff.example',
        })
      ).status,
    ).toBe(201);
    const mails = (await db().collection('mail').get()).docs.map((d) => d.data());
    const staff = mails.filter((m) => m.to === 'office@agency.example');
    // Each also went to every admin's own address (the newcomer's, once added).
    const ownAlerts = mails.filter(
      (m) =>
        m.to === `${admin.username}@staff.example` &&
        !(m.message as { subject: string }).subject.includes('recovery code'),
    );
    expect(ownAlerts).toHaveLength(2);
    expect(staff.map((m) => (m.message as { subject: string }).subject).sort()).toEqual([
      'Security: added the admin "newcomer"',
      'Security: changed the e-Transfer address',
    ]);
  });
});
