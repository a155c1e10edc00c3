import type { Response } from 'express';

/** A document's PDF, shown in the browser, never cached, never framed or run as a page. */
export function sendPdf(res: Response, fileName: string, pdf: Buffer): void {
  res
    .type('application/pdf')
    .set('Content-Disposition', `inline; filename="${fileName}"`)
    .set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
    .set('Cache-Control', 'private, no-store')
    .send(pdf);
}
