// A departure's group manifest as a PDF for the airline and the visa agent, printed or emailed:
// A4 landscape (thirteen columns of passport facts fit across it, and agents abroad print A4),
// the agency and its registration, the departure, its flights and how many rows are to check,
// then a table of at most MANIFEST_ROWS_PER_PAGE names per page whose header row is repeated on
// every page, so each printed sheet reads alone. A flagged row is tinted and says why in its last
// column. Texts from the documents catalog (`manifest.*`), in the language staff asked for.
import { legTime } from '@umrah/domain/model/departures';
import { localeOfLanguage } from '@umrah/domain/model/locale';
import {
  formatClock,
  formatDocumentDate,
  formatDocumentDateShort,
  formatDocumentDateTime,
} from '@umrah/domain/model/locale-format';
import {
  MANIFEST_COLUMNS,
  MANIFEST_WIDTHS,
  flaggedCount,
  manifestCells,
  manifestFlightsLine,
  manifestPages,
  type Manifest,
} from '@umrah/domain/model/manifest';
import type { ReceiptAgency } from '@umrah/domain/model/receipts';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { translatorFor } from '@umrah/i18n/translate';
import { INK, layoutOf } from '../../../platform/documents/layout';
import { pdfText, renderPdf, type Pdf } from '../../../platform/documents/pdf';
import { listLetterhead, tableOf } from '../../../platform/documents/table';
import { manifestFlagText } from '../manifest-flags';

const ROW_HEIGHT = 14;
const STRIPE = '#f2f2f2';
/** A flagged row's tint and its words' colour (dark enough to read in black and white). */
const FLAGGED = '#fbe3e0';
const FLAG_INK = '#8a1c12';

export function renderManifestPdf(
  m: Manifest,
  agency: ReceiptAgency,
  generatedAt: Date,
  options: { logo?: Buffer | null; language?: FormLanguage } = {},
): Promise<Buffer> {
  const locale = localeOfLanguage(options.language ?? 'en');
  const t = translatorFor(locale);
  const title = t('manifest.title');
  const day = (iso: string) => formatDocumentDate(iso, locale);
  const short = (iso: string) => formatDocumentDateShort(iso, locale);
  const dates = m.returnDate
    ? t('manifest.dates', { departure: day(m.departureDate), return: day(m.returnDate) })
    : day(m.departureDate);
  const generated = t('manifest.generated', { time: formatDocumentDateTime(generatedAt, locale) });
  const flag = manifestFlagText(t, short);
  const legs = m.flights.legs.map((leg) => {
    const { date, time } = legTime(leg.departsAt);
    const when = [date && short(date), time && formatClock(time, locale)].filter(Boolean).join(' ');
    return t('manifest.leg', { flight: leg.flightNumber, from: leg.from, to: leg.to, when }).trim();
  });
  const flightsLine = legs.length
    ? t('manifest.legs', { legs: legs.join(' · ') })
    : t('manifest.flights', { flights: manifestFlightsLine(m.flights, locale) });

  return renderPdf(
    { title: `${title} ${dates}`, language: locale, layout: 'landscape', size: 'A4' },
    (doc: Pdf) => {
      const { width, left, text, footers } = layoutOf(doc);
      const widths = MANIFEST_COLUMNS.map((c) => MANIFEST_WIDTHS[c] * width);
      const flagsX = left + widths.slice(0, -1).reduce((sum, w) => sum + w, 0);
      const flagsW = widths.at(-1) ?? 0;

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
            text(flightsLine, right);
            text(
              [
                t('manifest.count', { count: m.rows.length }),
                t('manifest.flagged', { count: flaggedCount(m.rows) }),
              ].join(' · '),
              right,
            );
          },
        });
        doc.y += 8;
      };

      const table = tableOf(doc, {
        widths,
        rowHeight: ROW_HEIGHT,
        headerHeight: 2 * ROW_HEIGHT - 3,
        fontSize: 7.5,
        textTop: 3.8,
      });

      manifestPages(m.rows).forEach((rows, p) => {
        if (p > 0) doc.addPage();
        pageHeader();
        let y = table.header(
          MANIFEST_COLUMNS.map((c) => t(`manifest.column.${c}`)),
          doc.y,
        );
        if (rows.length === 0) table.note(t('manifest.empty'), y);
        rows.forEach((row, i) => {
          const flagged = row.flags.length > 0;
          if (flagged) doc.rect(left, y, width, ROW_HEIGHT).fillColor(FLAGGED).fill();
          else if (i % 2 === 1) doc.rect(left, y, width, ROW_HEIGHT).fillColor(STRIPE).fill();
          const cells = manifestCells(row, flag, short);
          table.cells(cells.slice(0, -1), y, false);
          if (flagged) {
            // The reasons in small type, on up to two lines within the row.
            doc.font('Helvetica-Bold').fontSize(6).fillColor(FLAG_INK);
            doc.text(pdfText(cells.at(-1) ?? ''), flagsX + 3, y + 0.6, {
              width: flagsW - 6,
              height: ROW_HEIGHT + 1,
              lineGap: -1,
              ellipsis: true,
            });
          }
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
