import type { Review } from '@umrah/domain/schemas/review';
import { ContentManager } from '../../../shared/components/content-manager';
import { useCreateReview } from '../api/create-review';
import { useDeleteReview } from '../api/delete-review';
import { useAdminReviews } from '../api/get-admin-reviews';
import { useUpdateReview } from '../api/update-review';

function describe(review: Review) {
  return {
    // Published reviews show among the home page's testimonials.
    sitePath: '/#testimonials',
    title: review.name,
    imageUrl: review.imageUrl,
    subtitle: (
      <>
        <span aria-label={`${review.rating} out of 5 stars`}>{'★'.repeat(review.rating)}</span>
        {` · ${review.location} · “${review.comment.length > 90 ? `${review.comment.slice(0, 90)}…` : review.comment}”`}
      </>
    ),
  };
}

/** /admin/reviews */
export function ReviewsPage() {
  return (
    <ContentManager
      heading="Reviews"
      description="Testimonials from pilgrims. Only published reviews appear on the home page."
      noun="Review"
      messages={{
        created: 'Review created successfully!',
        updated: 'Review updated successfully!',
        deleted: 'Review deleted successfully!',
        confirmDelete: 'Are you sure you want to delete this review?',
        empty: { title: 'No reviews yet', description: 'Use Add Review to add the first one.' },
      }}
      list={useAdminReviews()}
      create={useCreateReview()}
      update={useUpdateReview()}
      remove={useDeleteReview()}
      loadForm={() => import('./review-form').then((m) => m.reviewContentForm)}
      describe={describe}
    />
  );
}
