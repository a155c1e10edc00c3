import type { BlogInput, Blog } from '@umrah/domain/schemas/blog';
import {
  updateContent,
  useContentMutation,
  type UpdateVariables,
} from '../../../shared/api/content-api';

/** PUT /api/admin/blogs/{id}: replaces the item and answers the updated one. */
export function updateBlog({ id, body }: UpdateVariables<BlogInput>): Promise<Blog> {
  return updateContent<Blog, BlogInput>('blogs', id, body);
}

export function useUpdateBlog() {
  return useContentMutation('blogs', updateBlog);
}
