// The two spreadsheets staff hand on, read as an agency reads them: the bookings export names the
// departure, the room confirmed and the travellers confirmed; the receipts register dates each
// receipt on the office's clock (Toronto), not UTC.
import type { Booking } from '@umrah/domain/model/bookings';
import type { BookingPayment } from '@umrah/domain/model/payments';
import type { Receipt } from '@umrah/domain/model/receipts';
import { describe, expect, it } from 'vitest';
import { BOOKINGS_CSV_HEADER, bookingsCsvRow } from './export-bookings';
import { RECEIPTS_CSV_HEADER, receiptCsvRow } from '../money/receipt-register';

const cell = (header: readonly string[], row: unknown[], name: string) => row[header.indexOf(name)];

describe('bookings CSV', () => {
  const request = {
    id: 'b1',
    receivedAt: '2026-11-02T15:00:00.000Z',
    status: 'confirmed',
    fullName: 'Aisha Rahman',
    packageTitle: 'Ramadan',
    roomType: 'double',
    numberOfTravelers: 4,
    tripDate: '2027-03-05',
    waitingList: false,
    passport: null,
    passportDeletedAt: null,
  } as unknown as Booking;

  it('gives the confirmed departure, room and number of travellers beside what was asked', () => {
    const payment = {
      status: 'deposit-due',
      totalCents: 900_000,
      depositCents: 100_000,
      paidCents: 0,
      balanceDueDate: '2027-02-01',
      reference: 'UMR-1',
      roomType: 'triple',
      travellers: 3,
      departureDate: '2027-03-19',
    } as BookingPayment;
    const row = bookingsCsvRow({ ...request, payment });
    expect(row).toHaveLength(BOOKINGS_CSV_HEADER.length);
    expect(cell(BOOKINGS_CSV_HEADER, row, 'Departure')).toBe('2027-03-19');
    expect(cell(BOOKINGS_CSV_HEADER, row, 'Room')).toBe('Triple');
    expect(cell(BOOKINGS_CSV_HEADER, row, 'Travellers requested')).toBe(4);
    expect(cell(BOOKINGS_CSV_HEADER, row, 'Confirmed travellers')).toBe(3);
  });

  it('gives the trip date and the room asked for until confirmed, and no confirmed count', () => {
    const row = bookingsCsvRow({ ...request, status: 'new', payment: null });
    expect(cell(BOOKINGS_CSV_HEADER, row, 'Departure')).toBe('2027-03-05');
    expect(cell(BOOKINGS_CSV_HEADER, row, 'Room')).toBe('Double');
    expect(cell(BOOKINGS_CSV_HEADER, row, 'Confirmed travellers')).toBe('');
  });
});

describe('receipts CSV', () => {
  it("dates a receipt on Toronto's clock", () => {
    const receipt = {
      number: 'R-000001',
      issuedAt: '2026-11-27T03:30:00.000Z',
      kind: 'payment',
      method: 'etransfer',
      amountCents: 50_000,
      totalCents: 900_000,
      paidCents: 50_000,
      customer: { name: 'Aisha Rahman', email: 'aisha@example.com', address: '' },
      reference: 'UMR-1',
      bookingId: 'b1',
      counsellor: 'staff',
    } as unknown as Receipt;
    const row = receiptCsvRow(receipt);
    expect(RECEIPTS_CSV_HEADER[1]).toBe('Date (Toronto time)');
    // 03:30 UTC on the 27th is 22:30 on the 26th in Toronto (EST, UTC-5).
    expect(row[1]).toBe('2026-11-26 22:30');
  });
});
