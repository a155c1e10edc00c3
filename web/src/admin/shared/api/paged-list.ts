import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiPage, apiRequest } from './api-client';

/** A list's filters as query parameters (`{ status: 'new' }`); undefined ones are left out. */
export type ListParams = Record<string, string | boolean | undefined>;

/** `path?param=…` with the defined params and the cursor. */
export function listPath(path: string, params: ListParams, cursor: string | null): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, String(value));
  }
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A paged admin list (`GET path?…&cursor=`), newest first: its key starts with `baseKey`, so a
 * mutation that refreshes `baseKey` (e.g. ['admin', 'bookings']) reads the loaded pages again.
 */
export function pagedListOptions<T>(
  baseKey: readonly unknown[],
  path: string,
  params: ListParams = {},
) {
  return infiniteQueryOptions({
    queryKey: [...baseKey, 'pages', params],
    queryFn: ({ pageParam, signal }) => apiPage<T>(listPath(path, params, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** What the list screens read from a paged list. */
export interface PagedList<T> {
  /** Every item of the pages loaded so far (undefined until the first arrives). */
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function usePagedList<T>(
  baseKey: readonly unknown[],
  path: string,
  params: ListParams = {},
): PagedList<T> {
  const query = useInfiniteQuery(pagedListOptions<T>(baseKey, path, params));
  const data = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  return {
    data,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
    refetch: query.refetch,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  };
}

/**
 * GET `{path}/counts` (aggregate counts for tabs and the dashboard), of the list's filters when
 * given, under `[...baseKey, 'counts']`.
 */
export function useListCounts<C>(
  baseKey: readonly unknown[],
  path: string,
  params: ListParams = {},
) {
  return useQuery({
    queryKey: [...baseKey, 'counts', params],
    queryFn: ({ signal }) => apiRequest<C>(listPath(`${path}/counts`, params, null), { signal }),
  });
}
