// Demo departures, by their package's slug: several per package, among them one nearly full, one
// sold out with a waiting list, one guaranteed and two in Ramadan 2027 (it begins about
// 8 February 2027; the last ten nights about 27 February). Their seats are held by staff holds
// (group and airline blocks): held seats from confirmed bookings come only with those bookings.
import type { DepartureInput } from '@umrah/domain/schemas/departure';

export interface SeedDeparture {
  packageSlug: string;
  /** Fixed so a test or a link can name it. */
  id: string;
  departure: Partial<DepartureInput> & Pick<DepartureInput, 'departureDate' | 'capacity'>;
  holds?: { label: string; seats: number }[];
  /** Waiting-list requests (name, travellers), oldest first. */
  waiting?: { fullName: string; email: string; travellers: number }[];
}

const SAUDIA_YYZ = {
  airline: 'Saudia',
  flightNumbers: 'SV 72 / SV 71',
  departureAirport: 'Toronto (YYZ)',
  departureTime: '18:45',
  connections: '',
  legs: [],
};

export const seedDepartures: SeedDeparture[] = [
  {
    packageSlug: 'ramadan-last-ten-nights',
    id: 'ramadan-2027-first-days',
    departure: {
      departureDate: '2027-02-07',
      capacity: 30,
      flights: SAUDIA_YYZ,
      notes: 'Arrive for the first night of Ramadan (moon sighting may move it by a day).',
      fr: {
        notes:
          'Arrivée pour la première nuit du Ramadan (l’observation de la lune peut la décaler d’un jour).',
        connections: '',
      },
    },
  },
  {
    packageSlug: 'ramadan-last-ten-nights',
    id: 'ramadan-2027-last-ten',
    departure: {
      departureDate: '2027-02-25',
      returnDate: '2027-03-12',
      capacity: 40,
      // Each flight with its local times: the hotels' rooming lists give the arrival and departure.
      flights: {
        ...SAUDIA_YYZ,
        legs: [
          {
            direction: 'outbound',
            flightNumber: 'SV 72',
            from: 'YYZ',
            to: 'JED',
            departsAt: '2027-02-25T18:45',
            arrivesAt: '2027-02-26T13:20',
          },
          {
            direction: 'return',
            flightNumber: 'SV 71',
            from: 'MED',
            to: 'YYZ',
            departsAt: '2027-03-11T23:55',
            arrivesAt: '2027-03-12T06:40',
          },
        ],
      },
      prices: { quad: 3899, triple: null, double: null, singleSupplement: null },
      balanceDueDate: '2026-12-31',
    },
    // Nearly full: 4 seats left (few seats: the threshold is 5).
    holds: [{ label: 'Group block: Masjid Al-Noor, Mississauga', seats: 36 }],
  },
  {
    packageSlug: 'december-holiday-umrah',
    id: 'december-2027-holidays',
    departure: {
      departureDate: '2027-12-17',
      returnDate: '2027-12-31',
      capacity: 24,
      flights: { ...SAUDIA_YYZ, connections: 'Via Jeddah' },
    },
    // Sold out, with a waiting list.
    holds: [{ label: 'Airline block: Saudia group fare', seats: 24 }],
    waiting: [
      { fullName: 'Yusuf Karim', email: 'yusuf.karim@example.com', travellers: 2 },
      { fullName: 'Maryam Haddad', email: 'maryam.haddad@example.com', travellers: 4 },
    ],
  },
  {
    packageSlug: 'december-holiday-umrah',
    id: 'december-2027-new-year',
    departure: {
      departureDate: '2027-12-26',
      capacity: 24,
      flights: SAUDIA_YYZ,
      // Paid monthly: a 20% deposit, then every month until the last instalment 45 days out.
      paymentPlan: {
        deposit: { type: 'percent', value: 2_000 },
        instalments: { type: 'monthly', dates: [] },
        finalDaysBefore: 45,
      },
    },
  },
  {
    packageSlug: 'premium-5-star-umrah',
    id: 'premium-2027-january',
    departure: {
      departureDate: '2027-01-14',
      returnDate: '2027-01-25',
      capacity: 20,
      status: 'guaranteed',
      flights: {
        airline: 'Turkish Airlines',
        flightNumbers: 'TK 18 / TK 94',
        departureAirport: 'Montreal (YUL)',
        departureTime: '21:10',
        connections: 'Via Istanbul, 2 h 40 min',
        legs: [],
      },
    },
    holds: [{ label: 'Tour leader and scholar', seats: 2 }],
  },
  {
    packageSlug: 'premium-5-star-umrah',
    id: 'premium-2027-march-break',
    departure: { departureDate: '2027-03-13', capacity: 20 },
  },
  {
    packageSlug: 'economy-umrah-14-days',
    id: 'economy-2027-november',
    departure: { departureDate: '2027-11-04', returnDate: '2027-11-18', capacity: 45 },
  },
  {
    packageSlug: 'economy-umrah-14-days',
    id: 'economy-2028-january',
    departure: { departureDate: '2028-01-06', capacity: 45 },
  },
];
