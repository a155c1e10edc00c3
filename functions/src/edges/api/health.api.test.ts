// GET /api/health through Hosting, with the Firestore emulator answering.
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../../../test-support/emulators';

describe('GET /api/health', () => {
  it('answers 200 {status: ok}, uncached, when Firestore answers, and says nothing more', async () => {
    // A cold function instance makes its Firestore connection on its first read.
    await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});
