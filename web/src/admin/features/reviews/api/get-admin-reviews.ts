import type { Review } from '@umrah/domain/schemas/review';
import { useAdminContentList } from '../../../shared/api/content-api';

/** GET /api/admin/reviews: reviews, drafts included, newest first, a page at a time. */
export function useAdminReviews() {
  return useAdminContentList<Review>('reviews');
}
