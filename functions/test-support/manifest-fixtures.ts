// Manifests for the PDF's tests and for looking at the PDF: `count` travellers on a departure,
// three to a booking; every seventh traveller lacks their sex and issue date, every eleventh has a
// passport expiring too soon and every thirteenth a nationality written as free text.
import { manifestRows, type Manifest, type ManifestSource } from '@umrah/domain/model/manifest';

const SURNAMES = ['Siddiqui', 'Rahman', 'Khan', 'Haddad', 'Diallo', 'Benali', 'Chowdhury'];
const GIVEN = ['Fatima Zahra', 'Omar', 'Aisha', 'Yusuf Ibrahim', 'Mariam', 'Bilal', 'Khadija'];

export function manifestOf(count: number): Manifest {
  const travellers = Array.from({ length: count }, (_v, i): ManifestSource => {
    const incomplete = i % 7 === 6;
    return {
      bookingId: `b${String(Math.floor(i / 3) + 1).padStart(3, '0')}`,
      index: (i % 3) + 1,
      surname: `${SURNAMES[i % SURNAMES.length]}${i + 1}`,
      givenNames: GIVEN[i % GIVEN.length] ?? '',
      sex: incomplete ? null : i % 2 ? 'M' : 'F',
      dateOfBirth: `19${60 + (i % 40)}-0${(i % 9) + 1}-1${i % 10}`,
      nationality: i % 13 === 12 ? 'Atlantis' : i % 4 ? 'CAN' : 'PAK',
      passportIssuingCountry: i % 4 ? 'CAN' : 'PAK',
      passportNumber: `AB${String(100000 + i)}`,
      passportIssueDate: incomplete ? null : '2021-06-01',
      passportExpiryDate: i % 11 === 10 ? '2027-06-30' : '2031-05-31',
      visaNumber: i % 5 ? `60${String(1000000 + i)}` : '',
    };
  });
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
      legs: [],
    },
    // References that sort as the bookings were made ("7K01-M9XD").
    rows: manifestRows(travellers, (id) => `7K${id.slice(2)}-M9XD`, '2027-03-15'),
  };
}
