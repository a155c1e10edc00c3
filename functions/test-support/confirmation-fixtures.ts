// Confirmations for the PDF's tests and for looking at the PDF: an Ontario agency's English one
// and a Quebec agency's French one.
import type { ConfirmationFacts } from '@umrah/domain/model/confirmation';
import { ontario, quebec } from './receipt-fixtures';

export const ontarioConfirmation: ConfirmationFacts = {
  language: 'en',
  reference: 'UMR-4F2K9A',
  issuedOn: '2026-11-26',
  agency: ontario,
  counsellor: 'Aisha Rahman',
  customer: {
    name: 'Fatima Siddiqui',
    email: 'fatima@example.com',
    phone: '+1 416 555 0101',
    address: '12 Maple Avenue, Brampton, ON L6X 1A1',
  },
  packageTitle: 'Ramadan Umrah 2027',
  roomType: 'quad',
  travellers: 2,
  travellerNames: ['FATIMA SIDDIQUI', ''],
  departureDate: '2027-03-01',
  returnDate: '2027-03-15',
  flights: {
    airline: 'Saudia',
    flightNumbers: 'SV 72 / SV 71',
    departureAirport: 'YYZ',
    departureTime: '21:40',
    connections: 'via Jeddah, 3 h',
    legs: [],
  },
  hotels: [
    { city: 'Makkah', hotel: 'Swissotel Al Maqam', nights: 8 },
    { city: 'Madinah', hotel: 'Pullman Zamzam Madinah', nights: 6 },
  ],
  inclusions: ['Return flights from Toronto', 'Umrah visa', 'Ziyarat tours'],
  exclusions: ['Travel insurance', 'Meals not listed'],
  money: {
    totalCents: 640_000,
    depositCents: 100_000,
    depositDueDate: '2026-12-03',
    balanceCents: 540_000,
    balanceDueDate: '2027-01-15',
    paidCents: 100_000,
    schedule: null,
  },
  terms: {
    version: 3,
    text: 'Deposit non-refundable. Cancellation 60 days or more before departure: full refund of the balance.',
    acceptedAt: '2026-11-20T14:00:00.000Z',
  },
  policy: {
    version: 'cp-1a2b3c4d',
    lines: [
      'More than 60 days before departure: no cancellation fee',
      '60 days or fewer before departure: 50% of the price per traveller',
    ],
    acceptedAt: '2026-11-12T15:00:00.000Z',
  },
  insurance: 'declined',
};

export const quebecConfirmation: ConfirmationFacts = {
  ...ontarioConfirmation,
  language: 'fr',
  agency: quebec,
  counsellor: 'Élise Bérubé',
  packageTitle: 'Omra du Ramadan 2027',
  flights: null,
  hotels: [{ city: 'Médine', hotel: 'Pullman Zamzam Madinah', nights: 6 }],
  inclusions: ['Vols aller-retour depuis Montréal'],
  exclusions: [],
  terms: { version: 4, text: 'Acompte non remboursable.', acceptedAt: null },
  policy: {
    version: 'cp-1a2b3c4d',
    lines: ['Plus de 60\u00a0jours avant le départ\u00a0: aucuns frais d’annulation'],
    acceptedAt: null,
  },
  insurance: '',
};
