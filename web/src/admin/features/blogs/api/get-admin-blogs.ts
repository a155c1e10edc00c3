import type { Blog } from '@umrah/domain/schemas/blog';
import { useAdminContentList } from '../../../shared/api/content-api';

/** GET /api/admin/blogs: blogs, drafts included, newest first, a page at a time. */
export function useAdminBlogs() {
  return useAdminContentList<Blog>('blogs');
}
