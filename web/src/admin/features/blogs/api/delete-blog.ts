import { deleteContent, useContentMutation } from '../../../shared/api/content-api';

/** DELETE /api/admin/blogs/{id}. */
export function deleteBlog(id: string): Promise<unknown> {
  return deleteContent('blogs', id);
}

export function useDeleteBlog() {
  return useContentMutation('blogs', deleteBlog);
}
