// The bookings export: every booking, newest first, as spreadsheet rows (the CSV itself is
// written by the route's stream).
import type { Booking } from '@umrah/domain/model/bookings';
import { travelersLabel } from '@umrah/domain/model/travelers';
import { PAYMENT_CSV_HEADER, paymentCsvCells } from './payment-csv';
import { bookingPages } from './store/bookings-store';

export const BOOKINGS_CSV_HEADER = [
  'Received',
  'Status',
  'Full name',
  'Email',
  'Phone',
  'Package',
  'Room',
  'Waiting list',
  'Travellers',
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

export function bookingsCsvRow(b: Booking): unknown[] {
  return [
    b.receivedAt,
    b.status,
    b.fullName,
    b.email,
    b.phone,
    b.packageTitle,
    b.roomType,
    b.waitingList ? 'yes' : 'no',
    travelersLabel(b.numberOfTravelers),
    b.preferredDate,
    b.specialRequests,
    b.passport ? 'yes' : b.passportDeletedAt ? 'deleted' : 'no',
    b.note,
    ...paymentCsvCells(b.payment),
    b.language === 'fr' ? 'French' : 'English',
  ];
}

/** Every booking, page by page. */
export function exportBookings(): AsyncGenerator<Booking[]> {
  return bookingPages(EXPORT_PAGE_SIZE);
}
