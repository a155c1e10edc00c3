import { deleteContent, useContentMutation } from '../../../shared/api/content-api';

/** DELETE /api/admin/reviews/{id}. */
export function deleteReview(id: string): Promise<unknown> {
  return deleteContent('reviews', id);
}

export function useDeleteReview() {
  return useContentMutation('reviews', deleteReview);
}
