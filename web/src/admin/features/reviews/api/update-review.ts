import type { ReviewInput, Review } from '@umrah/domain/schemas/review';
import {
  updateContent,
  useContentMutation,
  type UpdateVariables,
} from '../../../shared/api/content-api';

/** PUT /api/admin/reviews/{id}: replaces the item and answers the updated one. */
export function updateReview({ id, body }: UpdateVariables<ReviewInput>): Promise<Review> {
  return updateContent<Review, ReviewInput>('reviews', id, body);
}

export function useUpdateReview() {
  return useContentMutation('reviews', updateReview);
}
