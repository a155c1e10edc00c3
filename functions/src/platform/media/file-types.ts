/** File types judged by their leading bytes, never by a name or a declared type. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** Images an admin may upload. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Passport scans a pilgrim may attach. */
export const PASSPORT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export function extensionFor(type: string): string {
  return EXTENSIONS[type] ?? 'bin';
}

export function typeForExtension(ext: string): string | undefined {
  return Object.entries(EXTENSIONS).find(([, e]) => e === ext)?.[0];
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Sniffs the leading bytes; answers the MIME type of a known type, or null. */
export function sniffFileType(bytes: Buffer): string | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('ascii', 0, 6))) return 'image/gif';
  if (bytes.length >= 5 && bytes.toString('ascii', 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/** The sniffed type when it is one of `allowed`, else null. */
export function sniffAllowed(bytes: Buffer, allowed: readonly string[]): string | null {
  const type = sniffFileType(bytes);
  return type && allowed.includes(type) ? type : null;
}
