import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';

/** The package page's shape while it loads. */
export function PackageDetailSkeleton() {
  return (
    <Box role="status" aria-label="Loading package" aria-busy="true">
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
          <Skeleton width={120} height={36} sx={{ mb: 3 }} />
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 4, md: 6 },
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
              alignItems: 'center',
            }}
          >
            <Box>
              <Skeleton width="40%" />
              <Skeleton variant="text" sx={{ fontSize: '3rem' }} width="90%" />
              <Skeleton variant="text" width="100%" />
              <Skeleton variant="text" width="80%" />
              <Skeleton width={140} height={32} sx={{ my: 2 }} />
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} variant="rounded" height={64} />
                ))}
              </Box>
            </Box>
            <Skeleton
              variant="rounded"
              sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 10', borderRadius: 4 }}
            />
          </Box>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="40%" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="text" />
        ))}
      </Container>
    </Box>
  );
}
