import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@umrah/domain/model/api-error';
import { apiRequest, RETRY_503_MAX_WAIT_MS } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends JSON with credentials and the X-Requested-With header', async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    await apiRequest('/api/admin/packages', { method: 'POST', body: { title: 'A' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"title":"A"}');
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Requested-With': 'fetch',
    });
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const fetchMock = stubFetch(Response.json({ url: '/x.png' }, { status: 201 }));
    const form = new FormData();
    form.append('file', new File(['x'], 'x.png', { type: 'image/png' }));
    await apiRequest('/api/admin/upload', { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(init?.headers).toMatchObject({ 'X-Requested-With': 'fetch' });
  });

  it('turns an error answer into an ApiError with the human message and field errors', async () => {
    stubFetch(
      Response.json(
        { message: 'Slug taken', errors: { slug: 'This slug is already used' } },
        { status: 409 },
      ),
    );
    const error = await apiRequest('/api/admin/blogs', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: Slug taken');
    expect((error as ApiError).userMessage).toBe('Slug taken');
    expect((error as ApiError).fieldErrors).toEqual({ slug: 'This slug is already used' });
  });
});

describe('apiRequest and a 503', () => {
  const unavailable = (retryAfter: string | null) =>
    Response.json(
      { message: 'The service is temporarily unavailable. Please try again shortly.' },
      { status: 503, headers: retryAfter === null ? {} : { 'Retry-After': retryAfter } },
    );

  it('tries a read once more by itself after the Retry-After, bounded to a few seconds', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi
        .fn()
        .mockResolvedValueOnce(unavailable('10'))
        .mockResolvedValueOnce(Response.json({ ok: true }));
      vi.stubGlobal('fetch', fetchMock);
      const answer = apiRequest<{ ok: boolean }>('/api/admin/bookings');
      await vi.advanceTimersByTimeAsync(RETRY_503_MAX_WAIT_MS - 1);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toEqual({ ok: true });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries only once: a second 503 becomes the error', async () => {
    const fetchMock = vi.fn(async () => unavailable('0'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/admin/bookings')).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('tries a change refused as record_busy once more (nothing was written), not another 503', async () => {
    const busy = () =>
      Response.json(
        { code: 'record_busy', message: 'Someone else is saving this at the same moment.' },
        { status: 503, headers: { 'Retry-After': '0' } },
      );
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(Response.json({ id: 'b1', status: 'confirmed' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      apiRequest('/api/admin/bookings/b1/confirm', { method: 'POST', body: {} }),
    ).resolves.toEqual({ id: 'b1', status: 'confirmed' });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const twice = vi.fn(async () => busy());
    vi.stubGlobal('fetch', twice);
    await expect(
      apiRequest('/api/admin/bookings/b1/confirm', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ status: 503 });
    expect(twice).toHaveBeenCalledTimes(2);
  });

  it('tries a change again only when it carries an Idempotency-Key', async () => {
    const plain = vi.fn(async () => unavailable('0'));
    vi.stubGlobal('fetch', plain);
    await expect(
      apiRequest('/api/admin/payments', { method: 'POST', body: { amount: 1 } }),
    ).rejects.toMatchObject({ status: 503 });
    expect(plain).toHaveBeenCalledTimes(1);

    const keyed = vi
      .fn()
      .mockResolvedValueOnce(unavailable('0'))
      .mockResolvedValueOnce(Response.json({ id: 'p1' }, { status: 201 }));
    vi.stubGlobal('fetch', keyed);
    await expect(
      apiRequest('/api/admin/packages', {
        method: 'POST',
        body: { title: 'A' },
        headers: { 'Idempotency-Key': 'k-1' },
      }),
    ).resolves.toEqual({ id: 'p1' });
    expect(keyed).toHaveBeenCalledTimes(2);
  });
});
