import type { Review } from '@umrah/domain/review';
import { useQuery } from '@tanstack/react-query';
import { adminListQueryOptions } from '../../../shared/api/content-api';

/** GET /api/admin/reviews: all reviews, drafts included, newest first. */
export function getAdminReviewsQueryOptions() {
  return adminListQueryOptions<Review>('reviews');
}

export function useAdminReviews() {
  return useQuery(getAdminReviewsQueryOptions());
}
