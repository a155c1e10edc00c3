import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Blog } from '@umrah/domain/blog';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/blogs/{slug}: one published post (404 otherwise). */
export function getBlog(slug: string, signal?: AbortSignal): Promise<Blog> {
  return apiRequest<Blog>(`/api/blogs/${encodeURIComponent(slug)}`, { signal });
}

export function getBlogQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['blogs', slug],
    queryFn: ({ signal }) => getBlog(slug, signal),
  });
}

export function useBlog(slug: string) {
  return useQuery(getBlogQueryOptions(slug));
}
