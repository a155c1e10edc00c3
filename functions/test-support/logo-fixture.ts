// A logo as the letterhead receives one (a PNG made by sharp), wide like most agencies' logos.
import sharp from 'sharp';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80"><rect width="300" height="80" fill="#0a7d5a"/></svg>';

export const aLogo = (): Promise<Buffer> => sharp(Buffer.from(SVG)).png().toBuffer();
