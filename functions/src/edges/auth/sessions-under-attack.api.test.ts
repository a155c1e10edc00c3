// Sessions under attack: forged, expired, revoked, claim-removed, disabled and deleted admins,
// and cross-origin state changes.
import { beforeEach, describe, expect, it } from 'vitest';
import { auth } from '../../platform/firebase/firebase';
import { client, newAdminSession } from '../../../test-support/admin-session';
import { clearAuth, clearFirestore } from '../../../test-support/emulators';

beforeEach(async () => {
  await clearFirestore();
  await clearAuth();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rewritePayload(
  cookie: string,
  change: (payload: Record<string, unknown>) => void,
): string {
  const [header, payload, signature] = cookie.split('.');
  const data = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  change(data);
  return [header, Buffer.from(JSON.stringify(data)).toString('base64url'), signature].join('.');
}

describe('a session cookie', () => {
  it('that has expired is refused with 401', async () => {
    const admin = await newAdminSession();
    const expired = rewritePayload(admin.cookie, (p) => {
      p.exp = Math.floor(Date.now() / 1000) - 60;
    });
    expect((await client(expired).request('GET', '/api/admin/packages')).status).toBe(401);
  });

  it('claiming isAdmin for a user who is not an admin is refused: claims are read from Auth, not the cookie', async () => {
    const admin = await newAdminSession();
    const other = await auth().createUser({ email: 'x@example.com', password: 'pass-word-1' });
    const forged = rewritePayload(admin.cookie, (p) => {
      p.sub = other.uid;
      p.user_id = other.uid;
      p.isAdmin = true;
    });
    const res = await client(forged).request('GET', '/api/admin/packages');
    expect([401, 403]).toContain(res.status);
  });

  it('of an admin whose claim was removed is refused at the next request', async () => {
    const admin = await newAdminSession();
    expect((await admin.request('GET', '/api/admin/packages')).status).toBe(200);
    await auth().setCustomUserClaims(admin.uid, {});
    const refused = await admin.request<{ code: string }>('GET', '/api/admin/packages');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('not_an_admin');
  });

  it('of a disabled admin is refused', async () => {
    const admin = await newAdminSession();
    await auth().updateUser(admin.uid, { disabled: true });
    expect((await admin.request('GET', '/api/admin/packages')).status).toBe(401);
  });

  it('of a deleted admin is refused', async () => {
    const admin = await newAdminSession();
    await auth().deleteUser(admin.uid);
    expect((await admin.request('GET', '/api/admin/packages')).status).toBe(401);
  });

  it('revoked (all sessions ended) is refused', async () => {
    const admin = await newAdminSession();
    await sleep(1100);
    await auth().revokeRefreshTokens(admin.uid);
    expect((await admin.request('GET', '/api/admin/check')).status).toBe(401);
  });
});

describe('cross-site state changes', () => {
  it('are refused from another origin, without an Origin, or without JSON or our header', async () => {
    const admin = await newAdminSession();
    const body = { title: 'x' };
    const evil = await admin.request<{ code: string }>('POST', '/api/admin/packages', body, {
      Origin: 'https://evil.example',
    });
    expect(evil.status).toBe(403);
    expect(evil.body.code).toBe('cross_site_request');
    const noOrigin = await admin.request('DELETE', '/api/admin/packages/x', undefined, {
      Origin: '',
    });
    expect(noOrigin.status).toBe(403);
    // A form post: our origin but neither JSON nor the custom header.
    const form = await admin.request<{ code: string }>(
      'DELETE',
      '/api/admin/packages/x',
      undefined,
      { 'X-Requested-With': '' },
    );
    expect(form.status).toBe(403);
    expect(form.body.code).toBe('client_header_missing');
    // Reads are not state changes.
    expect(
      (
        await admin.request('GET', '/api/admin/packages', undefined, {
          Origin: 'https://evil.example',
        })
      ).status,
    ).toBe(200);
  });
});
