import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { previewJpeg, webpVariants } from './image-variants';

describe('webpVariants', () => {
  it('turns a large JPEG into WebP at 480, 960 and 1600 px wide', async () => {
    const jpeg = await sharp({
      create: { width: 4000, height: 2500, channels: 3, background: { r: 30, g: 90, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const variants = await webpVariants(jpeg);
    expect(variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    for (const v of variants) {
      const meta = await sharp(v.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(v.width);
    }
  });

  it('never enlarges a small image', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: '#fff' },
    })
      .png()
      .toBuffer();
    const variants = await webpVariants(png);
    for (const v of variants) expect((await sharp(v.bytes).metadata()).width).toBe(300);
  });
});

describe('previewJpeg', () => {
  it('makes a 1200×630 JPEG from a tall transparent PNG', async () => {
    const png = await sharp({
      create: { width: 800, height: 1600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const meta = await sharp(await previewJpeg(png)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(meta.hasAlpha).toBe(false);
  });
});
