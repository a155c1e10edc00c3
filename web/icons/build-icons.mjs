// Writes the site's default icons into web/public from its mark (web/public/favicon.svg):
// favicon.ico (16, 32 and 48 px, for browsers and crawlers that ask for /favicon.ico),
// apple-touch-icon.png (180 px, opaque: iOS fills transparency with black) and the web app
// manifest's icon-192.png, icon-512.png and icon-maskable-512.png (the mark inside the safe
// zone). Run after changing the mark: `node web/icons/build-icons.mjs`; the outputs are committed.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const mark = await readFile(join(publicDir, 'favicon.svg'));
/** The mark's own background colour, for the opaque and maskable icons. */
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(mark.toString())?.[1] ?? '#ffffff';

const png = (size) =>
  sharp(mark, { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png();

/** An ICO file holding PNG images (supported by every browser since Windows Vista's format). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const icoImages = await Promise.all(
  [16, 32, 48].map(async (size) => ({ size, data: await png(size).toBuffer() })),
);
await writeFile(join(publicDir, 'favicon.ico'), ico(icoImages));

const opaque = (size) => png(size).flatten({ background });
await opaque(180).toFile(join(publicDir, 'apple-touch-icon.png'));
await png(192).toFile(join(publicDir, 'icon-192.png'));
await png(512).toFile(join(publicDir, 'icon-512.png'));
// Maskable: the mark at 80% (the safe zone's circle), on its background to the edges.
const inner = await png(410).toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile(join(publicDir, 'icon-maskable-512.png'));
console.log('icons written to', publicDir);
