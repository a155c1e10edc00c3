import { describe, expect, it } from 'vitest';
import { exportLetter } from './export-letter';

const CSV = {
  messages: 'messages.csv',
  bookings: 'bookings.csv',
  payments: 'payments.csv',
  receipts: 'receipts.csv',
  passportScans: 'passport-scans.csv',
  travellers: 'travellers.csv',
  groupMessages: 'group-messages.csv',
  mails: 'mails.csv',
  marketingContacts: 'marketing-contacts.csv',
  auditEntries: 'audit-entries.csv',
};
const settings = { siteName: 'Noor', email: 'salam@noor.example', privacyOfficerEmail: '' };
const record = (kind: 'messages' | 'receipts', id: string) => ({
  kind,
  id,
  label: id,
  kept: kind === 'receipts',
  fields: {},
});

describe('the letter that opens an access archive', () => {
  it('names each file with what it holds, in French for a French reader', () => {
    const letter = exportLetter(
      {
        email: 'amina@example.ca',
        records: [record('messages', 'm1'), record('messages', 'm2'), record('receipts', 'r1')],
      },
      CSV,
      settings,
      'fr',
      '2026-05-01',
    );
    expect(letter.fileName).toBe('LISEZ-MOI.txt');
    expect(letter.text.split('\r\n')).toEqual([
      'Vos renseignements personnels détenus par Noor',
      '',
      'Préparé le 1er mai 2026 pour amina@example.ca, en réponse à votre demande de consulter les renseignements que nous détenons sur vous.',
      '',
      'Ce que contient cette archive\u00a0:',
      '- everything.json\u00a0: tous les dossiers ci-dessous en un seul fichier, pour un ordinateur.',
      '- messages.csv\u00a0: les messages que vous nous avez envoyés (2\u00a0dossiers)',
      '- receipts.csv\u00a0: les reçus que nous vous avons remis (1\u00a0dossier)',
      '',
      expect.stringContaining('Les reçus et les paiements'),
      '',
      'Des questions sur cette archive\u00a0: salam@noor.example.',
      '',
    ]);
  });

  it('says plainly when nothing is held', () => {
    const letter = exportLetter(
      { email: 'x@example.ca', records: [] },
      CSV,
      settings,
      'en',
      '2026-05-01',
    );
    expect(letter.fileName).toBe('README.txt');
    expect(letter.text).toContain('We hold no record about this address.');
    expect(letter.text).toContain('Prepared on 1 May 2026 for x@example.ca');
  });
});
