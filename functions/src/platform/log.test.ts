import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLog } from './http/request-log';
import { log, runWithRequestContext } from './log';

// The sink only: what the logger hands to Cloud Logging (firebase-functions prints it as JSON).
const written: Record<string, unknown>[] = [];
vi.mock('firebase-functions', () => ({
  logger: { write: (entry: Record<string, unknown>) => written.push(entry) },
}));

afterEach(() => {
  written.length = 0;
});

describe('the functions logger', () => {
  it('writes severity, message, the request id and route, and no email address or personal field', () => {
    runWithRequestContext({ requestId: 'req-1', route: () => '/api/admin/privacy/:email' }, () =>
      log.warn('Export refused for amina@example.com', {
        email: 'amina@example.com',
        username: 'staff-amina',
        path: '/api/admin/privacy/amina%40example.com?x=amina@example.com',
        body: { phone: '+1 416 555 0100' },
        count: 2,
      }),
    );
    expect(written).toHaveLength(1);
    const [entry] = written;
    expect(entry).toMatchObject({
      severity: 'WARNING',
      requestId: 'req-1',
      route: '/api/admin/privacy/:email',
      count: 2,
    });
    const text = JSON.stringify(entry);
    expect(text).not.toMatch(/amina@example\.com|staff-amina|555 0100/);
    expect(entry?.message).toBe('Export refused for [email]');
    expect(entry).not.toHaveProperty('email');
    expect(entry).not.toHaveProperty('username');
  });

  it('writes one line per request with its method, route pattern, status and duration, not its address', async () => {
    const app = express();
    app.use(requestLog);
    app.get('/api/admin/privacy/:email', (_req, res) => {
      log.info('Looked up a person');
      res.status(404).json({ message: 'Not found' });
    });
    const server = app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/admin/privacy/amina@example.com`);
      expect(res.status).toBe(404);
      const requestId = res.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      await vi.waitFor(() => expect(written).toHaveLength(2));
      const [inner, line] = written;
      expect(inner).toMatchObject({
        severity: 'INFO',
        requestId,
        route: '/api/admin/privacy/:email',
      });
      expect(line).toMatchObject({
        severity: 'INFO',
        message: 'Request',
        method: 'GET',
        status: 404,
        requestId,
        route: '/api/admin/privacy/:email',
      });
      expect(typeof line!.durationMs).toBe('number');
      expect(JSON.stringify(written)).not.toContain('amina');
    } finally {
      server.close();
    }
  });
});
