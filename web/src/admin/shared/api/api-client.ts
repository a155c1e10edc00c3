/**
 * The one way the web app talks to `/api` (spec section 7): credentials included, JSON bodies,
 * and a non-OK answer becomes an ApiError whose message is `STATUS: message`.
 */
import { ApiError, apiErrorFrom } from '@umrah/domain/model/api-error';
import { NEXT_CURSOR_HEADER } from '@umrah/domain/model/paging';

async function toApiError(res: Response): Promise<ApiError> {
  return apiErrorFrom(res.status, res.statusText, await res.text());
}

/** The session is gone (expired or signed out elsewhere): the admin area asks to sign in. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an admin create's Idempotency-Key. */
  headers?: Record<string, string>;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).body;
}

/** A page of an admin list: its items, and the cursor of the next page (null on the last). */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** GET of one page of a paged admin list (the next page's cursor comes in a header). */
export async function apiPage<T>(path: string, options: RequestOptions = {}): Promise<ListPage<T>> {
  const { body, headers } = await apiResponse<T[]>(path, options);
  return { items: body, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

/** The longest the admin waits by itself before trying a 503 again (a person is waiting). */
export const RETRY_503_MAX_WAIT_MS = 5_000;

/** Retry-After in seconds (the only form our server sends), bounded; 1 s when absent. */
function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  const ms = header !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000;
  return Math.min(ms, RETRY_503_MAX_WAIT_MS);
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

/** Whether a 503 says the change was refused before anything was written (`record_busy`). */
async function refusedUnwritten(res: Response): Promise<boolean> {
  const answer = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return answer?.code === 'record_busy';
}

async function apiResponse<T>(
  path: string,
  options: RequestOptions,
): Promise<{ body: T; headers: Headers }> {
  const { method = 'GET', body, signal, headers: extraHeaders } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // The custom header marks our own calls (the server's CSRF guard); a FormData body gets its
  // multipart content type (with boundary) from the browser.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'fetch',
    ...extraHeaders,
  };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const send = () =>
    fetch(path, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  let res = await send();
  // A 503 (a busy database or a contended seat or receipt) is tried once more by itself, after
  // the server's Retry-After (at most RETRY_503_MAX_WAIT_MS): a read always; a change when it
  // carries an Idempotency-Key or was refused as `record_busy` (refused before anything was
  // written), since a 503 at the deadline may come from work that went on.
  if (
    res.status === 503 &&
    (method === 'GET' || 'Idempotency-Key' in headers || (await refusedUnwritten(res)))
  ) {
    await res.body?.cancel();
    await wait(retryAfterMs(res.headers.get('Retry-After')), signal);
    res = await send();
  }
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return { body: undefined as T, headers: res.headers };
  const text = await res.text();
  return { body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

/** Query keys are the API path segments: ['packages', slug] reads /api/packages/{slug}. */
export function pathFromKey(key: readonly unknown[]): string {
  return '/api/' + key.map((part) => encodeURIComponent(String(part))).join('/');
}
