import type { BlogInput, Blog } from '@umrah/domain/schemas/blog';
import {
  createContent,
  useContentMutation,
  type CreateVariables,
} from '../../../shared/api/content-api';

/** POST /api/admin/blogs: answers 201 with the stored item (409 when the slug is taken). */
export function createBlog(variables: CreateVariables<BlogInput>): Promise<Blog> {
  return createContent<Blog, BlogInput>('blogs', variables);
}

export function useCreateBlog() {
  return useContentMutation('blogs', createBlog);
}
