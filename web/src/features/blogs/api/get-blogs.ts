import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Blog } from '@umrah/domain/blog';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/blogs: the published posts, newest first. */
export function getBlogs({ signal }: { signal?: AbortSignal } = {}): Promise<Blog[]> {
  return apiRequest<Blog[]>('/api/blogs', { signal });
}

export function getBlogsQueryOptions() {
  return queryOptions({ queryKey: ['blogs'], queryFn: getBlogs });
}

export function useBlogs() {
  return useQuery(getBlogsQueryOptions());
}
