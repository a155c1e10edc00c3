// One confirmed booking with a payment link, so `npm start` can be paid end to end through the
// local checkout. Made once; its pay link and trip link are printed on every start.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../functions/src/platform/firebase/firebase';
import { confirmBooking } from '../functions/src/wings/bookings/confirm-booking';
import { getBooking } from '../functions/src/wings/bookings/read-bookings';
import { tripLink } from '../functions/src/wings/money/pay-link';
import { findBooking } from '../functions/src/wings/bookings/store/bookings-store';
import { linkKey } from '../functions/src/platform/links/payment-link-key';
import { writeTraveller } from '../functions/src/wings/travellers/store/travellers-store';
import { partyOf } from '../functions/src/wings/travellers/trip-readiness';
import { seedPackages } from '../seed/content';

export const DEMO_BOOKING_ID = 'demoConfirmedBooking01';

/** Creates and confirms the demo booking if missing; answers its pay and trip pages' paths. */
export async function seedPaymentDemo(): Promise<{ payPath: string; tripPath: string }> {
  const ref = db().collection('bookings').doc(DEMO_BOOKING_ID);
  if (!(await ref.get()).get('payment')) {
    const pkg = seedPackages[0];
    const today = todayInTimeZone();
    const departure = addDays(today, 120);
    await ref.set({
      fullName: 'Fatima Demo',
      email: 'fatima.demo@example.com',
      phone: '+1 416 555 0199',
      packageId: 'demo',
      packageTitle: pkg?.title ?? 'Umrah package',
      packageSlug: pkg?.slug ?? '',
      roomType: 'double',
      numberOfTravelers: 2,
      preferredDate: departure,
      specialRequests: '',
      status: 'contacted',
      note: 'Demo booking seeded for the payment flow.',
      consentAt: FieldValue.serverTimestamp(),
      receivedAt: FieldValue.serverTimestamp(),
      tripDate: departure,
      passport: null,
      hasPassport: false,
      passportDeletedAt: null,
    });
    await confirmBooking(DEMO_BOOKING_ID, {
      roomType: 'double',
      numberOfTravelers: 2,
      total: '8400.00',
      departureDate: departure,
      departureId: '',
      skipReason: '',
      insurance: 'declined',
      sendEmail: false,
    });
    await seedDemoTravellers(departure);
  }
  const link = (await getBooking(DEMO_BOOKING_ID)).payment?.link;
  const record = await findBooking(DEMO_BOOKING_ID);
  if (!link || !record?.stored) throw new Error('The demo booking has no payment plan');
  const trip = tripLink(await linkKey(), DEMO_BOOKING_ID, record.stored, record.booking.language);
  return { payPath: new URL(link).pathname, tripPath: new URL(trip).pathname };
}

/**
 * The demo booking's travellers in two readiness states, so the trip page and the admin's
 * booking show both: traveller 1 with every detail and the visa applied for, traveller 2 named
 * but without a passport yet.
 */
async function seedDemoTravellers(departure: string): Promise<void> {
  const party = partyOf(await getBooking(DEMO_BOOKING_ID));
  await writeTraveller(party, 1, (current) => ({
    ...current,
    givenNames: 'Fatima',
    surname: 'Demo',
    dateOfBirth: '1984-06-02',
    sex: 'F',
    nationality: 'CAN',
    passportNumber: 'GA4821957',
    passportIssuingCountry: 'CAN',
    passportIssueDate: '2022-03-14',
    passportExpiryDate: addDays(departure, 4 * 365),
    vaccinationDate: addDays(departure, -60),
    vaccineType: 'conjugate',
    emergencyContact: { name: 'Yusuf Demo', phone: '+1 416 555 0144' },
    visaStatus: 'applied',
    documents: { passportScan: true, vaccinationCertificate: true, photo: true },
  }));
  await writeTraveller(party, 2, (current) => ({
    ...current,
    givenNames: 'Yusuf',
    surname: 'Demo',
    sex: 'M',
    relation: { kind: 'spouse', to: 1 },
  }));
}
