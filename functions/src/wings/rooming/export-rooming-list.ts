// A stay's rooming list for the hotel, as CSV or PDF (issue 30, item 2; issue 41, item 3): the
// stored list with the travellers still on the departure, names as on the passport, sexes, each
// room's special needs and whether it is full, the stay's dates, the group's arrival and departure
// flights and the totals by room type. It
// names every traveller and where they sleep: each export is written to the audit log (who, which
// departure and stay, which format) before the file is made.
import { toCsv } from '@umrah/domain/model/csv';
import { localeOfLanguage } from '@umrah/domain/model/locale';
import { receiptAgencyOf } from '@umrah/domain/model/receipts';
import { formatDocumentDateShort } from '@umrah/domain/model/locale-format';
import {
  ROOMING_LIST_COLUMNS,
  roomingListCells,
  roomingListRows,
  roomingTotals,
} from '@umrah/domain/model/rooming-list-export';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { translatorFor } from '@umrah/i18n/translate';
import { appendAudit } from '../audit/audit-log';
import { getPublicSettings } from '../content/settings';
import { agencyLogo } from '../content/agency-logo';
import type { Viewer } from '../travellers/trip-readiness';
import { currentList, departureRooming, stayOf } from './departure-rooming';
import { renderRoomingListPdf } from './documents/rooming-list-pdf';
import { roomingFlights, roomingListWords } from './rooming-list-words';
import { departureRoomLists } from './store/room-lists-store';

export type RoomingListFormat = 'csv' | 'pdf';

export type RoomingListFile =
  | { format: 'csv'; fileName: string; text: string }
  | { format: 'pdf'; fileName: string; pdf: Buffer };

export async function exportRoomingList(
  departureId: string,
  stayKey: string,
  format: RoomingListFormat,
  viewer: Viewer,
  language: FormLanguage,
  now: Date = new Date(),
): Promise<RoomingListFile> {
  const rooming = await departureRooming(departureId);
  const stay = stayOf(rooming, stayKey);
  const [lists, settings] = await Promise.all([
    departureRoomLists(rooming.departure.id),
    format === 'pdf' ? getPublicSettings() : null,
  ]);
  const { list } = currentList(rooming, lists.get(stay.key) ?? null);
  const rows = roomingListRows(list, rooming.travellers, stay);
  await appendAudit({
    actorUid: viewer.uid,
    actorUsername: viewer.username,
    action: `export rooming list ${format}`,
    target: `departures/${rooming.departure.id}/rooming/${stay.key}`,
  });
  const locale = localeOfLanguage(language);
  const t = translatorFor(locale);
  const words = roomingListWords(t);
  const fileName = `rooming-list-${stay.key}-${stay.checkIn || rooming.departure.id}.${format}`;
  const flights = roomingFlights(rooming.departure.flights, t, locale, (iso) =>
    format === 'csv' ? iso : formatDocumentDateShort(iso, locale),
  );
  if (format === 'csv') {
    // The group's flights on every line too, as hotels' systems import them per guest.
    const header = [
      ...ROOMING_LIST_COLUMNS.map((c) => t(`roomingList.column.${c}`)),
      t('roomingList.column.arrival'),
      t('roomingList.column.departure'),
    ];
    const cells = rows.map((r) => [
      ...roomingListCells(r, words),
      flights.arrival,
      flights.departure,
    ]);
    // With a byte-order mark, for spreadsheet apps (like the other exports).
    return { format, fileName, text: '\uFEFF' + toCsv(header, cells) };
  }
  const pdf = await renderRoomingListPdf(
    {
      stay,
      departureDate: rooming.departure.departureDate,
      packageTitle: rooming.packageTitle,
      rows,
      flights,
      totals: roomingTotals(list),
      rooms: list?.rooms.length ?? 0,
      travellers: list?.rooms.reduce((n, r) => n + r.travellerIds.length, 0) ?? 0,
    },
    receiptAgencyOf(settings ?? {}),
    language,
    now,
    { logo: await agencyLogo(settings?.logoUrl) },
  );
  return { format, fileName, pdf };
}
