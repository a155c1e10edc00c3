// One confirmed booking with a payment link, so `npm start` can be paid end to end through the
// local checkout. Made once; its pay link and trip link are printed on every start.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../functions/src/platform/firebase/firebase';
import { confirmBooking } from '../functions/src/wings/bookings/confirm-booking';
import { recordPayment } from '../functions/src/wings/money/record-payment';
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

export const PLAN_DEMO_BOOKING_ID = 'demoPlanBooking01';
/** The seeded departure whose payment plan is monthly (seed/departures.ts). */
const PLAN_DEMO_DEPARTURE_ID = 'december-2027-new-year';

/**
 * A booking part-way through a monthly payment plan: two travellers on the seeded departure with
 * a plan, confirmed at $9,600 and paid by e-Transfer for the deposit and the first instalment.
 * Made once, when the departures are seeded; answers its pay page's path (null: no such
 * departure).
 */
export async function seedPlanDemo(): Promise<string | null> {
  const departure = await db().collection('departures').doc(PLAN_DEMO_DEPARTURE_ID).get();
  if (!departure.exists) return null;
  const ref = db().collection('bookings').doc(PLAN_DEMO_BOOKING_ID);
  if (!(await ref.get()).get('payment')) {
    const packageId = String(departure.get('packageId'));
    const pkg = await db().collection('packages').doc(packageId).get();
    const date = String(departure.get('departureDate'));
    await ref.set({
      fullName: 'Amina Demo',
      email: 'amina.demo@example.com',
      phone: '+1 514 555 0123',
      packageId,
      packageTitle: String(pkg.get('title') ?? ''),
      packageSlug: String(pkg.get('slug') ?? ''),
      departureId: PLAN_DEMO_DEPARTURE_ID,
      seatsHeld: 0,
      roomType: 'double',
      numberOfTravelers: 2,
      preferredDate: date,
      specialRequests: '',
      status: 'contacted',
      note: 'Demo booking on a monthly payment plan.',
      language: 'fr',
      consentAt: FieldValue.serverTimestamp(),
      receivedAt: FieldValue.serverTimestamp(),
      tripDate: date,
      passport: null,
      hasPassport: false,
      passportDeletedAt: null,
    });
    const confirmed = await confirmBooking(PLAN_DEMO_BOOKING_ID, {
      roomType: 'double',
      numberOfTravelers: 2,
      total: '9600.00',
      departureDate: date,
      departureId: PLAN_DEMO_DEPARTURE_ID,
      skipReason: '',
      insurance: 'declined',
      sendEmail: false,
    });
    // The deposit and the first instalment, received by e-Transfer.
    const [deposit, first] = confirmed.payment?.schedule ?? [];
    const paid = (deposit?.amountCents ?? 0) + (first?.amountCents ?? 0);
    await recordPayment(
      PLAN_DEMO_BOOKING_ID,
      {
        kind: 'payment',
        method: 'etransfer',
        amount: (paid / 100).toFixed(2),
        note: 'Deposit and first instalment',
        address: '1200 rue Sainte-Catherine O, Montréal QC H3B 1K9',
      },
      'admin',
    );
  }
  const link = (await getBooking(PLAN_DEMO_BOOKING_ID)).payment?.link;
  return link ? new URL(link).pathname : null;
}
