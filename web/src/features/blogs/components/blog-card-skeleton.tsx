import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** A blog card's shape while the list loads. */
export function BlogCardSkeleton() {
  return (
    <Card data-testid="blog-skeleton" aria-hidden>
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 10' }}
      />
      <Box sx={{ p: 3 }}>
        <Skeleton width="35%" />
        <Skeleton variant="text" sx={{ fontSize: '1.5rem' }} width="85%" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
      </Box>
    </Card>
  );
}
