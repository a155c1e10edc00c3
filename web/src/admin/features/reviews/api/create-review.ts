import type { ReviewInput, Review } from '@umrah/domain/schemas/review';
import {
  createContent,
  useContentMutation,
  type CreateVariables,
} from '../../../shared/api/content-api';

/** POST /api/admin/reviews: answers 201 with the stored item (409 when the slug is taken). */
export function createReview(variables: CreateVariables<ReviewInput>): Promise<Review> {
  return createContent<Review, ReviewInput>('reviews', variables);
}

export function useCreateReview() {
  return useContentMutation('reviews', createReview);
}
