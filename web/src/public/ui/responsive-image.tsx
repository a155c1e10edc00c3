import { responsiveImage } from '@umrah/domain/model/images';
import { Icon } from './icon';

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
  className?: string;
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
  className = '',
}: ResponsiveImageProps) {
  const style = { aspectRatio: `${width} / ${height}` };
  if (!src) {
    return (
      <div
        className={`image image--empty ${className}`}
        style={style}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <Icon name="image" />
      </div>
    );
  }
  const image = responsiveImage(src);
  return (
    <img
      className={`image ${className}`}
      style={style}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
    />
  );
}
