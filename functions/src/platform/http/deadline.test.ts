import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { timeLeft } from '../time-left';
import { requestDeadline } from './deadline';
import { asyncHandler, errorHandler } from './errors';

vi.mock('firebase-functions', () => ({ logger: { write: vi.fn() } }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('requestDeadline', () => {
  let base = '';
  let server: ReturnType<express.Express['listen']>;
  beforeAll(async () => {
    const app = express();
    app.use(requestDeadline(100));
    app.get('/fast', (_req, res) => {
      res.json({ ok: true });
    });
    // As a Firestore call that does not answer.
    app.get('/never', () => {});
    // Answers after the deadline: the 503 stands, the late answer is dropped.
    app.get(
      '/late',
      asyncHandler(async (_req, res) => {
        await sleep(250);
        res.status(201).json({ ok: true });
      }),
    );
    app.get(
      '/longer',
      requestDeadline(1000),
      asyncHandler(async (_req, res) => {
        await sleep(250);
        res.json({ ok: true });
      }),
    );
    // What the work below the edges reads of the deadline (a lease's wait ends before it).
    app.get(
      '/time-left',
      asyncHandler(async (_req, res) => {
        await sleep(20);
        res.json({ left: timeLeft() });
      }),
    );
    app.get(
      '/time-left-longer',
      requestDeadline(1000),
      asyncHandler(async (_req, res) => {
        await sleep(20);
        res.json({ left: timeLeft() });
      }),
    );
    app.use(errorHandler);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('tells the work how long its request has left, after a route moved the deadline too', async () => {
    const left = async (path: string) =>
      ((await (await fetch(`${base}${path}`)).json()) as { left: number }).left;
    const short = await left('/time-left');
    // Below the deadline by about the 20 ms slept; a timer may fire a millisecond early against
    // Date.now(), so the bound is the deadline itself, not deadline - 20 (981 was seen in CI).
    expect(short).toBeGreaterThan(0);
    expect(short).toBeLessThan(100);
    const long = await left('/time-left-longer');
    expect(long).toBeGreaterThan(500);
    expect(long).toBeLessThan(1000);
    expect(timeLeft()).toBeNull();
  });

  it('leaves a request that answers in time alone', async () => {
    const res = await fetch(`${base}/fast`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('answers 503 with a JSON message and Retry-After when the work does not finish', async () => {
    const started = Date.now();
    const res = await fetch(`${base}/never`);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('10');
    expect((await res.json()) as unknown).toEqual({
      code: 'service_unavailable',
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
  });

  it('keeps the 503 when the work answers later, and the server keeps serving', async () => {
    const res = await fetch(`${base}/late`);
    expect(res.status).toBe(503);
    await sleep(300);
    expect((await fetch(`${base}/fast`)).status).toBe(200);
  });

  it('lets a route replace the deadline with a longer one', async () => {
    const res = await fetch(`${base}/longer`);
    expect(res.status).toBe(200);
  });
});
