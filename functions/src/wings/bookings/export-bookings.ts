// The bookings export: every booking (or those of the list's filters: a status, a departure), newest first, as spreadsheet rows (the CSV itself is
// written by the route's stream). Written for staff reading it in a spreadsheet: times on the
// office's clock, statuses and rooms as the admin names them, the reference the pilgrim quotes,
// counts as numbers (and every cell still formula-safe: domain/src/model/csv.ts).
import { BOOKING_STATUS_LABELS, type Booking } from '@umrah/domain/model/bookings';
import { localDateTime } from '@umrah/domain/model/dates';
import type { BookingFilters } from '@umrah/domain/schemas/paging';
import { isRoomType, ROOM_LABELS } from '@umrah/domain/model/rooms';
import { PAYMENT_CSV_HEADER, paymentCsvCells } from '../money/payment-csv';
import { bookingPages } from './store/bookings-store';

export const BOOKINGS_CSV_HEADER = [
  // The agency's time zone (America/Toronto), 'YYYY-MM-DD HH:MM'.
  'Received (Toronto time)',
  // The reference on the pilgrim's confirmation and acknowledgement mail.
  'Reference',
  'Status',
  'Full name',
  'Email',
  'Phone',
  'Package',
  // The date the booking flies: the confirmed departure's, else the trip date asked for.
  'Departure',
  // The room confirmed (once confirmed at a price), else the room asked for.
  'Room',
  'Waiting list',
  'Travellers requested',
  // The travellers the confirmation counts (the seats it holds); empty until confirmed.
  'Confirmed travellers',
  'Preferred date',
  'Special requests',
  'Passport',
  'Note',
  // Money, in dollars; empty until the booking is confirmed with a price.
  ...PAYMENT_CSV_HEADER,
  // The visitor's language, so staff reply in it; old bookings read as English.
  'Language',
];

/** Bookings read per page while exporting: few round trips, and memory stays small. */
const EXPORT_PAGE_SIZE = 500;

const roomLabel = (room: string) => (isRoomType(room) ? ROOM_LABELS[room] : room);

export function bookingsCsvRow(b: Booking): unknown[] {
  return [
    localDateTime(b.receivedAt),
    b.reference,
    BOOKING_STATUS_LABELS[b.status] ?? b.status,
    b.fullName,
    b.email,
    b.phone,
    b.packageTitle,
    b.payment?.departureDate || b.tripDate || '',
    roomLabel(b.payment?.roomType || b.roomType),
    b.waitingList ? 'yes' : 'no',
    // Numbers the spreadsheet sums, not '2 People'.
    Number(b.numberOfTravelers) || '',
    b.payment ? b.payment.travellers : '',
    b.preferredDate,
    b.specialRequests,
    b.passport ? 'yes' : b.passportDeletedAt ? 'deleted' : 'no',
    b.note,
    ...paymentCsvCells(b.payment),
    b.language === 'fr' ? 'French' : 'English',
  ];
}

/** Every booking the list's filters name (all when none), page by page. */
export function exportBookings(filters: BookingFilters = {}): AsyncGenerator<Booking[]> {
  return bookingPages(EXPORT_PAGE_SIZE, filters);
}
