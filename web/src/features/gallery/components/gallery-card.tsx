import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { GalleryItem } from '@umrah/domain/gallery';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { imageOf } from '../../../lib/image-of';

type CardItem = Pick<GalleryItem, 'title' | 'description' | 'imageUrl'> & { image?: string | null };

/** A past trip: image, title and (when set) description. */
export function GalleryCard({ item }: { item: CardItem }) {
  return (
    <Card
      component="figure"
      sx={{ m: 0, height: '100%', overflow: 'hidden', '&:hover img': { transform: 'scale(1.04)' } }}
    >
      <Box sx={{ overflow: 'hidden' }}>
        <ResponsiveImage
          src={imageOf(item)}
          alt={item.title}
          width={960}
          height={600}
          sizes="(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
          sx={{ transition: 'transform 400ms ease' }}
        />
      </Box>
      <Box component="figcaption" sx={{ p: 3 }}>
        <Typography variant="h5" component="h2">
          {item.title}
        </Typography>
        {item.description && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {item.description}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
