import Luggage from '@mui/icons-material/LuggageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { usePackages } from '../api/get-packages';
import { PackageCard } from './package-card';

/** 1 column on phones, 2 on tablets, 3 on wide screens. */
export const cardGridSx = {
  display: 'grid',
  gap: { xs: 3, md: 4 },
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** Every package the list returns, as cards, with the spinner, empty and error states. */
interface PackagesListProps {
  titleComponent?: 'h2' | 'h3';
  /** The list is the page's first screen (/packages): the first card's image loads at once. */
  priorityFirstImage?: boolean;
}

export function PackagesList({
  titleComponent = 'h3',
  priorityFirstImage = false,
}: PackagesListProps) {
  const query = usePackages();

  if (query.isPending) return <LoadingState label="Loading packages" />;
  if (query.isError) {
    return (
      <ErrorState title="We couldn't load our packages" onRetry={() => void query.refetch()} />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<Luggage />}
        title="No packages available at the moment."
        description="Please check back soon or contact us for more information."
        action={
          <Button component={RouterLink} to="/contact" variant="outlined">
            Contact Us
          </Button>
        }
      />
    );
  }
  return (
    <Box sx={cardGridSx}>
      {query.data.map((pkg, index) => (
        <PackageCard
          key={pkg.id}
          pkg={pkg}
          titleComponent={titleComponent}
          priorityImage={priorityFirstImage && index === 0}
        />
      ))}
    </Box>
  );
}
