// What a manifest says, read back from the PDF: every traveller, at most 25 names a page with the
// header row on each, page numbers, the agency's registration and the flights, each flagged row
// saying why, in English or French, on A4 landscape.
import { describe, expect, it } from 'vitest';
import { manifestOf } from '../../../../test-support/manifest-fixtures';
import { aLogo } from '../../../../test-support/logo-fixture';
import { pdfText } from '../../../../test-support/pdf-text';
import { ontario } from '../../../../test-support/receipt-fixtures';
import { renderManifestPdf } from './manifest-pdf';

const at = new Date('2026-11-26T15:07:00Z');
const pagesOf = (text: string) => text.split(/page \d+ of \d+/).slice(0, -1);

describe('the manifest PDF', () => {
  it('lists every traveller with the agency, the departure, the flights and the time made', async () => {
    const text = await pdfText(await renderManifestPdf(manifestOf(5), ontario, at));
    for (const expected of [
      'Noor Haramain Travels Inc.',
      'Registration: TICO (Ontario) 50099999',
      'Group manifest',
      'Ramadan Umrah 2027, 1 March 2027 to 15 March 2027',
      'Flights: Saudia SV 72 / SV 71, from YYZ at 21:40 (via Jeddah, 3 h)',
      '5 travellers · Every row complete',
      'Generated 26 November 2026 at 10:07 (Toronto time)',
      // Surname and given names apart, as the passport prints them; countries as ISO codes.
      'Surname Given names Sex Date of birth Nationality Issuing',
      '7K01-M9XD SIDDIQUI1 FATIMA ZAHRA F',
      ' PAK PAK AB100000 ',
      // Passport dates written out, never ISO (an airline agent reads them).
      '10 Jan 1960',
      '1 Jun 2021',
      '31 May 2031',
      'HADDAD4 YUSUF IBRAHIM',
      'page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('flags an incomplete row, an unknown country and a passport expiring too soon', async () => {
    const pdf = await renderManifestPdf(manifestOf(13), ontario, at);
    const text = await pdfText(pdf);
    expect(text).toContain('13 travellers · 3 rows to check');
    expect(text).toContain('Missing: sex, issue date');
    expect(text).toMatch(/Passport expires 30 Jun 2027, needed\s*to 15 Sep 2027/);
    expect(text).toContain('Country not recognised: nationality');
    // The free text is not printed in the nationality column.
    expect(text).not.toContain('Atlantis');
    // A4 landscape: 842 x 595 points.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  });

  it('reads in French when asked', async () => {
    const text = await pdfText(
      await renderManifestPdf(manifestOf(13), ontario, at, { language: 'fr' }),
    );
    for (const expected of [
      'Manifeste du groupe',
      'Nom Prénoms',
      'Nationalité',
      '13 voyageurs · 3 lignes à vérifier',
      'Manque : sexe, date de délivrance',
      '10 janv. 1960',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('keeps 25 names a page under a letterhead with the agency’s logo', async () => {
    const pdf = await renderManifestPdf(manifestOf(26), ontario, at, { logo: await aLogo() });
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    expect(pagesOf(await pdfText(pdf))).toHaveLength(2);
  });

  it('breaks the page after 25 names and repeats the header row', async () => {
    const text = await pdfText(await renderManifestPdf(manifestOf(26), ontario, at));
    const pages = pagesOf(text);
    expect(pages).toHaveLength(2);
    expect(text).toContain('page 1 of 2');
    expect(text).toContain('page 2 of 2');
    for (const page of pages) {
      expect(page).toContain('Given names');
      expect(page).toContain('Passport no.');
    }
    for (let n = 1; n <= 26; n++) {
      const page = n <= 25 ? pages[0] : pages[1];
      expect(page).toContain(`AB${100000 + n - 1}`);
    }
    expect(pages[1]).not.toContain('AB100024');
  });

  it('keeps 25 names on one page under a long header', async () => {
    const long = manifestOf(25);
    long.packageTitle = 'Ramadan Umrah 2027, last ten nights with Madinah first and a day in Taif';
    long.flights.connections = 'via Jeddah, 3 h; return via Riyadh, 5 h, with a change of terminal';
    const text = await pdfText(await renderManifestPdf(long, ontario, at));
    expect(pagesOf(text)).toHaveLength(1);
    expect(text).toContain('AB100024');
  });

  it('prints one page that says so when nobody is confirmed yet', async () => {
    const text = await pdfText(await renderManifestPdf(manifestOf(0), ontario, at));
    expect(text).toContain('No confirmed travellers yet.');
    expect(text).toContain('page 1 of 1');
  });
});
