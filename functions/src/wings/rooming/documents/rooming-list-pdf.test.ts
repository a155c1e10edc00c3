// What a rooming list says, read back from the PDF: every traveller, at most 20 names a page with
// the header row on each, page numbers, the agency's registration, the hotel and the stay's dates,
// the marks of rooms changed since the list was sent, the French texts when asked, on A4 landscape.
import type { RoomList } from '@umrah/domain/model/room-list';
import { roomingListRows, roomingTotals } from '@umrah/domain/model/rooming-list-export';
import { describe, expect, it } from 'vitest';
import { aLogo } from '../../../../test-support/logo-fixture';
import { pdfText } from '../../../../test-support/pdf-text';
import { ontario } from '../../../../test-support/receipt-fixtures';
import { renderRoomingListPdf, type RoomingListDocument } from './rooming-list-pdf';

const at = new Date('2026-11-26T15:07:00Z');
const pagesOf = (text: string) => text.split(/page \d+ (?:of|sur) \d+/).slice(0, -1);
const stay = {
  key: 'makkah',
  city: 'Makkah',
  hotel: 'Swissotel Makkah',
  nights: 7,
  checkIn: '2027-02-11',
  checkOut: '2027-02-18',
};

/** `count` travellers in quads (the last one partly filled), the second room marked changed. */
function aDocument(count: number): RoomingListDocument {
  const travellers = Array.from({ length: count }, (_, i) => ({
    id: `t${i + 1}`,
    bookingId: 'b',
    bookingReference: 'REF',
    name: `PILGRIM, Number${i + 1}x`,
    sex: i % 2 ? ('F' as const) : ('M' as const),
    familyId: null,
    needs: i === 0 ? ['wheelchair' as const] : i === 1 ? ['groundFloor' as const] : [],
  }));
  const rooms: RoomList['rooms'] = [];
  for (let i = 0; i < count; i += 4) {
    rooms.push({
      id: `r${rooms.length + 1}`,
      type: 'quad',
      number: rooms.length === 0 ? '1204' : null,
      travellerIds: travellers.slice(i, i + 4).map((t) => t.id),
      changedAfterLock: rooms.length === 1,
    });
  }
  const list: RoomList = {
    departureId: 'd',
    stayKey: 'makkah',
    rooms,
    lockedAt: null,
    lockedBy: null,
    updatedAt: '',
  };
  return {
    stay,
    departureDate: '2027-02-10',
    packageTitle: 'Economy Umrah 14 Days',
    rows: roomingListRows(list, travellers, stay),
    flights: {
      arrival: 'SV 72 from YYZ, lands at JED 11 Feb 2027 at 13:10',
      departure: 'SV 71 to YYZ, leaves MED 25 Feb 2027 at 02:30',
    },
    totals: roomingTotals(list),
    rooms: rooms.length,
    travellers: count,
  };
}

describe('the rooming list PDF', () => {
  it('lists every traveller with the agency, the hotel, the dates and the time made', async () => {
    const text = await pdfText(await renderRoomingListPdf(aDocument(6), ontario, 'en', at));
    for (const expected of [
      'Noor Haramain Travels Inc.',
      'Registration: TICO (Ontario) 50099999',
      'Rooming list',
      'Swissotel Makkah, Makkah',
      'Check-in 11 February 2027, check-out 18 February 2027',
      'Group departing 10 February 2027 · Economy Umrah 14',
      '6 travellers in 2 rooms',
      'Rooms: 2 Quad',
      'Arrival: SV 72 from YYZ, lands at JED 11 Feb 2027 at 13:10',
      'Departure: SV 71 to YYZ, leaves MED 25 Feb 2027 at 02:30',
      // The first room's needs (any of its travellers'), a full room and one that is not.
      '4/4',
      '2/4 not full',
      '1204',
      'Quad',
      '2 *',
      '* Room changed since the list was last sent',
      'Generated 26 November 2026 at 10:07 (Toronto time)',
      'page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Wheelchair,');
    expect(text).toMatch(/Ground\s+floor/);
    for (let n = 1; n <= 6; n++) expect(text).toContain(`PILGRIM, Number${n}x`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('breaks the page after 20 names and repeats the header row, on A4 landscape', async () => {
    const pdf = await renderRoomingListPdf(aDocument(34), ontario, 'en', at);
    // A4 landscape: 842 x 595 points, the width a passport name needs.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const pages = pagesOf(await pdfText(pdf));
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page).toMatch(/Name \(as on the\s+passport\)/);
    for (let n = 1; n <= 34; n++) {
      expect(n <= 20 ? pages[0] : pages[1]).toContain(`PILGRIM, Number${n}x`);
    }
    expect(pages[1]).not.toContain('PILGRIM, Number20x');
  });

  it('keeps 20 names a page under a letterhead with the agency’s logo', async () => {
    const logo = await aLogo();
    const pdf = await renderRoomingListPdf(aDocument(34), ontario, 'en', at, { logo });
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    expect(pagesOf(await pdfText(pdf))).toHaveLength(2);
  });

  it('speaks French when asked', async () => {
    const text = await pdfText(await renderRoomingListPdf(aDocument(2), ontario, 'fr', at));
    for (const expected of [
      'Liste des chambres',
      'Enregistrement : TICO (Ontario) 50099999',
      'Arrivée le 11 février 2027, départ le 18 février 2027',
      'Produit le 26 novembre 2026 à 10 h 07 (heure de Toronto)',
      '2 voyageurs dans 1 chambre',
      'Besoins',
      'Quadruple',
      'page 1 sur 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
