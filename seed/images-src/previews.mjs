// Link-preview JPEGs (1200×630, `<base>-preview.jpg`) for the demo images in web/public/images/seed,
// made from each image's largest WebP the same way uploads make theirs (functions/src/platform/media).
// Run by build.sh; on its own: node seed/images-src/previews.mjs
import { readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = fileURLToPath(new URL('../../web/public/images/seed/', import.meta.url));
const largest = new Map();
for (const file of await readdir(dir)) {
  const match = /^(.*)-(960|1600)\.webp$/.exec(file);
  if (!match) continue;
  const [, base, width] = match;
  if (Number(width) > (largest.get(base)?.width ?? 0)) largest.set(base, { file, width: +width });
}
for (const [base, { file }] of largest) {
  const jpeg = await sharp(dir + file)
    .resize({ width: 1200, height: 630, fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await writeFile(`${dir}${base}-preview.jpg`, jpeg);
  console.log(`preview ${base} (${(jpeg.length / 1024).toFixed(0)} KB)`);
}
