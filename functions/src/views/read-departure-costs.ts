// A departure's books (issue 45, items 1-4): its cost sheet with each line's figures, what was
// paid to suppliers and what is due, the margin live (contracted revenue from the bookings,
// collected from the receipts register, committed costs from the sheet) and the allotments
// checked against the bookings' room types, the rooming lists and the travellers. It reads the
// costs, bookings, money, rooming and travellers wings and sits above them; the rules are the
// domain's (model/costs.ts).
import type { Booking } from '@umrah/domain/model/bookings';
import {
  allotmentsOf,
  lineFigures,
  marginOf,
  passportNameMissing,
  scheduleStatus,
  type AllotmentStay,
  type CostSheet,
  type DepartureCosts,
  type LineFigures,
  type Margin,
  type MarginBooking,
} from '@umrah/domain/model/costs';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { receiptDay, type Receipt } from '@umrah/domain/model/receipts';
import { trustLedger, type TrustLedger } from '@umrah/domain/model/trust-ledger';
import { ROOMING_ROOM_TYPES, type RoomingRoomType } from '@umrah/domain/model/rooming';
import { roomingRoomType } from '@umrah/domain/model/room-list';
import { bookingsOnDepartures } from '../wings/bookings/read-bookings';
import { costSheetOf, costSuppliers } from '../wings/costs/cost-sheets';
import { bookingReceipts } from '../wings/money/receipt-register';
import { roomingView } from '../wings/rooming/rooming-view';
import { flyingTravellers } from '../wings/travellers/departure-travellers';

/** Bookings that sold a trip: confirmed, or completed (those that flew). */
const contracted = (b: Booking) => b.status === 'confirmed' || b.status === 'completed';

/** What a contracted booking brings: its agreed total and its travellers. */
function marginBooking(b: Booking): MarginBooking {
  return {
    totalCents: b.payment?.totalCents ?? 0,
    travellers: Number(b.payment?.travellers ?? b.numberOfTravelers) || 0,
  };
}

/** Every receipt of a departure's bookings (cancelled bookings' kept money included). */
export async function departureReceipts(bookings: readonly Booking[]): Promise<Receipt[]> {
  return (await Promise.all(bookings.map((b) => bookingReceipts(b.id)))).flat();
}

/** The receipts as the trust ledger's money in; the sheet's payments as its money out. */
export function departureTrust(receipts: readonly Receipt[], sheet: CostSheet): TrustLedger {
  return trustLedger(
    receipts.map((r) => ({
      date: receiptDay(r),
      amountCents: r.amountCents,
      method: r.method,
      reference: r.number,
    })),
    sheet.payments.map((p) => ({
      date: p.date,
      amountCents: p.cadCents,
      reference: p.reference || p.id,
    })),
  );
}

/**
 * Margin of a departure from its sheet and bookings (the report's rows and the Costs tab).
 * Collected is the net of its bookings' receipts (payments less refunds), as the register holds it.
 */
export async function departureMargin(
  sheet: CostSheet,
  bookings: readonly Booking[],
  receipts?: readonly Receipt[],
): Promise<{ margin: Margin; lines: LineFigures[] }> {
  const sold = bookings.filter(contracted).map(marginBooking);
  const travellers = sold.reduce((s, b) => s + b.travellers, 0);
  const lines = sheet.lines.map((l) => lineFigures(l, sheet, travellers));
  const collectedCents = (receipts ?? (await departureReceipts(bookings))).reduce(
    (s, r) => s + r.amountCents,
    0,
  );
  return { margin: marginOf({ bookings: sold, collectedCents, lines }), lines };
}

export async function readDepartureCosts(departureId: string): Promise<DepartureCosts> {
  const sheet = await costSheetOf(departureId);
  const [suppliers, bookings, rooming, flying] = await Promise.all([
    costSuppliers(),
    bookingsOnDepartures([sheet.departureId]),
    roomingView(sheet.departureId, 'en'),
    flyingTravellers(sheet.departureId),
  ]);
  const today = todayInTimeZone();
  const receipts = await departureReceipts(bookings);
  const { margin, lines } = await departureMargin(sheet, bookings, receipts);
  const roomBookings = bookings.filter(contracted).flatMap((b) => {
    const roomType = roomingRoomType(b.payment?.roomType ?? b.roomType);
    return roomType ? [{ roomType, travellers: marginBooking(b).travellers }] : [];
  });
  const stays: AllotmentStay[] = rooming.stays.map((s) => ({
    key: s.key,
    city: s.city,
    listed: s.list
      ? (Object.fromEntries(
          ROOMING_ROOM_TYPES.map((t) => [t, s.list?.rooms.filter((r) => r.type === t).length ?? 0]),
        ) as Record<RoomingRoomType, number>)
      : null,
  }));
  const referenceOf = new Map(flying.bookings.map((b) => [b.id, b.reference]));
  const namesMissing = flying.travellers
    .filter(passportNameMissing)
    .map((t) => ({ bookingReference: referenceOf.get(t.bookingId) ?? '', index: t.index }));
  const allotments = allotmentsOf({
    lines: sheet.lines,
    stays,
    bookings: roomBookings,
    travellers: flying.travellers.length,
    namesMissing,
    today,
  });
  return {
    sheet,
    suppliers,
    lines,
    schedule: sheet.lines.flatMap((l) => scheduleStatus(l, sheet, today)),
    margin,
    allotments,
    trust: departureTrust(receipts, sheet),
    stays: rooming.stays.map((s) => ({
      key: s.key,
      city: s.city,
      nights: Math.max(
        0,
        Math.round((Date.parse(s.checkOut) - Date.parse(s.checkIn)) / 86_400_000),
      ),
    })),
  };
}
