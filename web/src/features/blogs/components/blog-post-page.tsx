import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Blog } from '@umrah/domain/blog';
import { splitParagraphs } from '@umrah/domain/text';
import { formatBlogDate } from '@umrah/domain/dates';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageMeta } from '../../../components/seo/page-meta';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { imageOf } from '../../../lib/image-of';
import { useBlog } from '../api/get-blog';

const backToBlogs = (
  <Button component={RouterLink} to="/blogs" startIcon={<ArrowBack />} sx={{ ml: -1.5 }}>
    Back to Blogs
  </Button>
);

function BlogPost({ blog }: { blog: Blog }) {
  const image = imageOf(blog);
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <PageMeta title={blog.title} description={blog.excerpt} />
      {backToBlogs}
      <Typography
        component="time"
        dateTime={blog.createdAt}
        sx={{ display: 'block', mt: 3, color: 'primary.main', fontWeight: 600 }}
      >
        {formatBlogDate(blog.createdAt)}
      </Typography>
      <Typography variant="h1" sx={{ mt: 1, fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3.25rem)' }}>
        {blog.title}
      </Typography>
      {image && (
        <ResponsiveImage
          src={image}
          alt={blog.title}
          width={960}
          height={600}
          sizes="(min-width: 900px) 852px, 100vw"
          priority
          sx={{ mt: 4, borderRadius: 4 }}
        />
      )}
      <Box sx={{ mt: 5, '& p': { fontSize: '1.125rem', lineHeight: 1.85, mb: 3 } }}>
        {splitParagraphs(blog.content).map((paragraph, i) => (
          <Typography key={i} sx={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
    </Container>
  );
}

function BlogNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <PageMeta
        title="Blog Not Found"
        description="This blog post does not exist or is no longer available."
      />
      <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
          <SearchOff />
        </Box>
        <Typography variant="h3" component="h1" sx={{ mt: 2 }}>
          Blog Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
          The article you are looking for does not exist or is no longer available.
        </Typography>
        <Button component={RouterLink} to="/blogs" variant="contained" startIcon={<ArrowBack />}>
          Back to Blogs
        </Button>
      </Card>
    </Container>
  );
}

function BlogPostSkeleton() {
  return (
    <Container
      maxWidth="md"
      sx={{ py: { xs: 4, md: 7 } }}
      role="status"
      aria-label="Loading blog post"
      aria-busy="true"
    >
      <Skeleton width={140} height={36} />
      <Skeleton width={160} sx={{ mt: 3 }} />
      <Skeleton variant="text" sx={{ fontSize: '3rem' }} width="90%" />
      <Skeleton
        variant="rounded"
        sx={{ mt: 4, width: '100%', height: 'auto', aspectRatio: '16 / 10', borderRadius: 4 }}
      />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} variant="text" sx={{ mt: 1 }} />
      ))}
    </Container>
  );
}

/** /blogs/{slug}: 'Blog Not Found' with Back to Blogs when missing. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const query = useBlog(slug);
  if (query.isPending) return <BlogPostSkeleton />;
  if (query.isError || !query.data) return <BlogNotFound />;
  return <BlogPost blog={query.data} />;
}
