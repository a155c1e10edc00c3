import type { Response } from 'express';

/**
 * A private upload (passport scan, vaccination certificate, photo) opens in a tab of its own.
 * Its bytes were checked on upload (PDF, JPEG or PNG), so the browser never reads it as a page;
 * an image is sandboxed too. A PDF is not: Chromium's PDF viewer refuses to run in a sandboxed
 * document, which would show staff a blank tab.
 */
export function privateFilePolicy(contentType: string): string {
  return contentType === 'application/pdf'
    ? "frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
    : "default-src 'none'; frame-ancestors 'none'; sandbox";
}

/** Sends a private file inline, never cached, under a name stripped to safe characters. */
export function sendPrivateFile(
  res: Response,
  file: { bytes: Buffer; contentType: string; fileName: string },
  fallbackName: string,
): void {
  const safeName = file.fileName.replace(/[^\w. -]/g, '_') || fallbackName;
  res
    .type(file.contentType)
    .set('Content-Disposition', `inline; filename="${safeName}"`)
    .set('Content-Security-Policy', privateFilePolicy(file.contentType))
    .set('Cache-Control', 'private, no-store')
    .send(file.bytes);
}
