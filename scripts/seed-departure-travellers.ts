// One confirmed booking on a demo departure with its travellers in three readiness states, so the
// departure's readiness board and the booking's travellers show them in `npm start`: one with
// every detail, the documents and the visa issued (ready but for the balance), one without a
// passport yet, one with the visa applied for. Made once, with the rest of the demo content.
import type { TravellerFields } from '@umrah/domain/model/travellers';
import { confirmBookingSchema } from '@umrah/domain/schemas/payment-schemas';
import { FieldValue } from 'firebase-admin/firestore';
import { confirmBooking } from '../functions/src/bookings/confirm-booking';
import { getBooking } from '../functions/src/bookings/read-bookings';
import { db } from '../functions/src/firebase';
import { writeTraveller } from '../functions/src/travellers/store/travellers-store';
import { partyOf } from '../functions/src/travellers/trip-readiness';

export const DEMO_DEPARTURE_BOOKING_ID = 'demoDepartureBooking1';
const DEPARTURE_ID = 'ramadan-2027-first-days';

const complete: Partial<TravellerFields> = {
  nationality: 'Canadian',
  passportIssuingCountry: 'Canada',
  passportIssueDate: '2023-04-18',
  passportExpiryDate: '2033-04-18',
  vaccinationDate: '2026-11-02',
  vaccineType: 'conjugate',
  emergencyContact: { name: 'Khadija Rahman', phone: '+1 905 555 0162' },
};

export async function seedDepartureTravellers(packageId: string, packageTitle: string) {
  const ref = db().collection('bookings').doc(DEMO_DEPARTURE_BOOKING_ID);
  if ((await ref.get()).exists) return;
  await ref.set({
    fullName: 'Ibrahim Rahman',
    email: 'ibrahim.demo@example.com',
    phone: '+1 905 555 0161',
    packageId,
    packageTitle,
    packageSlug: 'ramadan-last-ten-nights',
    roomType: 'triple',
    departureId: DEPARTURE_ID,
    seatsHeld: 0,
    language: 'en',
    numberOfTravelers: 3,
    preferredDate: '2027-02-07',
    specialRequests: '',
    status: 'contacted',
    note: 'Demo booking seeded with travellers in several readiness states.',
    consentAt: FieldValue.serverTimestamp(),
    receivedAt: FieldValue.serverTimestamp(),
    tripDate: '2027-02-07',
    passport: null,
    hasPassport: false,
    passportDeletedAt: null,
  });
  await confirmBooking(
    DEMO_DEPARTURE_BOOKING_ID,
    confirmBookingSchema.validateSync({
      roomType: 'triple',
      numberOfTravelers: 3,
      total: '11400',
      departureId: DEPARTURE_ID,
      sendEmail: false,
    }),
  );
  const party = partyOf(await getBooking(DEMO_DEPARTURE_BOOKING_ID));
  await writeTraveller(party, 1, (t) => ({
    ...t,
    ...complete,
    givenNames: 'Ibrahim',
    surname: 'Rahman',
    dateOfBirth: '1979-09-23',
    sex: 'M',
    passportNumber: 'HP3318264',
    visaStatus: 'issued',
    visaNumber: '6019934410',
    documents: { passportScan: true, vaccinationCertificate: true, photo: true },
  }));
  await writeTraveller(party, 2, (t) => ({
    ...t,
    givenNames: 'Maryam',
    surname: 'Rahman',
    dateOfBirth: '1982-01-30',
    sex: 'F',
    relation: { kind: 'spouse', to: 1 },
  }));
  await writeTraveller(party, 3, (t) => ({
    ...t,
    ...complete,
    givenNames: 'Yahya',
    surname: 'Rahman',
    dateOfBirth: '2008-05-11',
    sex: 'M',
    passportNumber: 'HP7702519',
    relation: { kind: 'child', to: 1 },
    visaStatus: 'applied',
    documents: { passportScan: true, vaccinationCertificate: true, photo: true },
  }));
}
