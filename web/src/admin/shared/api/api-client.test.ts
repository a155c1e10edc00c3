import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@umrah/domain/model/api-error';
import { apiRequest } from './api-client';

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
