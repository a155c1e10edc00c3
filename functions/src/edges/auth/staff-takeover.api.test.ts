// The reviewer's probes of issue 39 as tests: a second factor set up by someone holding only the
// password, a stranger locking the admin out from many networks, guarded settings changed without
// a code, and sessions that outlive a factor being turned on.
import {
  ACTIVATION_MAILED_MESSAGE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  SECOND_FACTOR_SETUP_FIRST_MESSAGE,
  SIGN_IN_LINK_SENT_MESSAGE,
  SIGN_IN_LINKS_PER_HOUR,
} from '@umrah/domain/schemas/second-factor';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAdmin } from '../../wings/staff/admins';
import { FREE_ATTEMPTS } from '../../wings/staff/login-throttle';
import { db } from '../../platform/firebase/firebase';
import {
  client,
  mailedLinkToken,
  newAdminSession,
  newAdminWithFactor,
  sessionCookieFrom,
  type ApiClient,
} from '../../../test-support/admin-session';
import { clearAuth, clearFirestore } from '../../../test-support/emulators';
import { tokenHash, totpCode } from '../../platform/totp';

beforeEach(async () => {
  await clearFirestore();
  await clearAuth();
});

const PASSWORD = 'correct-horse-1';
const STEP_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Mail {
  to: string;
  message: { subject: string; text: string };
}
async function mails(): Promise<Mail[]> {
  return (await db().collection('mail').get()).docs.map((d) => d.data() as Mail);
}
async function audit(): Promise<string[]> {
  return (await db().collection('auditLog').get()).docs.map((d) => String(d.get('action')));
}
const from = (address: string) => ({ 'X-Forwarded-For': `${address}, 35.191.0.1` });

function passwordStep(username: string, headers: Record<string, string> = {}, cookie = '') {
  return client(cookie).request<{ isAdmin?: boolean; secondFactor?: string; ticket?: string }>(
    'POST',
    '/api/admin/login',
    { username, password: PASSWORD },
    headers,
  );
}

/** Makes this session's last second-factor check older than the five minutes allowed. */
async function ageFreshCheck(session: ApiClient) {
  await db()
    .collection('sessionChecks')
    .doc(tokenHash(session.cookie.split('~')[0]!))
    .set({ checkedAt: new Date(Date.now() - 6 * 60 * 1000) }, { merge: true });
}

describe('a second factor set up by someone holding only the password (grace period)', () => {
  it('stays off until the link mailed to the admin is opened; everyone hears of it; then other sessions end', async () => {
    const colleague = await newAdminSession(PASSWORD);
    const victim = await newAdminSession(PASSWORD);
    const own = `${victim.username}@staff.example`;
    // The attacker signs in with the password alone, as the grace period allows.
    const attacker = client(sessionCookieFrom(await passwordStep(victim.username)));
    const setup = await attacker.request<{ secret: string }>(
      'POST',
      '/api/admin/second-factor/setup',
    );
    expect(setup.status).toBe(200);
    const confirm = await attacker.request<{ activationMailed?: boolean; message?: string }>(
      'POST',
      '/api/admin/second-factor/confirm',
      { code: totpCode(victim.username, setup.body.secret, Date.now()) },
    );
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({
      activationMailed: true,
      message: ACTIVATION_MAILED_MESSAGE,
    });

    // Not on: the real admin's sign-in is unchanged (no code asked).
    const status = await victim.request<{ enabled: boolean; awaitingActivation: boolean }>(
      'GET',
      '/api/admin/second-factor',
    );
    expect(status.body).toMatchObject({ enabled: false, awaitingActivation: true });
    const real = await passwordStep(victim.username);
    expect(real.body).toMatchObject({ isAdmin: true });
    expect(real.headers.get('set-cookie')).toMatch(/__session=/);

    // The link went to the admin's own address only; the colleague was told.
    const sent = await mails();
    const links = sent.filter((m) => m.message.text.includes('/admin/activate#'));
    expect(links.map((m) => m.to)).toEqual([own]);
    expect(sent.some((m) => m.to === `${colleague.username}@staff.example`)).toBe(true);
    expect(await audit()).toContain('Set up two-step sign-in (waiting for the mailed link)');

    // Opening the link (from any browser) turns it on and ends every session of the admin.
    await sleep(1100);
    const token = await mailedLinkToken(own, 'activate');
    const opened = await client().request('POST', '/api/admin/login/activate', { token });
    expect(opened.status).toBe(200);
    expect((await attacker.request('GET', '/api/admin/check')).status).toBe(401);
    expect((await victim.request('GET', '/api/admin/check')).status).toBe(401);
    expect((await passwordStep(victim.username)).body).toMatchObject({ secondFactor: 'code' });
    // Once only.
    const again = await client().request<{ code: string }>('POST', '/api/admin/login/activate', {
      token,
    });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('activation_link_invalid');
    expect(await audit()).toContain('Turned on two-step sign-in (mailed link opened)');
  });

  it('after the grace period, the set-up inside sign-in by the password alone gives no session until the link is opened', async () => {
    const boss = await newAdminWithFactor(PASSWORD);
    expect(
      (await boss.request('PUT', '/api/admin/settings', { secondFactorGraceDays: '0' })).status,
    ).toBe(200);
    await createAdmin('late.adopter', PASSWORD, undefined, 'late@staff.example');
    const first = await passwordStep('late.adopter');
    expect(first.body).toMatchObject({ secondFactor: 'enrol' });
    const setup = await client().request<{ secret: string }>('POST', '/api/admin/login/setup', {
      ticket: first.body.ticket,
    });
    const done = await client().request<{ activationMailed?: boolean; recoveryCodes?: string[] }>(
      'POST',
      '/api/admin/login/second-factor',
      { ticket: first.body.ticket, code: totpCode('late.adopter', setup.body.secret, Date.now()) },
    );
    expect(done.status).toBe(200);
    expect(done.body.activationMailed).toBe(true);
    expect(done.headers.get('set-cookie')).toBeNull();
    const token = await mailedLinkToken('late@staff.example', 'activate');
    expect((await client().request('POST', '/api/admin/login/activate', { token })).status).toBe(
      200,
    );
    const again = await passwordStep('late.adopter');
    expect(again.body).toMatchObject({ secondFactor: 'code' });
  });
});

describe('a colleague with a fresh check', () => {
  it("resets another admin's factor: audited, their sessions end, both are mailed", async () => {
    const boss = await newAdminWithFactor(PASSWORD);
    const other = await newAdminWithFactor(PASSWORD);
    await sleep(1100);
    const reset = await boss.request('DELETE', `/api/admin/users/${other.uid}/second-factor`);
    expect(reset.status).toBe(200);
    expect((await other.request('GET', '/api/admin/check')).status).toBe(401);
    expect((await passwordStep(other.username)).body).toMatchObject({ isAdmin: true });
    const resetMails = (await mails()).filter((m) => m.message.subject.includes('reset'));
    expect(resetMails.map((m) => m.to).sort()).toEqual(
      [`${boss.username}@staff.example`, `${other.username}@staff.example`].sort(),
    );
    expect((await audit()).some((a) => a.startsWith('Reset the two-step sign-in of'))).toBe(true);
    // Without a fresh check, refused.
    await ageFreshCheck(boss);
    expect(
      (await boss.request('DELETE', `/api/admin/users/${other.uid}/second-factor`)).status,
    ).toBe(403);
  });

  it('a recovery code used to sign in is mailed to every admin', async () => {
    const boss = await newAdminWithFactor(PASSWORD);
    const other = await newAdminWithFactor(PASSWORD);
    const first = await passwordStep(other.username);
    const done = await client().request('POST', '/api/admin/login/second-factor', {
      ticket: first.body.ticket,
      code: other.recoveryCodes[0],
    });
    expect(done.status).toBe(200);
    const to = (await mails())
      .filter((m) => m.message.subject.includes('used a recovery code'))
      .map((m) => m.to);
    expect(to).toContain(`${boss.username}@staff.example`);
    expect(to).toContain(`${other.username}@staff.example`);
  });
});

describe('turning the factor on from a session that proved more than the password', () => {
  it('ends every other session of that admin at once (not after 12 h)', async () => {
    const admin = await newAdminSession(PASSWORD);
    const own = `${admin.username}@staff.example`;
    const elsewhere = client(sessionCookieFrom(await passwordStep(admin.username)));
    // Signed in by the mailed link: the mailbox is proven, so the factor turns on at once.
    await client().request('POST', '/api/admin/login/email-link', { username: admin.username });
    const finished = await client().request('POST', '/api/admin/login/email-link/finish', {
      token: await mailedLinkToken(own, 'sign-in-link'),
    });
    const byMail = client(sessionCookieFrom(finished));
    await sleep(1100);
    const setup = await byMail.request<{ secret: string }>(
      'POST',
      '/api/admin/second-factor/setup',
    );
    const confirm = await byMail.request<{ recoveryCodes: string[] }>(
      'POST',
      '/api/admin/second-factor/confirm',
      { code: totpCode(admin.username, setup.body.secret, Date.now()) },
    );
    expect(confirm.status).toBe(200);
    expect(confirm.body.recoveryCodes).toHaveLength(10);
    expect((await elsewhere.request('GET', '/api/admin/check')).status).toBe(401);
    expect((await admin.request('GET', '/api/admin/check')).status).toBe(401);
    // This browser goes on with a new session.
    const mine = client(sessionCookieFrom(confirm));
    expect((await mine.request('GET', '/api/admin/check')).status).toBe(200);
  });
});

describe('"email me a sign-in link"', () => {
  it('signs the admin in after a lockout from six addresses, and makes that browser known-good', async () => {
    await createAdmin('admin', PASSWORD, undefined, 'owner@staff.example');
    // Six addresses, five wrong guesses each, then one guess per shared wait.
    for (let a = 1; a <= 6; a++)
      for (let i = 0; i < FREE_ATTEMPTS; i++)
        await client().request(
          'POST',
          '/api/admin/login',
          { username: 'admin', password: `guess-${a}-${i}` },
          from(`198.51.100.${a}`),
        );
    // One more guess spends the strangers' shared allowance for this name...
    await client().request(
      'POST',
      '/api/admin/login',
      { username: 'admin', password: 'one-more-guess' },
      from('198.51.100.200'),
    );
    const NEW_NETWORK = from('203.0.113.7');
    // ...so the right password from a new network waits (the shared delay stays)...
    expect((await passwordStep('admin', NEW_NETWORK)).status).toBe(429);
    // ...but the mailed link is not.
    const asked = await client().request<{ message: string }>(
      'POST',
      '/api/admin/login/email-link',
      { username: 'admin' },
      NEW_NETWORK,
    );
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(SIGN_IN_LINK_SENT_MESSAGE);
    const links = (await mails()).filter((m) => m.message.text.includes('/admin/sign-in-link#'));
    expect(links.map((m) => m.to)).toEqual(['owner@staff.example']);
    const token = await mailedLinkToken('owner@staff.example', 'sign-in-link');
    const finished = await client().request<{ isAdmin?: boolean }>(
      'POST',
      '/api/admin/login/email-link/finish',
      { token },
      NEW_NETWORK,
    );
    expect(finished.status).toBe(200);
    expect(finished.body.isAdmin).toBe(true);
    const cookie = sessionCookieFrom(finished);
    expect((await client(cookie).request('GET', '/api/admin/check')).status).toBe(200);
    // Single use.
    const reused = await client().request<{ code: string }>(
      'POST',
      '/api/admin/login/email-link/finish',
      { token },
    );
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('sign_in_link_invalid');
    // That browser is known-good: its password sign-in is not slowed by the strangers.
    const pw = await passwordStep('admin', NEW_NETWORK, cookie);
    expect(pw.status).toBe(200);
  });

  it('answers alike for an unknown name, and sends at most a few per hour per account', async () => {
    await createAdmin('admin', PASSWORD, undefined, 'owner@staff.example');
    const unknown = await client().request('POST', '/api/admin/login/email-link', {
      username: 'nobody',
    });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual({ message: SIGN_IN_LINK_SENT_MESSAGE });
    for (let i = 0; i < SIGN_IN_LINKS_PER_HOUR + 2; i++) {
      const res = await client().request('POST', '/api/admin/login/email-link', {
        username: 'admin',
      });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: SIGN_IN_LINK_SENT_MESSAGE });
    }
    expect((await mails()).length).toBe(SIGN_IN_LINKS_PER_HOUR);
    // Stored hashed: no link token in the database.
    const token = await mailedLinkToken('owner@staff.example', 'sign-in-link');
    const stored = (await db().collection('signInLinks').get()).docs.map((d) => d.id);
    expect(stored).not.toContain(token);
    expect(stored).toContain(tokenHash(token));
  });

  it('still asks for the code when the factor is on', async () => {
    const admin = await newAdminWithFactor(PASSWORD);
    await client().request('POST', '/api/admin/login/email-link', { username: admin.username });
    const finished = await client().request<{ secondFactor?: string; ticket?: string }>(
      'POST',
      '/api/admin/login/email-link/finish',
      { token: await mailedLinkToken(`${admin.username}@staff.example`, 'sign-in-link') },
    );
    expect(finished.body).toMatchObject({ secondFactor: 'code' });
    expect(finished.headers.get('set-cookie')).toBeNull();
    const done = await client().request('POST', '/api/admin/login/second-factor', {
      ticket: finished.body.ticket,
      code: totpCode(admin.username, admin.secret, Date.now() + STEP_MS),
    });
    expect(done.status).toBe(200);
  });
});

describe('guarded settings', () => {
  const guarded = {
    email: 'thief@evil.example',
    etransferEmail: 'thief@evil.example',
    etransferInstructions: 'Send it to thief@evil.example',
    whatsappNumber: '+1 555 000 1111',
    phone: '+1 555 000 2222',
    paymentMethods: 'etransfer',
    secondFactorGraceDays: '90',
  };

  it('are refused, field by field, to an admin without a factor (grace period), with a named error', async () => {
    const admin = await newAdminSession(PASSWORD);
    for (const [key, value] of Object.entries(guarded)) {
      const res = await admin.request<{ code: string; message: string }>(
        'PUT',
        '/api/admin/settings',
        {
          siteName: 'Agency',
          [key]: value,
        },
      );
      expect(res.status, key).toBe(403);
      expect(res.body.code).toBe('second_factor_setup_first');
      expect(res.body.message).toBe(SECOND_FACTOR_SETUP_FIRST_MESSAGE);
    }
    expect((await admin.request('PUT', '/api/admin/settings', { siteName: 'Agency' })).status).toBe(
      200,
    );
    expect(await mails()).toEqual([]);
  });

  it('need a fresh code; the alert goes to the addresses as they were and to every admin', async () => {
    const admin = await newAdminWithFactor(PASSWORD);
    const colleague = await newAdminSession(PASSWORD);
    const base = {
      siteName: 'Agency',
      email: 'office@agency.example',
      etransferEmail: 'pay@agency.example',
    };
    expect((await admin.request('PUT', '/api/admin/settings', base)).status).toBe(200);
    await db().recursiveDelete(db().collection('mail'));
    await ageFreshCheck(admin);
    for (const [key, value] of Object.entries(guarded)) {
      const res = await admin.request<{ code: string; errors: Record<string, string> }>(
        'PUT',
        '/api/admin/settings',
        { ...base, [key]: value },
      );
      expect(res.status, key).toBe(403);
      expect(res.body.code).toBe('second_factor_required');
      expect(res.body.errors.secondFactor).toBe(SECOND_FACTOR_REQUIRED_MESSAGE);
    }
    await admin.recheck();
    const changed = await admin.request('PUT', '/api/admin/settings', {
      ...base,
      email: 'thief@evil.example',
      etransferEmail: 'thief@evil.example',
    });
    expect(changed.status).toBe(200);
    const to = (await mails())
      .filter((m) => m.message.subject.startsWith('Security: changed'))
      .map((m) => m.to)
      .sort();
    expect(to).toEqual(
      [
        'office@agency.example',
        'pay@agency.example',
        `${admin.username}@staff.example`,
        `${colleague.username}@staff.example`,
      ].sort(),
    );
    expect(to).not.toContain('thief@evil.example');
  });
});
