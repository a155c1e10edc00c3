import FormatQuote from '@mui/icons-material/FormatQuote';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { initials } from '@umrah/domain/initials';
import type { Review } from '@umrah/domain/review';
import { StarRating } from '../../../components/ui/star-rating';
import { imageOf } from '../../../lib/image-of';

type CardReview = Pick<Review, 'name' | 'location' | 'rating' | 'comment' | 'imageUrl'> & {
  image?: string | null;
};

/** Testimonial card (spec section 2): avatar (photo or initials), name, location, stars, quote. */
export function TestimonialCard({ review }: { review: CardReview }) {
  const photo = imageOf(review);
  return (
    <Card
      component="figure"
      sx={{
        m: 0,
        p: { xs: 3, md: 4 },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
      }}
    >
      <FormatQuote
        aria-hidden
        sx={{
          position: 'absolute',
          top: 16,
          right: 20,
          fontSize: 56,
          color: 'accent.main',
          opacity: 0.35,
        }}
      />
      <StarRating value={review.rating} label={`Rated ${review.rating} out of 5`} />
      <Box component="blockquote" sx={{ m: 0, mt: 2, flex: 1 }}>
        <Typography sx={{ fontSize: '1.05rem', fontStyle: 'italic' }}>
          “{review.comment}”
        </Typography>
      </Box>
      <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3 }}>
        <Avatar
          src={photo || undefined}
          alt={photo ? review.name : undefined}
          slotProps={{ img: { loading: 'lazy', width: 48, height: 48 } }}
          sx={{
            width: 48,
            height: 48,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 700,
          }}
        >
          {initials(review.name)}
        </Avatar>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{review.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {review.location}
          </Typography>
        </Box>
      </Box>
    </Card>
  );
}
