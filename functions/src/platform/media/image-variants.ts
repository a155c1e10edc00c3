import { IMAGE_WIDTHS, PREVIEW_IMAGE } from '@umrah/domain/model/images';

export interface ImageVariant {
  width: number;
  bytes: Buffer;
}

/**
 * Converts an uploaded image to WebP in the widths public pages ask for (srcset), so a phone
 * never downloads a 4000 px photo. sharp is loaded here only, on the upload route.
 */
export async function webpVariants(input: Buffer): Promise<ImageVariant[]> {
  const { default: sharp } = await import('sharp');
  return Promise.all(
    IMAGE_WIDTHS.map(async (width) => ({
      width,
      bytes: await sharp(input, { animated: true, limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer(),
    })),
  );
}

/**
 * The link-preview rendition (Open Graph): 1200×630 JPEG, cropped around the image's most
 * interesting part, transparency on white. WhatsApp and some mail clients do not show WebP.
 */
export async function previewJpeg(input: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(input, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({
      width: PREVIEW_IMAGE.width,
      height: PREVIEW_IMAGE.height,
      fit: 'cover',
      position: 'attention',
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
