// A stay's rooming list as a PDF for the hotel, printed or emailed: A4 landscape (the hotel's
// paper abroad, and width for a passport name in full), the agency and its registration, the
// hotel, the stay's dates, the group's arrival and departure flights and the rooms by type, then a
// table of at most ROOMING_LIST_ROWS_PER_PAGE names per page whose header row is repeated on every
// page. A room's number and type are printed on its first line only, with a rule between rooms, so
// the rooms read as blocks, with its special needs and, when not full, a flag. Texts from the
// documents catalog (`roomingList.*`), in the language staff asked for.
import { localeOfLanguage } from '@umrah/domain/model/locale';
import {
  formatDocumentDate,
  formatDocumentDateShort,
  formatDocumentDateTime,
} from '@umrah/domain/model/locale-format';
import { manifestPages } from '@umrah/domain/model/manifest';
import type { ReceiptAgency } from '@umrah/domain/model/receipts';
import {
  ROOMING_LIST_COLUMNS,
  ROOMING_LIST_ROWS_PER_PAGE,
  roomingListCells,
  type RoomingListColumn,
  type RoomingListRow,
  type roomingTotals,
} from '@umrah/domain/model/rooming-list-export';
import type { RoomingStay } from '@umrah/domain/model/rooming-stays';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { translatorFor } from '@umrah/i18n/translate';
import { INK, MUTED, layoutOf } from '../../../platform/documents/layout';
import { pdfText, renderPdf, type Pdf } from '../../../platform/documents/pdf';
import { listLetterhead, tableOf } from '../../../platform/documents/table';
import { roomingListWords, type RoomingFlights } from '../rooming-list-words';

const ROW_HEIGHT = 14;
/** A room not full: its beds cell in this colour (dark enough to read in black and white). */
const FLAG_INK = '#8a1c12';
const FLAG_TINT = '#fbe3e0';

/** Shares of the table's width, in the columns' order. */
const WIDTHS: Record<RoomingListColumn, number> = {
  room: 0.06,
  roomNumber: 0.065,
  type: 0.08,
  name: 0.3,
  sex: 0.04,
  needs: 0.155,
  occupancy: 0.1,
  checkIn: 0.1,
  checkOut: 0.1,
};

export interface RoomingListDocument {
  stay: RoomingStay;
  departureDate: string;
  packageTitle: string;
  rows: RoomingListRow[];
  flights: RoomingFlights;
  totals: ReturnType<typeof roomingTotals>;
  rooms: number;
  travellers: number;
}

export function renderRoomingListPdf(
  d: RoomingListDocument,
  agency: ReceiptAgency,
  language: FormLanguage,
  generatedAt: Date,
  options: { logo?: Buffer | null } = {},
): Promise<Buffer> {
  const locale = localeOfLanguage(language);
  const t = translatorFor(locale);
  const title = t('roomingList.title');
  const place = d.stay.hotel
    ? t('roomingList.hotelCity', { hotel: d.stay.hotel, city: d.stay.city })
    : d.stay.city;
  const day = (iso: string) => formatDocumentDate(iso, locale);
  const generated = t('roomingList.generated', {
    time: formatDocumentDateTime(generatedAt, locale),
  });
  const words = roomingListWords(t);
  const totals = d.totals
    .map((x) => t('roomingList.typeTotal', { count: x.rooms, type: words.type(x.type) }))
    .join(', ');
  const flightLines =
    d.flights.arrival || d.flights.departure
      ? [
          d.flights.arrival && t('roomingList.arrival', { flight: d.flights.arrival }),
          d.flights.departure && t('roomingList.leaving', { flight: d.flights.departure }),
        ].filter(Boolean)
      : [t('roomingList.flightsToCome')];

  return renderPdf(
    {
      title: `${title} ${place} ${d.stay.checkIn}`,
      language: locale,
      layout: 'landscape',
      size: 'A4',
    },
    (doc: Pdf) => {
      const { width, left, text, footers } = layoutOf(doc);
      const columns = ROOMING_LIST_COLUMNS.map((key) => ({
        label: t(`roomingList.column.${key}`),
        w: WIDTHS[key] * width,
      }));

      const pageHeader = () => {
        listLetterhead(doc, {
          agency,
          logo: options.logo ?? null,
          title,
          titleSize: 14,
          t,
          right: (column) => {
            const right = { ...column, align: 'right' as const };
            doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
            text(place, right);
            doc.font('Helvetica').fontSize(9.5);
            text(
              t('roomingList.dates', {
                checkIn: day(d.stay.checkIn),
                checkOut: day(d.stay.checkOut),
              }),
              right,
            );
            text(
              [t('roomingList.departure', { date: day(d.departureDate) }), d.packageTitle]
                .filter(Boolean)
                .join(' · '),
              right,
            );
            text(t('roomingList.count', { travellers: d.travellers, rooms: d.rooms }), right);
          },
        });
        // The flights and the rooms by type across the page, under the letterhead.
        doc.y += 6;
        doc.font('Helvetica').fontSize(9).fillColor(INK);
        for (const line of [...flightLines, totals && t('roomingList.totals', { totals })])
          if (line) text(line, { width });
        doc.y += 8;
      };

      const table = tableOf(doc, {
        widths: columns.map((c) => c.w),
        rowHeight: ROW_HEIGHT,
        fontSize: 8,
        textTop: 4,
        headerHeight: 2 * ROW_HEIGHT - 4,
      });
      const xOf = (column: RoomingListColumn) =>
        left +
        ROOMING_LIST_COLUMNS.slice(0, ROOMING_LIST_COLUMNS.indexOf(column)).reduce(
          (x, c) => x + WIDTHS[c] * width,
          0,
        );
      const needsAt = ROOMING_LIST_COLUMNS.indexOf('needs');
      const occupancyAt = ROOMING_LIST_COLUMNS.indexOf('occupancy');
      const occupancyX = xOf('occupancy');

      const anyChanged = d.rows.some((r) => r.changed);
      manifestPages(d.rows, ROOMING_LIST_ROWS_PER_PAGE).forEach((rows, p) => {
        if (p > 0) doc.addPage();
        pageHeader();
        let y = table.header(
          columns.map((c) => c.label),
          doc.y,
        );
        if (rows.length === 0) table.note(t('roomingList.empty'), y);
        rows.forEach((row, i) => {
          // A room's number and type once, on its first line on the page; a rule before each room.
          const first = row.firstOfRoom || i === 0;
          if (first && i > 0) table.line(y, 0.4);
          const values = roomingListCells(row, words, (iso) =>
            formatDocumentDateShort(iso, locale),
          );
          if (row.changed) values[0] = `${values[0]} *`;
          // The room's facts (number, type, needs, beds) once, on its first line.
          const roomOnly = new Set([0, 1, 2, 5, 6]);
          if (first && row.notFull) {
            const w = WIDTHS.occupancy * width;
            doc.rect(occupancyX, y, w, ROW_HEIGHT).fillColor(FLAG_TINT).fill();
          }
          table.cells(
            values.map((v, c) =>
              c === needsAt || (c === occupancyAt && row.notFull) || (!first && roomOnly.has(c))
                ? ''
                : v,
            ),
            y,
            false,
          );
          if (first && values[needsAt]) {
            // The needs in small type, on up to two lines within the row.
            doc.font('Helvetica-Bold').fontSize(7).fillColor(INK);
            doc.text(pdfText(values[needsAt] ?? ''), xOf('needs') + 3, y + 1, {
              width: WIDTHS.needs * width - 6,
              height: ROW_HEIGHT + 4,
              lineGap: -1,
              ellipsis: true,
            });
          }
          if (first && row.notFull) {
            doc.font('Helvetica-Bold').fontSize(8).fillColor(FLAG_INK);
            doc.text(pdfText(values[occupancyAt] ?? ''), occupancyX + 3, y + 4, {
              width: WIDTHS.occupancy * width - 6,
              lineBreak: false,
              ellipsis: true,
            });
          }
          y += ROW_HEIGHT;
        });
        if (rows.length) table.line(y, 0.8);
        if (anyChanged) {
          doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
          doc.text(pdfText(t('roomingList.changedNote')), left, y + 6, { width });
        }
        doc.x = left;
      });

      footers((page, pages) =>
        t('roomingList.footer', {
          agency: agency.legalName,
          title,
          hotel: place,
          generated,
          page,
          pages,
        }),
      );
    },
  );
}
