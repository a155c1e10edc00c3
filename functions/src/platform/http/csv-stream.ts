import { once } from 'node:events';
import { csvCell } from '@umrah/domain/model/csv';
import type { Response } from 'express';
import { log } from '../log';

const csvLines = (rows: readonly (readonly unknown[])[]) =>
  rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');

/** Waits until the response can take more (or is gone), so a slow client holds back the reads. */
async function drained(res: Response): Promise<void> {
  if (!res.writableNeedDrain || res.destroyed) return;
  // Both waits are removed once one happens, so listeners do not pile up page after page.
  const stop = new AbortController();
  try {
    await Promise.race([
      once(res, 'drain', { signal: stop.signal }),
      once(res, 'close', { signal: stop.signal }),
    ]);
  } finally {
    stop.abort();
  }
}

/**
 * Streams a CSV download page by page: each page's rows are written as soon as it is read, so
 * memory holds one page whatever the list's length. The same cells as `toCsv` (quoted, formulas
 * defused), with a byte-order mark for spreadsheet apps. The first page is read before anything
 * is sent, so a failing read still answers a normal error; a later failure breaks the download
 * (the connection is destroyed) rather than leaving a shorter file that looks complete.
 */
export async function streamCsv<T>(
  res: Response,
  fileName: string,
  header: readonly string[],
  pages: AsyncIterator<T[]>,
  toRow: (item: T) => readonly unknown[],
): Promise<void> {
  const first = await pages.next();
  res
    .status(200)
    .type('text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="${fileName}"`)
    .set('Cache-Control', 'private, no-store');
  res.write('\uFEFF' + csvLines([header]));
  try {
    for (let page = first; !page.done; page = await pages.next()) {
      if (res.destroyed) {
        await pages.return?.(undefined);
        return;
      }
      res.write(csvLines(page.value.map(toRow)));
      await drained(res);
    }
    res.end();
  } catch (err) {
    log.error('CSV export failed while streaming', { err: String(err), fileName });
    res.destroy(err instanceof Error ? err : new Error(String(err)));
  }
}
