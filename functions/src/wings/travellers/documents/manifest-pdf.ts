// A departure's group manifest as a PDF for printing and email: landscape Letter (nine columns of
// passport facts fit across it), the agency and its registration, the departure and its flights,
// and a table of at most MANIFEST_ROWS_PER_PAGE names per page whose header row is repeated on
// every page, so each printed sheet reads alone. English: ground agents and airlines read it.
import { formatDocumentDate, formatDocumentDateTime } from '@umrah/domain/model/locale-format';
import {
  MANIFEST_COLUMNS,
  manifestCells,
  manifestFlightsLine,
  manifestPages,
  type Manifest,
} from '@umrah/domain/model/manifest';
import type { ReceiptAgency } from '@umrah/domain/model/receipts';
import { INK, layoutOf } from '../../../platform/documents/layout';
import { renderPdf, type Pdf } from '../../../platform/documents/pdf';
import { listLetterhead, tableOf } from '../../../platform/documents/table';
import { translatorFor } from '@umrah/i18n/translate';

const ROW_HEIGHT = 13;
const STRIPE = '#f2f2f2';

export function renderManifestPdf(
  m: Manifest,
  agency: ReceiptAgency,
  generatedAt: Date,
  options: { logo?: Buffer | null } = {},
): Promise<Buffer> {
  // English: ground agents and airlines read it (the catalogs hold its French too).
  const t = translatorFor('en-CA');
  const title = t('manifest.title');
  const day = (iso: string) => formatDocumentDate(iso, 'en-CA');
  const dates = m.returnDate
    ? t('manifest.dates', { departure: day(m.departureDate), return: day(m.returnDate) })
    : day(m.departureDate);
  const generated = t('manifest.generated', { time: formatDocumentDateTime(generatedAt, 'en-CA') });

  return renderPdf(
    { title: `${title} ${dates}`, language: 'en-CA', layout: 'landscape' },
    (doc: Pdf) => {
      const { width, left, text, footers } = layoutOf(doc);
      const columns = MANIFEST_COLUMNS.map((c) => ({ ...c, w: c.width * width }));

      /** The agency left, the title and departure right, the flights under them. */
      const pageHeader = () => {
        listLetterhead(doc, {
          agency,
          logo: options.logo ?? null,
          title,
          titleSize: 13,
          t,
          right: (column) => {
            const right = { ...column, align: 'right' as const };
            doc.font('Helvetica').fontSize(9.5).fillColor(INK);
            text([m.packageTitle, dates].filter(Boolean).join(', '), right);
            text(t('manifest.flights', { flights: manifestFlightsLine(m.flights) }), right);
            text(t('manifest.count', { count: m.rows.length }), right);
          },
        });
        doc.y += 10;
      };

      const table = tableOf(doc, {
        widths: columns.map((c) => c.w),
        rowHeight: ROW_HEIGHT,
        fontSize: 8.5,
        textTop: 3,
      });

      manifestPages(m.rows).forEach((rows, p) => {
        if (p > 0) doc.addPage();
        pageHeader();
        let y = table.header(
          columns.map((c) => c.label),
          doc.y,
        );
        if (rows.length === 0) table.note(t('manifest.empty'), y);
        rows.forEach((row, i) => {
          if (i % 2 === 1) doc.rect(left, y, width, ROW_HEIGHT).fillColor(STRIPE).fill();
          table.cells(manifestCells(row, day), y, false);
          y += ROW_HEIGHT;
        });
        if (rows.length) table.line(y, 0.4);
        doc.x = left;
      });

      footers((page, pages) =>
        t('manifest.footer', { agency: agency.legalName, title, dates, generated, page, pages }),
      );
    },
  );
}
