// What a confirmation says, read back from the PDF: what O. Reg. 26/05 s. 36 and 38 (Ontario) and
// Quebec's Regulation respecting travel agents ask of it, in the booking's language.
import { describe, expect, it } from 'vitest';
import { allocatePayments, scheduleLines } from '@umrah/domain/model/money/plan-allocation';
import {
  ontarioConfirmation,
  quebecConfirmation,
} from '../../../../test-support/confirmation-fixtures';
import { pdfText } from '../../../../test-support/pdf-text';
import { renderConfirmationPdf } from './confirmation-pdf';

describe('the confirmation of an Ontario agency', () => {
  it('discloses the trip, its suppliers, the all-in price and schedule, terms, insurance and documents', async () => {
    const text = await pdfText(await renderConfirmationPdf(ontarioConfirmation));
    for (const expected of [
      'Noor Haramain Travels Inc.',
      'Registration: TICO (Ontario) 50099999',
      'Booking confirmation',
      'Booking reference: UMR-4F2K9A',
      'Fatima Siddiqui',
      'Ramadan Umrah 2027: quad room, 2 travellers',
      'Travellers (names as on the passports)',
      '1. FATIMA SIDDIQUI',
      '2. name to come: please enter it on your trip page',
      'Departure 1 March 2027, return 15 March 2027',
      'Saudia SV 72 / SV 71, leaving YYZ 21:40',
      'Connections: via Jeddah, 3 h',
      'Makkah: Swissotel Al Maqam, 8 nights',
      'Madinah: Pullman Zamzam Madinah, 6 nights',
      'Return flights from Toronto',
      'Not included',
      'Travel insurance',
      'All-in price in Canadian dollars (taxes and fees included)',
      '$6,400.00',
      'Deposit, due by 3 December 2026',
      '$1,000.00',
      'Balance, due by 15 January 2027',
      '$5,400.00',
      'Cancellation and refund terms',
      'Deposit non-refundable.',
      'Terms version 3, accepted 20 November 2026.',
      'Cancellation policy',
      '60 days or fewer before departure: 50% of the price per traveller',
      'Cancellation policy cp-1a2b3c4d, accepted 12 November 2026.',
      'Cancellation insurance and out-of-province health insurance are available',
      'Your answer: you declined the insurance we offered.',
      'A passport valid at least six months after the return date',
      'meningitis ACWY',
      'Entry to a country may be refused by its authorities',
      'Aisha Rahman',
      'page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('FICAV');
  });
});

describe('the confirmation of a Quebec agency, in French', () => {
  it('speaks French, names the permit and carries the FICAV lines', async () => {
    const text = await pdfText(await renderConfirmationPdf(quebecConfirmation));
    for (const expected of [
      'Confirmation de réservation',
      'Permis du Québec',
      '702345',
      'Omra du Ramadan 2027 : chambre quadruple, 2 voyageurs',
      '2. nom à venir : veuillez l’inscrire sur votre page de voyage',
      'Les détails des vols vous seront envoyés',
      'Médine : Pullman Zamzam Madinah, 6 nuits',
      'Prix tout compris en dollars canadiens',
      '6 400,00 $',
      'FICAV',
      'Acompte non remboursable.',
      'Conditions, version 4 : nous vous demanderons de les accepter',
      'Politique d’annulation',
      'Politique d’annulation cp-1a2b3c4d, en vigueur pour votre départ.',
      'Votre réponse : pas encore notée.',
      'méningite ACWY',
      'Élise Bérubé',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Not included');
    expect(text).not.toContain('Non inclus');
  });
});

describe('the confirmation’s pages', () => {
  it('never leave a heading alone at the foot of a page', async () => {
    // One hotel more pushes the counsellor's name over the page's foot.
    const longer = {
      ...quebecConfirmation,
      hotels: [
        { city: 'La Mecque', hotel: 'Swissotel Al Maqam', nights: 8 },
        ...quebecConfirmation.hotels,
      ],
    };
    const text = await pdfText(await renderConfirmationPdf(longer));
    const pages = text.split(/page \d+ sur \d+/).slice(0, -1);
    expect(pages.length).toBe(2);
    const withName = pages.find((p) => p.includes('Élise Bérubé'));
    expect(withName).toContain('Conseiller en voyages');
  });
});

describe('the confirmation’s last page', () => {
  it('keeps its last sentence with the counsellor who signs, wherever the page ends', async () => {
    // Each hotel more moves the page's end: somewhere it falls between the two.
    for (let extra = 0; extra <= 8; extra += 1) {
      const c = {
        ...ontarioConfirmation,
        hotels: [
          ...Array.from({ length: extra }, () => ({
            city: 'Makkah',
            hotel: 'Swissotel Al Maqam',
            nights: 1,
          })),
          ...ontarioConfirmation.hotels,
        ],
      };
      const text = await pdfText(await renderConfirmationPdf(c));
      const pages = text.split(/page \d+ of \d+/).slice(0, -1);
      const signed = pages.find((p) => p.includes('Aisha Rahman'));
      expect(signed, `${extra} hotels more`).toContain('may be refused by its authorities');
    }
  });
});

describe('the confirmation of a booking on a payment plan', () => {
  const plan = [
    { date: '2026-12-03', amountCents: 100_000, kind: 'deposit' as const },
    { date: '2027-01-15', amountCents: 180_000, kind: 'instalment' as const },
    { date: '2027-02-15', amountCents: 180_000, kind: 'instalment' as const },
    { date: '2027-03-15', amountCents: 180_000, kind: 'final' as const },
  ];
  const withPlan = (c: typeof ontarioConfirmation, paidCents: number) => ({
    ...c,
    money: {
      ...c.money,
      paidCents,
      schedule: scheduleLines(allocatePayments(plan, paidCents)),
    },
  });

  it('lists each instalment, paid or left, the next one named, instead of deposit and balance', async () => {
    const text = await pdfText(await renderConfirmationPdf(withPlan(ontarioConfirmation, 150_000)));
    for (const expected of [
      'Deposit, 3 December 2026',
      '$1,000.00 · paid',
      'Instalment 1, 15 January 2027',
      '$1,800.00 · $1,300.00 left',
      'Instalment 2, 15 February 2027',
      'Last instalment, 15 March 2027',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Balance, due by');
  });

  it('says it in French, the next instalment named', async () => {
    const text = await pdfText(await renderConfirmationPdf(withPlan(quebecConfirmation, 100_000)));
    expect(text).toContain('Versement 1, 15 janvier 2027');
    expect(text).toContain('1 800,00 $ · le prochain');
    expect(text).toContain('Dernier versement, 15 mars 2027');
  });
});
