// The agency's logo for the letterhead of our PDFs, from the settings' logo address. Only our own
// images are fetched (the site or our Storage bucket: a settings image is always stored as ours),
// turned into a small PNG (pdfkit draws PNG and JPEG; the logo may be SVG or WebP). A logo that
// cannot be had leaves the letterhead with the name alone: a receipt never fails for a picture.
import sharp from 'sharp';
import { siteUrl } from '../../platform/config';
import { getPublicSettings } from './store/settings';
import { isForeignImageAddress } from '../../platform/media/own-image';

/** Enough for a crisp logo 150 pt wide at print resolution. */
const LOGO_WIDTH_PX = 600;
const FETCH_TIMEOUT_MS = 3_000;
const MAX_BYTES = 2_000_000;
/** An instance keeps a logo this long; a new one in settings shows on documents after it. */
const CACHE_MS = 10 * 60_000;

const cache = new Map<string, { at: number; png: Promise<Buffer | null> }>();

async function fetchLogo(address: string): Promise<Buffer | null> {
  try {
    const url = new URL(address, siteUrl());
    if (isForeignImageAddress(url.href)) return null;
    const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!res.ok) return null;
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length > MAX_BYTES) return null;
    return await sharp(bytes, { density: 300 })
      .resize({ width: LOGO_WIDTH_PX, withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

export function agencyLogo(logoUrl: string | null | undefined): Promise<Buffer | null> {
  const address = (logoUrl ?? '').trim();
  if (!address) return Promise.resolve(null);
  const hit = cache.get(address);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.png;
  const png = fetchLogo(address);
  cache.set(address, { at: Date.now(), png });
  return png;
}

/** The logo of the settings in force (their read is the instance's cached one). */
export async function logoOfSettings(): Promise<Buffer | null> {
  return agencyLogo((await getPublicSettings()).logoUrl);
}
