import type { Blog } from '@umrah/domain/blog';
import { useQuery } from '@tanstack/react-query';
import { adminListQueryOptions } from '../../../shared/api/content-api';

/** GET /api/admin/blogs: all blogs, drafts included, newest first. */
export function getAdminBlogsQueryOptions() {
  return adminListQueryOptions<Blog>('blogs');
}

export function useAdminBlogs() {
  return useQuery(getAdminBlogsQueryOptions());
}
