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

/**
 * Link previews (Open Graph): each uploaded or seeded image also exists as a 1200×630 JPEG named
 * `<base>-preview.jpg`, because WhatsApp and some mail clients do not show WebP.
 */
export const PREVIEW_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

export function previewName(base: string): string {
  return `${base}-preview.jpg`;
}

/** The preview JPEG of an uploaded or seeded image, or null for an image without renditions. */
export function previewImageOf(url: string | null | undefined): string | null {
  const match = VARIANT.exec(url ?? '');
  if (!match) return null;
  const [, base, , query = ''] = match;
  return `${previewName(base!)}${query}`;
}
