// GET /api/health when Firestore does not answer: an emulator address where nothing listens.
import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';

vi.mock('firebase-functions', () => ({ logger: { write: vi.fn() } }));

describe('GET /api/health without a database', () => {
  // Loading the Admin SDK takes seconds on a busy machine; the answer's own time is checked below.
  it(
    'answers 503 {status: degraded} within its short timeout, uncached',
    { timeout: 30_000 },
    async () => {
      process.env.GCLOUD_PROJECT ??= 'demo-umrah';
      // Port 9 (discard) has no Firestore: reads fail or hang, as with a database that is down.
      process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:9';
      const { healthRouter, HEALTH_FIRESTORE_TIMEOUT_MS } = await import('./health');
      const app = express();
      app.use('/api', healthRouter());
      const server = app.listen(0);
      try {
        const { port } = server.address() as AddressInfo;
        const started = Date.now();
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ status: 'degraded' });
        expect(res.headers.get('cache-control')).toMatch(/no-store/);
        expect(Date.now() - started).toBeLessThan(HEALTH_FIRESTORE_TIMEOUT_MS + 1_500);
      } finally {
        server.close();
      }
    },
  );
});
