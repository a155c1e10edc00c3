// Manifests for the PDF's tests and for looking at the PDF: `count` travellers on a departure.
import type { Manifest, ManifestRow } from '@umrah/domain/model/manifest';

const SURNAMES = ['Siddiqui', 'Rahman', 'Khan', 'Haddad', 'Diallo', 'Benali', 'Chowdhury'];
const GIVEN = ['Fatima Zahra', 'Omar', 'Aisha', 'Yusuf Ibrahim', 'Mariam', 'Bilal', 'Khadija'];

export function manifestOf(count: number): Manifest {
  const rows = Array.from({ length: count }, (_v, i): ManifestRow => ({
    number: i + 1,
    bookingReference: `7KQ${Math.floor(i / 3) + 1}-M9XD`,
    traveller: {
      surname: `${SURNAMES[i % SURNAMES.length]}${i + 1}`,
      givenNames: GIVEN[i % GIVEN.length] ?? '',
      sex: i % 2 ? 'M' : 'F',
      dateOfBirth: `19${60 + (i % 40)}-0${(i % 9) + 1}-1${i % 10}`,
      nationality: i % 4 ? 'Canada' : 'Pakistan',
      passportNumber: `AB${String(100000 + i)}`,
      passportExpiryDate: '2031-05-31',
      visaNumber: i % 5 ? `60${String(1000000 + i)}` : '',
    },
  }));
  return {
    departureId: 'dep1',
    departureDate: '2027-03-01',
    returnDate: '2027-03-15',
    packageTitle: 'Ramadan Umrah 2027',
    flights: {
      airline: 'Saudia',
      flightNumbers: 'SV 72 / SV 71',
      departureAirport: 'YYZ',
      departureTime: '21:40',
      connections: 'via Jeddah, 3 h',
    },
    rows,
  };
}
