import type { Booking } from '@umrah/domain/model/bookings';
import type { ContactMessage } from '@umrah/domain/model/messages';
import { bookingReference } from '@umrah/domain/model/reference';

/** A booking request as GET /api/admin/bookings answers it. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  const id = overrides.id ?? 'booking-aaaaaaaaaaaaaaaa';
  return {
    id,
    reference: bookingReference(id),
    fullName: 'Aisha Rahman',
    email: 'aisha@example.com',
    phone: '+1 416 555 0100',
    packageId: 'p1',
    packageTitle: 'Ramadan Umrah 14 Nights',
    packageSlug: 'ramadan-umrah-14-nights',
    roomType: 'triple',
    waitingList: false,
    departureId: null,
    seatsHeld: 0,
    numberOfTravelers: 3,
    preferredDate: '2027-03-05',
    specialRequests: 'Wheelchair for my mother',
    status: 'new',
    note: '',
    consentAt: '2026-11-20T14:30:00.000Z',
    receivedAt: '2026-11-20T14:30:00.000Z',
    tripDate: '2027-03-19',
    passport: { fileName: 'passport.pdf', contentType: 'application/pdf', size: 245_000 },
    passportDeletedAt: null,
    ...overrides,
  };
}

export function aMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 'message-aaaaaaaaaaaaaaaa',
    name: 'Omar Siddiqui',
    email: 'omar@example.com',
    phone: '',
    message: 'Do you have group rates for 12 people in December?',
    read: false,
    receivedAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}
