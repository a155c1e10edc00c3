import type { ReviewInput, Review } from '@umrah/domain/review';
import { createContent, useContentMutation } from '../../../shared/api/content-api';

/** POST /api/admin/reviews: answers 201 with the stored item (409 when the slug is taken). */
export function createReview(body: ReviewInput): Promise<Review> {
  return createContent<Review, ReviewInput>('reviews', body);
}

export function useCreateReview() {
  return useContentMutation('reviews', createReview);
}
