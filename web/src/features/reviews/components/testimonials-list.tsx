import RateReview from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useReviews } from '../api/get-reviews';
import { TestimonialCard } from './testimonial-card';

/** Published reviews only (spec section 4), two columns on wide screens. */
export function TestimonialsList() {
  const query = useReviews();

  if (query.isPending) return <LoadingState label="Loading testimonials" />;
  if (query.isError) {
    return (
      <ErrorState title="We couldn't load testimonials" onRetry={() => void query.refetch()} />
    );
  }
  const published = query.data.filter((review) => review.isPublished !== false);
  if (published.length === 0) {
    return <EmptyState icon={<RateReview />} title="No testimonials yet." />;
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {published.map((review) => (
        <TestimonialCard key={review.id} review={review} />
      ))}
    </Box>
  );
}
