/**
 * Responsive images. Uploaded and seeded images exist as WebP in fixed widths named
 * `<base>-<width>.webp`: 480 and 960 always, 1600 when the stored URL names the 1600 one.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

const VARIANT = /^(.*)-(480|960|1600)\.webp(\?.*)?$/;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

export function responsiveImage(url: string | null | undefined): ResponsiveImage {
  const src = url ?? '';
  const match = VARIANT.exec(src);
  if (!match) return { src };
  const [, base, width, query = ''] = match;
  const widths = IMAGE_WIDTHS.filter((w) => w <= 960 || Number(width) === 1600);
  return { src, srcSet: widths.map((w) => `${base}-${w}.webp${query} ${w}w`).join(', ') };
}

/** The name of one width's variant for an uploaded image's base name. */
export function variantName(base: string, width: number): string {
  return `${base}-${width}.webp`;
}
