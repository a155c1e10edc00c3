import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  /** The query string's parameters (routes are matched on the path alone). */
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Extra response headers (e.g. a list page's next cursor). */
  headers?: Record<string, string>;
}

export type FakeHandler = FakeReply | ((request: FakeRequest) => FakeReply);

/** `'GET /api/admin/check'` → canned answer (or a function of the request). */
export type FakeRoutes = Record<string, FakeHandler>;

export const ADMIN = { isAdmin: true, username: 'admin' };

/**
 * Stubs global fetch with canned JSON answers per `METHOD /path`; unknown routes answer 404.
 * Returns the recorded requests. Component tests only: API behaviour is tested for real
 * against the emulators elsewhere.
 */
export function fakeApi(routes: FakeRoutes) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const raw = init.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const reply =
      handler === undefined
        ? { status: 404, body: { message: `No fake for ${method} ${url.pathname}` } }
        : typeof handler === 'function'
          ? handler(request)
          : handler;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The requests made to `METHOD /path`. */
    to(method: string, path: string) {
      return requests.filter((r) => r.method === method && r.path === path);
    },
  };
}
