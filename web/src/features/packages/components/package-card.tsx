import NightsStay from '@mui/icons-material/NightsStayOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Package } from '@umrah/domain/package';
import { formatPrice } from '@umrah/domain/price';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { StarRating } from '../../../components/ui/star-rating';
import { imageOf } from '../../../lib/image-of';
import { nightsLabel } from '../nights';

type CardPackage = Pick<
  Package,
  | 'slug'
  | 'title'
  | 'description'
  | 'imageUrl'
  | 'nightsInMakkah'
  | 'nightsInMadina'
  | 'hotelRating'
  | 'price'
> & { image?: string | null };

interface PackageCardProps {
  pkg: CardPackage;
  /** h2 on the packages page, h3 inside a home page section. */
  titleComponent?: 'h2' | 'h3';
  /** The first card of the packages page: its image is the page's LCP element, loaded at once. */
  priorityImage?: boolean;
}

/**
 * Package card (spec section 2): image, title, two-line description, nights in Makkah and Madina,
 * hotel stars, 'Starting from' price. The whole card links to the package through its
 * View Details link, whose click area is stretched over the card.
 */
export function PackageCard({
  pkg,
  titleComponent = 'h3',
  priorityImage = false,
}: PackageCardProps) {
  const titleId = useId();
  const totalNights = pkg.nightsInMakkah + pkg.nightsInMadina;

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
        '&:hover img': { transform: 'scale(1.04)' },
      }}
    >
      <Box sx={{ position: 'relative', overflow: 'hidden' }}>
        <ResponsiveImage
          src={imageOf(pkg)}
          alt={pkg.title}
          width={960}
          height={600}
          sizes="(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
          priority={priorityImage}
          sx={{ transition: 'transform 400ms ease' }}
        />
        {totalNights > 0 && (
          <Box
            component="span"
            sx={{
              position: 'absolute',
              top: 14,
              left: 14,
              px: 1.5,
              py: 0.5,
              borderRadius: 999,
              fontSize: '0.8125rem',
              fontWeight: 700,
              bgcolor: 'rgba(12, 19, 16, 0.78)',
              color: '#fff',
              backdropFilter: 'blur(4px)',
            }}
          >
            {nightsLabel(totalNights)}
          </Box>
        )}
      </Box>
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', flex: 1 }}>
        <StarRating value={pkg.hotelRating} label={`${pkg.hotelRating}-star hotels`} />
        <Typography variant="h5" component={titleComponent} id={titleId} sx={{ mt: 1 }}>
          {pkg.title}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{
            mt: 1,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {pkg.description}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          {[
            `${nightsLabel(pkg.nightsInMakkah)} in Makkah`,
            `${nightsLabel(pkg.nightsInMadina)} in Madina`,
          ].map((text) => (
            <Box
              component="li"
              key={text}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.75,
                px: 1.25,
                py: 0.5,
                borderRadius: 2,
                bgcolor: 'action.hover',
                fontSize: '0.875rem',
                fontWeight: 600,
              }}
            >
              <NightsStay sx={{ fontSize: 18, color: 'primary.main' }} aria-hidden />
              {text}
            </Box>
          ))}
        </Box>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ borderTop: 1, borderColor: 'divider', my: 2.5 }} />
        <Box
          sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}
        >
          <Box>
            <Typography variant="body2" color="text.secondary">
              Starting from
            </Typography>
            <Typography
              component="p"
              sx={{ fontWeight: 800, fontSize: '1.6rem', lineHeight: 1.1, color: 'primary.main' }}
            >
              {formatPrice(pkg.price)}
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to={`/packages/${pkg.slug}`}
            variant="contained"
            disableRipple
            aria-describedby={titleId}
            sx={{
              flexShrink: 0,
              // The link's click area covers the whole card.
              position: 'static',
              '&::after': {
                content: '""',
                position: 'absolute',
                inset: 0,
                borderRadius: 'inherit',
              },
            }}
          >
            View Details
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
