// Travellers as the admin API answers them, their readiness judged by the domain's own rules.
import {
  isReady,
  readinessOf,
  type ReadinessTrip,
  type TravellerReadiness,
} from '@umrah/domain/model/readiness';
import { NO_DOCUMENT_FILES } from '@umrah/domain/model/traveller-documents';
import { blankTravellerFields, type TravellerFields } from '@umrah/domain/model/travellers';

export const TRIP: ReadinessTrip = {
  departureDate: '2027-03-05',
  returnDate: '2027-03-19',
  confirmed: true,
  paidInFull: true,
  balanceCents: 0,
};

/** A traveller every rule finds ready for TRIP. */
export const READY_FIELDS: TravellerFields = {
  ...blankTravellerFields(),
  givenNames: 'Amina',
  surname: 'Khan',
  dateOfBirth: '1985-04-12',
  sex: 'F',
  nationality: 'CAN',
  passportNumber: 'HK123456',
  passportIssuingCountry: 'CAN',
  passportIssueDate: '2022-01-10',
  passportExpiryDate: '2030-01-10',
  vaccinationDate: '2026-10-01',
  vaccineType: 'conjugate',
  emergencyContact: { name: 'Yusuf Khan', phone: '+1 416 555 0199' },
  visaStatus: 'issued',
  visaNumber: '6012345678',
  documents: { passportScan: true, vaccinationCertificate: true, photo: true },
};

export function aTraveller(
  index: number,
  fields: Partial<TravellerFields> = {},
  trip: ReadinessTrip = TRIP,
): TravellerReadiness {
  const all = { ...blankTravellerFields(), ...fields };
  const readiness = readinessOf(all, trip);
  return {
    ...all,
    id: `b1_${index}`,
    bookingId: 'b1',
    departureId: 'd1',
    index,
    files: { ...NO_DOCUMENT_FILES },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    readiness,
    ready: isReady(readiness),
  };
}
