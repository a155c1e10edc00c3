// A stay's rooming list as a PDF for the hotel, printed or emailed: portrait Letter, the agency
// and its registration, the hotel, the stay's dates and the group, then a table of at most
// ROOMING_LIST_ROWS_PER_PAGE names per page whose header row is repeated on every page. A room's
// number and type are printed on its first line only, with a rule between rooms, so the rooms read
// as blocks. Texts from the documents catalog (`roomingList.*`), in the language staff asked for.
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
} from '@umrah/domain/model/rooming-list-export';
import type { RoomingStay } from '@umrah/domain/model/rooming-stays';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { translatorFor } from '@umrah/i18n/translate';
import { INK, MUTED, layoutOf } from '../../../platform/documents/layout';
import { pdfText, renderPdf, type Pdf } from '../../../platform/documents/pdf';
import { listLetterhead, tableOf } from '../../../platform/documents/table';

const ROW_HEIGHT = 15;

/** Shares of the table's width, in the columns' order. */
const WIDTHS: Record<RoomingListColumn, number> = {
  room: 0.09,
  roomNumber: 0.14,
  type: 0.11,
  name: 0.3,
  sex: 0.06,
  checkIn: 0.15,
  checkOut: 0.15,
};

export interface RoomingListDocument {
  stay: RoomingStay;
  departureDate: string;
  packageTitle: string;
  rows: RoomingListRow[];
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
  const typeLabel = (type: RoomingListRow['type']) => t(`roomingList.type.${type}`);

  return renderPdf(
    { title: `${title} ${place} ${d.stay.checkIn}`, language: locale },
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
        doc.y += 12;
      };

      const table = tableOf(doc, {
        widths: columns.map((c) => c.w),
        rowHeight: ROW_HEIGHT,
        fontSize: 9,
        textTop: 3.5,
      });

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
          const values = roomingListCells(row, typeLabel, (iso) =>
            formatDocumentDateShort(iso, locale),
          );
          if (row.changed) values[0] = `${values[0]} *`;
          table.cells(first ? values : values.map((v, c) => (c < 3 ? '' : v)), y, false);
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
