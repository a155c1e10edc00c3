import type { BookingRequest } from '@umrah/domain/schemas/booking-request';
import { describe, expect, it } from 'vitest';
import { bookingRequestMail } from './staff-mails';

const request = {
  submissionId: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
  packageId: 'p1',
  fullName: 'Amina Diallo',
  email: 'amina@example.com',
  phone: '+1 514 555 0100',
  numberOfTravelers: 2,
  preferredDate: '2027-03-01',
  roomType: 'double',
  specialRequests: '',
  language: 'en',
  waitingList: true,
} as unknown as BookingRequest;

const departure = {
  departureDate: '2027-03-01',
  returnDate: '2027-03-15',
  capacity: 40,
  bookedSeats: 12,
  manualHolds: [],
};
const waitingLine = (mail: ReturnType<typeof bookingRequestMail>) =>
  mail.lines?.find(([label]) => label === 'Waiting list')?.[1];

describe('the staff mail of a waiting-list request', () => {
  it('says a closed departure is closed, a full one full, and never "full or closed"', () => {
    const closed = bookingRequestMail(request, 'Umrah', false, { ...departure, status: 'closed' });
    expect(waitingLine(closed)).toBe('Yes: the departure is closed to new bookings');
    const full = bookingRequestMail(request, 'Umrah', false, {
      ...departure,
      status: 'open',
      bookedSeats: 40,
    });
    expect(waitingLine(full)).toBe('Yes: the departure is full');
    expect(waitingLine(bookingRequestMail(request, 'Umrah', false))).toBe(
      'Yes: the package is sold out',
    );
    expect(
      waitingLine(bookingRequestMail({ ...request, waitingList: false }, 'Umrah', false)),
    ).toBe('No');
  });
});
