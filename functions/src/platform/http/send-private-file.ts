import { bookingReference } from '@umrah/domain/model/reference';
import type { Response } from 'express';

/**
 * The policy of every private file (passport scans, travellers' documents): no script, no
 * framing, and a sandbox, so even a file that is also a page (a PNG that is also HTML) runs
 * nothing. Hosting replaces a function's Content-Security-Policy with its own, so firebase.json
 * sets this same value for the private files' paths (a test keeps the two equal).
 */
export const PRIVATE_FILE_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

/** The extension of each type a private file may have (its bytes were checked on upload). */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** Images open in the sandboxed tab; anything else downloads (Chromium shows no sandboxed PDF). */
const SHOWN_INLINE = new Set(['image/jpeg', 'image/png']);

export interface PrivateFileName {
  /** What the file is: 'passport', 'vaccination'... */
  kind: string;
  bookingId: string;
  /** The traveller's number on the booking, for a traveller's document. */
  traveller?: number;
}

/**
 * The name a private file is served under, made by the server from what it is and the booking's
 * reference, with the extension of its checked type: nothing the pilgrim typed or named survives.
 */
export function privateFileName(name: PrivateFileName, contentType: string): string {
  const parts = [name.kind, bookingReference(name.bookingId)];
  if (name.traveller !== undefined) parts.push(`traveller-${name.traveller}`);
  return `${parts.join('-')}.${EXTENSIONS[contentType] ?? 'bin'}`.replace(/[^\w.-]/g, '_');
}

/** Sends a private file, never cached, under the server's name: an image inline, else a download. */
export function sendPrivateFile(
  res: Response,
  file: { bytes: Buffer; contentType: string },
  name: PrivateFileName,
): void {
  const disposition = SHOWN_INLINE.has(file.contentType) ? 'inline' : 'attachment';
  res
    .type(file.contentType)
    .set(
      'Content-Disposition',
      `${disposition}; filename="${privateFileName(name, file.contentType)}"`,
    )
    .set('Content-Security-Policy', PRIVATE_FILE_POLICY)
    .set('Cache-Control', 'private, no-store')
    .send(file.bytes);
}
