import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Blog } from '@umrah/domain/blog';
import { formatBlogDate } from '@umrah/domain/dates';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { imageOf } from '../../../lib/image-of';

type CardBlog = Pick<Blog, 'slug' | 'title' | 'excerpt' | 'imageUrl' | 'createdAt'> & {
  image?: string | null;
};

/** Blog list card: image, date ('March 5, 2026'), title, excerpt, Read More. */
export function BlogCard({
  blog,
  priorityImage = false,
}: {
  blog: CardBlog;
  /** The first card of /blogs: its image is the page's LCP element, loaded at once. */
  priorityImage?: boolean;
}) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform 200ms ease, box-shadow 200ms ease',
        '&:hover, &:focus-within': {
          transform: 'translateY(-4px)',
          boxShadow: '0 18px 40px rgba(0,0,0,0.12)',
        },
      }}
    >
      <ResponsiveImage
        src={imageOf(blog)}
        alt={blog.title}
        width={960}
        height={600}
        sizes="(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
        priority={priorityImage}
      />
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', flex: 1 }}>
        <Typography
          component="time"
          dateTime={blog.createdAt}
          variant="body2"
          sx={{ color: 'primary.main', fontWeight: 600 }}
        >
          {formatBlogDate(blog.createdAt)}
        </Typography>
        <Typography variant="h5" component="h2" id={titleId} sx={{ mt: 1 }}>
          {blog.title}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{
            mt: 1,
            mb: 2.5,
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {blog.excerpt}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Link
          component={RouterLink}
          to={`/blogs/${blog.slug}`}
          aria-describedby={titleId}
          underline="none"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            fontWeight: 700,
            alignSelf: 'flex-start',
            '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
            '&:hover svg': { transform: 'translateX(3px)' },
          }}
        >
          Read More
          <ArrowForward fontSize="small" sx={{ transition: 'transform 150ms ease' }} aria-hidden />
        </Link>
      </Box>
    </Card>
  );
}
