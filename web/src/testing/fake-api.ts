import { vi } from 'vitest';

/** What a fake endpoint answers: JSON with 200, a status with a body, or never (loading). */
export type FakeAnswer = unknown | { status: number; body: unknown } | typeof NEVER;

/** An answer that never arrives, to see loading states. */
export const NEVER = Symbol('never');

export function failWith(status: number, message = 'Failed'): { status: number; body: unknown } {
  return { status, body: { message } };
}

function isStatusAnswer(answer: unknown): answer is { status: number; body: unknown } {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    'status' in answer &&
    'body' in answer &&
    Object.keys(answer).length === 2
  );
}

/**
 * Replaces the global fetch for one test with canned JSON per GET path ('/api/packages'); any
 * other path answers 404. Returns the mock, to inspect the calls.
 */
export function stubApi(routes: Record<string, FakeAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const answer = routes[url.pathname];
    if (answer === NEVER) return new Promise<Response>(() => {});
    if (answer === undefined) {
      return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    }
    const { status, body } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
