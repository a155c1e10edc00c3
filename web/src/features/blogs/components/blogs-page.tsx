import MenuBook from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { BLOG_SKELETON_COUNT } from '@umrah/domain/constants';
import { PageMeta } from '../../../components/seo/page-meta';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { HydrateSeparately } from '../../../components/ui/hydrate-separately';
import { PageBanner } from '../../../components/ui/page-banner';
import { useBlogs } from '../api/get-blogs';
import { BlogCard } from './blog-card';
import { BlogCardSkeleton } from './blog-card-skeleton';

const gridSx = {
  display: 'grid',
  gap: { xs: 3, md: 4 },
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

function BlogList() {
  const query = useBlogs();
  if (query.isPending) {
    return (
      <Box sx={gridSx} role="status" aria-label="Loading blog posts" aria-busy="true">
        {Array.from({ length: BLOG_SKELETON_COUNT }, (_, i) => (
          <BlogCardSkeleton key={i} />
        ))}
      </Box>
    );
  }
  if (query.isError) {
    return <ErrorState title="We couldn't load the blog" onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return <EmptyState icon={<MenuBook />} title="No blog posts yet. Check back soon!" />;
  }
  return (
    <Box sx={gridSx}>
      {query.data.map((blog, index) => (
        <BlogCard key={blog.id} blog={blog} priorityImage={index === 0} />
      ))}
    </Box>
  );
}

/** /blogs */
export function BlogsPage() {
  return (
    <>
      <PageMeta
        title="Blog"
        description="Guides and reflections for pilgrims from Canada: preparing for Umrah, the rites step by step, travel tips for Makkah and Madinah."
      />
      <PageBanner
        eyebrow="Blog"
        title="Umrah Guides & Insights"
        subtitle="Practical advice and spiritual reminders to help you prepare for your journey."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        {/* Taken over after the banner, in a pass of its own. */}
        <HydrateSeparately>
          <BlogList />
        </HydrateSeparately>
      </Container>
    </>
  );
}
