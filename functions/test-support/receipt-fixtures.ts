// Receipts for the PDF's tests and for looking at the PDF: an Ontario agency and a Quebec one.
import { receiptAgencyOf, type Receipt } from '@umrah/domain/model/receipts';

export const ontario = receiptAgencyOf({
  siteName: 'Noor Haramain Travels',
  legalName: 'Noor Haramain Travels Inc.',
  address: '7450 Dundas Street East, Suite 210',
  city: 'Mississauga',
  province: 'ON',
  postalCode: 'L4X 2W6',
  phone: '+1 (905) 555-0186',
  email: 'salam@noorharamain.example',
  registrationAuthority: 'TICO (Ontario)',
  registrationNumber: '50099999',
  receiptTrustStatement: 'Funds received are held in trust in our TICO trust account.',
  refundConditions: 'Cancellation 60 days or more before departure: full refund less fees.',
  refundConditionsFr:
    'Annulation 60 jours ou plus avant le départ : remboursement complet, moins les frais.',
});

export const quebec = receiptAgencyOf({
  siteName: 'Voyages Al-Noor',
  legalName: 'Voyages Al-Noor inc.',
  address: '1250, rue Jean-Talon Est',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2R 1W3',
  phone: '+1 (514) 555-0123',
  email: 'info@alnoor.example',
  registrationAuthority: 'TICO (Ontario)',
  registrationNumber: '50012345',
  sellsInQuebec: 'yes',
  quebecPermitNumber: '702345',
  ficavRate: '0.10',
  ficavCredit: 'yes',
  counsellorName: 'Élise Bérubé',
});

const base: Receipt = {
  number: 'R-000042',
  seq: 42,
  bookingId: 'booking-1',
  kind: 'payment',
  amountCents: 150_000,
  method: 'etransfer',
  paymentId: 'p1',
  issuedAt: '2026-11-26T15:04:00.000Z',
  language: 'en',
  customer: {
    name: 'Fatima Siddiqui',
    address: '12 Maple Avenue, Brampton, ON L6X 1A1',
    email: 'fatima@example.com',
  },
  services: {
    packageTitle: 'Ramadan Umrah 2027',
    roomType: 'quad',
    travellers: 2,
    departureDate: '2027-03-01',
  },
  totalCents: 640_000,
  paidCents: 250_000,
  reference: 'UMR-4F2K9A',
  counsellor: 'Aisha Rahman',
  agency: ontario,
  originalIssuedAt: null,
};

export const ontarioReceipt: Receipt = base;
export const frenchReceipt: Receipt = { ...base, number: 'R-000043', seq: 43, language: 'fr' };
export const quebecReceipt: Receipt = {
  ...base,
  number: 'R-000044',
  seq: 44,
  language: 'fr',
  method: 'cheque',
  customer: {
    name: 'Hélène Côté-Benali',
    address: '88, rue Saint-Denis, Montréal (Québec) H2X 3K4',
    email: 'helene@example.com',
  },
  counsellor: 'Élise Bérubé',
  agency: quebec,
};
export const quebecEnglishReceipt: Receipt = {
  ...quebecReceipt,
  number: 'R-000045',
  seq: 45,
  language: 'en',
};
