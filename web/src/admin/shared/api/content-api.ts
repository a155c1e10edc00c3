import type { ContentCounts } from '@umrah/domain/schemas/paging';
import { IDEMPOTENCY_KEY_HEADER } from '@umrah/domain/model/idempotency';
import { apiRequest } from './api-client';
import { FRENCH_GAPS_KEY } from './french-gaps';
import { useListCounts, usePagedList } from './paged-list';
import { useRefreshingMutation } from './use-refreshing-mutation';

/** The content collections staff manage; each is `/api/admin/{collection}` and public `/api/{collection}`. */
export type ContentCollection = 'packages' | 'reviews' | 'blogs' | 'gallery';

export interface StoredItem {
  id: string;
  createdAt: string;
  isPublished: boolean;
}

/** GET /api/admin/{collection}: the items a page at a time, drafts included, newest first. */
export function useAdminContentList<T extends StoredItem>(collection: ContentCollection) {
  return usePagedList<T>(['admin', collection], `/api/admin/${collection}`);
}

/** GET /api/admin/{collection}/counts: how many items, and how many published. */
export function useContentCounts(collection: ContentCollection) {
  return useListCounts<ContentCounts>(['admin', collection], `/api/admin/${collection}`);
}

/** A create's body and the key of its dialog: a retry with the key answers the first result. */
export interface CreateVariables<B> {
  body: B;
  idempotencyKey: string;
}

/** The header that makes a create safe to retry. */
export function idempotencyHeaders(idempotencyKey: string): Record<string, string> {
  return { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
}

export function createContent<T, B>(
  collection: ContentCollection,
  { body, idempotencyKey }: CreateVariables<B>,
): Promise<T> {
  return apiRequest<T>(`/api/admin/${collection}`, {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function updateContent<T, B>(
  collection: ContentCollection,
  id: string,
  body: B,
): Promise<T> {
  return apiRequest<T>(`/api/admin/${collection}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
}

export function deleteContent(collection: ContentCollection, id: string): Promise<unknown> {
  return apiRequest(`/api/admin/${collection}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * A mutation of a collection that, once it succeeds, refreshes the admin list and the public
 * caches of that collection (['packages'] also covers ['packages', slug]).
 */
export function useContentMutation<TVariables, TResult>(
  collection: ContentCollection,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  return useRefreshingMutation(mutationFn, [['admin', collection], [collection], FRENCH_GAPS_KEY]);
}

export interface UpdateVariables<B> {
  id: string;
  body: B;
}
