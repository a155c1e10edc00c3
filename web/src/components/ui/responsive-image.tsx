import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { responsiveImage } from '@umrah/domain/images';

/** A plain <img> that keeps its width/height attributes (Box would read them as styles). */
const Img = styled('img')({});

interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. '(min-width: 900px) 33vw, 100vw'. */
  sizes: string;
  /** Intrinsic size (for the aspect ratio, so nothing shifts while loading). */
  width: number;
  height: number;
  /** The page's LCP image: loaded eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * An image with a srcset of its stored widths (…-480.webp, …-960.webp), a fixed aspect ratio and
 * lazy loading below the fold. Without a URL it draws a quiet placeholder of the same size.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  width,
  height,
  priority = false,
  sx,
}: ResponsiveImageProps) {
  const frame = {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: `${width} / ${height}`,
    objectFit: 'cover',
    bgcolor: 'action.hover',
  } as const;

  if (!src) {
    return (
      <Box
        role="img"
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        sx={[
          { ...frame, display: 'grid', placeItems: 'center', color: 'text.disabled' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <ImageOutlined fontSize="large" />
      </Box>
    );
  }

  const image = responsiveImage(src);
  return (
    <Img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      sx={[frame, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
