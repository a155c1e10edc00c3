// Confirmed bookings on a demo departure with their travellers, so the departure's readiness
// board, rooming view and manifest have a group to show in `npm start`: travellers in every
// readiness state the board shows (ready: complete and paid in full; missing: no passport yet,
// visa applied for, nothing given, the balance due; expiring: a passport that ends within six
// months of the return; a problem: a visa refused),
// and a group that rooms the way real ones do: a family of three in a triple, a family of four in
// a quad, two sisters in a double, a couple in a double, two pairs of men who fill one quad
// together, and one woman alone on a triple (the suggestion lists her with the reason).
// Made once, with the rest of the demo content.
import type { RoomType } from '@umrah/domain/model/rooms';
import type { TravellerFields } from '@umrah/domain/model/travellers';
import { confirmBookingSchema } from '@umrah/domain/schemas/payment-schemas';
import { FieldValue } from 'firebase-admin/firestore';
import { confirmBooking } from '../functions/src/wings/bookings/confirm-booking';
import { recordPayment } from '../functions/src/wings/money/record-payment';
import { getBooking } from '../functions/src/wings/bookings/read-bookings';
import { db } from '../functions/src/platform/firebase/firebase';
import { writeTraveller } from '../functions/src/wings/travellers/store/travellers-store';
import { partyOf } from '../functions/src/wings/travellers/trip-readiness';

export const DEMO_DEPARTURE_BOOKING_ID = 'demoDepartureBooking1';
export const DEMO_DEPARTURE_ID = 'ramadan-2027-first-days';
const PRICE_PER_TRAVELLER = 3800;

/** Every detail but the names, the sex, the date of birth and the passport number. */
const complete: Partial<TravellerFields> = {
  nationality: 'CAN',
  passportIssuingCountry: 'CAN',
  passportIssueDate: '2023-04-18',
  passportExpiryDate: '2033-04-18',
  vaccinationDate: '2026-11-02',
  vaccineType: 'conjugate',
  emergencyContact: { name: 'Khadija Rahman', phone: '+1 905 555 0162' },
};
const allDocuments = { passportScan: true, vaccinationCertificate: true, photo: true };

type SeedTraveller = Partial<TravellerFields> &
  Pick<TravellerFields, 'givenNames' | 'surname' | 'sex'>;

interface SeedBooking {
  id: string;
  email: string;
  phone: string;
  roomType: RoomType;
  language: 'en' | 'fr';
  /** Paid in full (by e-Transfer, with its receipt): its complete travellers are ready. */
  paid: boolean;
  travellers: SeedTraveller[];
}

const ready = (passportNumber: string, dateOfBirth: string): Partial<TravellerFields> => ({
  ...complete,
  passportNumber,
  dateOfBirth,
  visaStatus: 'issued',
  visaNumber: `60${passportNumber.slice(-8)}`,
  documents: allDocuments,
});

const seedBookings: SeedBooking[] = [
  {
    id: DEMO_DEPARTURE_BOOKING_ID,
    paid: false,
    email: 'ibrahim.demo@example.com',
    phone: '+1 905 555 0161',
    roomType: 'triple',
    language: 'en',
    travellers: [
      { ...ready('HP3318264', '1979-09-23'), givenNames: 'Ibrahim', surname: 'Rahman', sex: 'M' },
      {
        givenNames: 'Maryam',
        surname: 'Rahman',
        dateOfBirth: '1982-01-30',
        sex: 'F',
        relation: { kind: 'spouse', to: 1 },
      },
      {
        ...complete,
        givenNames: 'Yahya',
        surname: 'Rahman',
        dateOfBirth: '2008-05-11',
        sex: 'M',
        passportNumber: 'HP7702519',
        relation: { kind: 'child', to: 1 },
        visaStatus: 'applied',
        documents: allDocuments,
      },
    ],
  },
  {
    id: 'demoDepartureBooking2',
    paid: true,
    email: 'siddiqui.demo@example.com',
    phone: '+1 416 555 0172',
    roomType: 'quad',
    language: 'en',
    travellers: [
      { ...ready('GA4410357', '1975-03-14'), givenNames: 'Tariq', surname: 'Siddiqui', sex: 'M' },
      {
        ...ready('GA4410358', '1978-07-02'),
        givenNames: 'Sana',
        surname: 'Siddiqui',
        sex: 'F',
        relation: { kind: 'spouse', to: 1 },
      },
      {
        ...ready('GA4410359', '2006-10-21'),
        givenNames: 'Bilal',
        surname: 'Siddiqui',
        sex: 'M',
        relation: { kind: 'child', to: 1 },
      },
      {
        ...complete,
        givenNames: 'Hiba',
        surname: 'Siddiqui',
        dateOfBirth: '2011-12-05',
        sex: 'F',
        passportNumber: 'GA4410360',
        relation: { kind: 'child', to: 1 },
        visaStatus: 'not_started',
        documents: { passportScan: true, vaccinationCertificate: false, photo: false },
      },
    ],
  },
  {
    id: 'demoDepartureBooking3',
    paid: true,
    email: 'benali.demo@example.com',
    phone: '+1 514 555 0183',
    roomType: 'double',
    language: 'fr',
    travellers: [
      { ...ready('GB2207741', '1968-02-11'), givenNames: 'Nadia', surname: 'Benali', sex: 'F' },
      {
        ...ready('GB2207742', '1971-06-30'),
        givenNames: 'Samira',
        surname: 'Benali',
        sex: 'F',
        relation: { kind: 'sibling', to: 1 },
      },
    ],
  },
  {
    id: 'demoDepartureBooking4',
    paid: false,
    email: 'chaudhry.demo@example.com',
    phone: '+1 905 555 0194',
    roomType: 'double',
    language: 'en',
    travellers: [
      { ...ready('HK5530118', '1985-08-19'), givenNames: 'Usman', surname: 'Chaudhry', sex: 'M' },
      {
        givenNames: 'Ayesha',
        surname: 'Chaudhry',
        sex: 'F',
        relation: { kind: 'spouse', to: 1 },
      },
    ],
  },
  {
    id: 'demoDepartureBooking5',
    paid: true,
    email: 'hassan.demo@example.com',
    phone: '+1 613 555 0105',
    roomType: 'quad',
    language: 'en',
    travellers: [
      { ...ready('HM8821034', '1990-04-27'), givenNames: 'Omar', surname: 'Hassan', sex: 'M' },
      // A problem: the visa was refused.
      {
        ...ready('HM8821035', '1992-09-13'),
        givenNames: 'Khalid',
        surname: 'Mansour',
        sex: 'M',
        visaStatus: 'refused',
        visaNumber: '',
      },
    ],
  },
  {
    id: 'demoDepartureBooking6',
    paid: false,
    email: 'diallo.demo@example.com',
    phone: '+1 514 555 0116',
    roomType: 'quad',
    language: 'fr',
    travellers: [
      { ...ready('GC6613390', '1987-01-08'), givenNames: 'Mamadou', surname: 'Diallo', sex: 'M' },
      { givenNames: 'Ousmane', surname: 'Bah', sex: 'M' },
    ],
  },
  {
    id: 'demoDepartureBooking7',
    paid: true,
    email: 'karim.demo@example.com',
    phone: '+1 905 555 0127',
    roomType: 'triple',
    language: 'en',
    travellers: [
      // Expiring: her passport ends within six months of the return (2027-02-24).
      {
        ...ready('HN0094521', '1959-11-16'),
        givenNames: 'Zainab',
        surname: 'Karim',
        sex: 'F',
        passportIssueDate: '2017-05-02',
        passportExpiryDate: '2027-05-02',
      },
    ],
  },
];

async function seedBooking(
  seed: SeedBooking,
  packageId: string,
  packageTitle: string,
  departureId: string,
) {
  const ref = db().collection('bookings').doc(seed.id);
  if ((await ref.get()).exists) return;
  const lead = seed.travellers[0]!;
  const count = seed.travellers.length;
  await ref.set({
    fullName: `${lead.givenNames} ${lead.surname}`,
    email: seed.email,
    phone: seed.phone,
    packageId,
    packageTitle,
    packageSlug: 'ramadan-last-ten-nights',
    roomType: seed.roomType,
    departureId,
    seatsHeld: 0,
    language: seed.language,
    numberOfTravelers: count,
    preferredDate: '2027-02-07',
    specialRequests: '',
    status: 'contacted',
    note: 'Demo booking seeded with travellers to room and make ready.',
    consentAt: FieldValue.serverTimestamp(),
    receivedAt: FieldValue.serverTimestamp(),
    tripDate: '2027-02-07',
    passport: null,
    hasPassport: false,
    passportDeletedAt: null,
  });
  await confirmBooking(
    seed.id,
    confirmBookingSchema.validateSync({
      roomType: seed.roomType,
      numberOfTravelers: count,
      total: String(PRICE_PER_TRAVELLER * count),
      departureId,
      sendEmail: false,
    }),
  );
  if (seed.paid) {
    await recordPayment(
      seed.id,
      {
        kind: 'payment',
        method: 'etransfer',
        amount: String(PRICE_PER_TRAVELLER * count),
        note: 'Demo: paid in full by e-Transfer.',
        address: '',
      },
      'seed',
    );
  }
  const party = partyOf(await getBooking(seed.id));
  for (const [i, fields] of seed.travellers.entries()) {
    await writeTraveller(party, i + 1, (t) => ({ ...t, ...fields }));
  }
}

export async function seedDepartureTravellers(
  packageId: string,
  packageTitle: string,
  departureId = DEMO_DEPARTURE_ID,
) {
  for (const seed of seedBookings) await seedBooking(seed, packageId, packageTitle, departureId);
}
