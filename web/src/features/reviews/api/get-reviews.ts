import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@umrah/domain/review';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/reviews: the published reviews. */
export function getReviews({ signal }: { signal?: AbortSignal } = {}): Promise<Review[]> {
  return apiRequest<Review[]>('/api/reviews', { signal });
}

export function getReviewsQueryOptions() {
  return queryOptions({ queryKey: ['reviews'], queryFn: getReviews });
}

export function useReviews() {
  return useQuery(getReviewsQueryOptions());
}
