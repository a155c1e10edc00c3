import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DomainError } from '@umrah/domain/model/errors';
import { asyncHandler, errorHandler, isUnavailable } from './errors';

vi.mock('firebase-functions', () => ({ logger: { write: vi.fn() } }));

/** What the Admin SDK rejects with when Firestore cannot be reached (a gax GoogleError). */
const grpcError = (code: number, text: string) =>
  Object.assign(new Error(`${code} ${text}`), { code, details: text });

describe('isUnavailable', () => {
  it('knows the gRPC codes that mean "try again later"', () => {
    expect(isUnavailable(grpcError(14, 'UNAVAILABLE: No connection established'))).toBe(true);
    expect(isUnavailable(grpcError(4, 'DEADLINE_EXCEEDED: Deadline exceeded'))).toBe(true);
    expect(isUnavailable(grpcError(8, 'RESOURCE_EXHAUSTED: Quota exceeded'))).toBe(true);
    expect(isUnavailable({ code: 'unavailable' })).toBe(true);
    expect(isUnavailable({ code: 'deadline-exceeded' })).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isUnavailable(grpcError(3, 'INVALID_ARGUMENT: bad id'))).toBe(false);
    expect(isUnavailable(grpcError(5, 'NOT_FOUND: no document'))).toBe(false);
    expect(isUnavailable(grpcError(6, 'ALREADY_EXISTS: document exists'))).toBe(false);
    expect(isUnavailable(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(false);
    expect(isUnavailable(new DomainError('not_found'))).toBe(false);
    expect(isUnavailable(null)).toBe(false);
    expect(isUnavailable('14')).toBe(false);
  });
});

describe('errorHandler', () => {
  let base = '';
  let server: ReturnType<express.Express['listen']>;
  beforeAll(async () => {
    const app = express();
    app.get('/unavailable', () => {
      throw grpcError(14, 'UNAVAILABLE: No connection established');
    });
    app.get(
      '/deadline',
      asyncHandler(async () => {
        throw grpcError(4, 'DEADLINE_EXCEEDED: Deadline exceeded');
      }),
    );
    app.get('/bug', () => {
      throw new TypeError('x is undefined');
    });
    app.get('/fields', () => {
      throw new DomainError('invalid_input', {}, { title: 'Title is required' });
    });
    app.post('/json', express.json(), () => undefined);
    app.use(errorHandler);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each(['/unavailable', '/deadline'])(
    'answers %s with a clear 503 and when to retry',
    async (path) => {
      const res = await fetch(base + path);
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('retry-after')).toBe('10');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.json()).toEqual({
        code: 'service_unavailable',
        message: 'The service is temporarily unavailable. Please try again shortly.',
      });
    },
  );

  it('still answers other failures 500, without details', async () => {
    const res = await fetch(`${base}/bug`);
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(text).not.toContain('undefined');
  });

  it('answers a named error with its status, code, words and every refused field', async () => {
    const res = await fetch(`${base}/fields`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'invalid_input',
      message: 'Invalid input: Title is required',
      errors: { title: 'Title is required' },
    });
  });

  it('names a body the parser refused, keeping the parser’s status', async () => {
    const res = await fetch(`${base}/json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'body_not_json',
      message: 'Request body is not valid JSON',
    });
  });

  it('drops an error that comes after a complete answer, and passes on one mid-answer', () => {
    const err = new Error('late');
    const req = { path: '/x' } as Request;
    const next = vi.fn() as unknown as NextFunction;
    errorHandler(err, req, { headersSent: true, writableEnded: true } as Response, next);
    expect(next).not.toHaveBeenCalled();
    errorHandler(err, req, { headersSent: true, writableEnded: false } as Response, next);
    expect(next).toHaveBeenCalledWith(err);
  });
});
