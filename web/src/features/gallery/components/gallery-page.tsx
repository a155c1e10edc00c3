import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PageMeta } from '../../../components/seo/page-meta';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageBanner } from '../../../components/ui/page-banner';
import { useGallery } from '../api/get-gallery';
import { GalleryCard } from './gallery-card';

function GalleryGrid() {
  const query = useGallery();
  if (query.isPending) return <LoadingState label="Loading gallery" />;
  if (query.isError) {
    return <ErrorState title="We couldn't load the gallery" onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return <EmptyState icon={<PhotoLibrary />} title="No gallery items available at the moment." />;
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {query.data.map((item) => (
        <GalleryCard key={item.id} item={item} />
      ))}
    </Box>
  );
}

/** /past-trips */
export function GalleryPage() {
  return (
    <>
      <PageMeta
        title="Past Trips"
        description="Photos from our past Umrah trips: pilgrims from across Canada in Makkah and Madinah."
      />
      <PageBanner
        eyebrow="Gallery"
        title="Our Past Trips"
        subtitle="Moments from the journeys we have been honoured to organise for pilgrims across Canada."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <GalleryGrid />
      </Container>
    </>
  );
}
