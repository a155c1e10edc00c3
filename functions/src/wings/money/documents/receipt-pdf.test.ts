// What a receipt says, read back from the PDF: the fields of Quebec's s. 18 and Ontario's
// O. Reg. 26/05 s. 38, in the booking's language, with the FICAV lines only for an agency that
// sells in Quebec, and "COPY" on reprints.
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../test-support/pdf-text';
import {
  frenchReceipt,
  ontarioReceipt,
  quebecEnglishReceipt,
  quebecReceipt,
} from '../../../../test-support/receipt-fixtures';
import { renderReceiptPdf } from './receipt-pdf';

const textOf = async (...args: Parameters<typeof renderReceiptPdf>) =>
  pdfText(await renderReceiptPdf(...args));

describe('a receipt of an Ontario agency that does not sell in Quebec', () => {
  it('shows the number, date, customer, services, amounts, trust, refund terms, registration and counsellor', async () => {
    const text = await textOf(ontarioReceipt, { copy: false });
    for (const expected of [
      'Noor Haramain Travels Inc.',
      '7450 Dundas Street East, Suite 210, Mississauga, ON L4X 2W6',
      'Registration: TICO (Ontario) 50099999',
      'Receipt no. R-000042',
      'Date: 26 November 2026',
      'Booking reference: UMR-4F2K9A',
      'Fatima Siddiqui',
      '12 Maple Avenue, Brampton, ON L6X 1A1',
      'Ramadan Umrah 2027: quad room, 2 travellers, departure 1 March 2027',
      'Amount received (Interac e-Transfer)',
      '$1,500.00',
      'Total price of the services',
      '$6,400.00',
      'Paid to date',
      '$2,500.00',
      'Balance to collect',
      '$3,900.00',
      'Funds held in trust',
      'Funds received are held in trust in our TICO trust account.',
      'Refund conditions',
      'Cancellation 60 days or more before departure: full refund less fees.',
      'Travel counsellor',
      'Aisha Rahman',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('FICAV');
    expect(text).not.toContain('COPY');
  });

  it('speaks French on a French booking, accents and all', async () => {
    const text = await textOf(frenchReceipt, { copy: false });
    for (const expected of [
      'Reçu n° R-000043',
      'Date : 26 novembre 2026',
      'Montant reçu (Virement Interac)',
      '1 500,00 $',
      'Solde à percevoir',
      '3 900,00 $',
      'Fonds détenus en fidéicommis',
      // No French trust text in the settings: the English one stands in.
      'Funds received are held in trust in our TICO trust account.',
      'Annulation 60 jours ou plus avant le départ : remboursement complet, moins les frais.',
      'chambre quadruple, 2 voyageurs, départ le 1er mars 2027',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says COPY on a reprint', async () => {
    expect(await textOf(ontarioReceipt, { copy: true })).toContain('COPY');
  });
});

describe('a receipt of an agency that sells in Quebec', () => {
  it('adds the permit, the FICAV contribution on the total with its rate, the credit, and the FICAV mention', async () => {
    const text = await textOf(quebecEnglishReceipt, { copy: false });
    for (const expected of [
      'Quebec permit: 702345',
      'FICAV contribution (0.10%)',
      // 0.10 % of the services' total ($6,400), credited back by the fund (s. 39.01).
      '$6.40',
      'Credit applicable',
      '-$6.40',
      'Tourist services paid but not received, may be reimbursed by the Fonds d’indemnisation des clients des agents de voyages.',
      'www.ficav.gouv.qc.ca',
      'Travel counsellor',
      'Élise Bérubé',
      'Hélène Côté-Benali',
      'Amount received (Cheque)',
    ]) {
      expect(text.replace(/\n/g, ' ')).toContain(expected);
    }
    // The default trust and refund texts when the settings give none.
    expect(text).toContain('held in trust in the agency’s trust account');
  });

  it('in French, with "COPIE" on a reprint', async () => {
    const text = (await textOf(quebecReceipt, { copy: true })).replace(/\n/g, ' ');
    for (const expected of [
      'COPIE',
      'Permis du Québec : 702345',
      'Contribution au FICAV (0,10 %)',
      '6,40 $',
      'Crédit applicable',
      'Les services touristiques payés, mais non reçus, peuvent être remboursés',
      'Conseiller en voyages',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('a receipt on a payment plan', () => {
  it('names the next instalment and what is left of it, in the booking’s language', async () => {
    const nextDue = { date: '2027-01-15', amountCents: 130_000 };
    const en = await textOf({ ...ontarioReceipt, nextDue }, { copy: false });
    expect(en).toContain('Next instalment, due by 15 January 2027 $1,300.00');
    const fr = await textOf({ ...frenchReceipt, nextDue }, { copy: false });
    expect(fr).toContain('Prochain versement, à payer au plus tard le 15 janvier 2027 1 300,00 $');
    // None left, or no plan: no such line.
    expect(await textOf({ ...ontarioReceipt, nextDue: null }, { copy: false })).not.toContain(
      'Next instalment',
    );
  });
});
