import { TRAVELERS_MAX, TRAVELERS_MIN } from '@umrah/domain/model/constants';
import { travelersLabel } from '@umrah/domain/model/travelers';
import { parse, type Token } from '@messageformat/parser';
import { frenchSpacing } from '@umrah/domain/model/french-typography';
import { describe, expect, it } from 'vitest';
import { bilingualOnlyEn, en } from './catalogs/en';
import { fr } from './catalogs/fr';
import { ar } from './catalogs/ar';
import { ur } from './catalogs/ur';
import { islandMessages, translatorFor } from './translate';

/** The placeholder and plural argument names a message uses, sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        for (const c of token.cases) visit(c.tokens);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe('the message catalogs', () => {
  it('have the same ids in English and French, none empty', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of [...Object.entries(en), ...Object.entries(fr)]) {
      expect(text.trim(), id).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const id of Object.keys(en) as (keyof typeof en)[]) {
      expect(argumentsOf(fr[id]), id).toEqual(argumentsOf(en[id]));
    }
  });

  it('fill in placeholders', () => {
    expect(translatorFor('en-CA')('footer.rights', { year: 2026, name: 'Agency' })).toBe(
      '© 2026 Agency. All rights reserved.',
    );
    expect(translatorFor('fr-CA')('footer.rights', { year: 2026, name: 'Agence' })).toBe(
      '© 2026 Agence. Tous droits réservés.',
    );
  });

  it('keep every plain English text exactly as written (no ICU escaping surprises)', () => {
    const t = translatorFor('en-CA');
    for (const [id, text] of Object.entries(en)) {
      if (!/[{}#]/.test(text)) expect(t(id as keyof typeof en), id).toBe(text);
    }
    const tf = translatorFor('fr-CA');
    for (const [id, text] of Object.entries(fr)) {
      if (!/[{}#]/.test(text)) expect(tf(id as keyof typeof en), id).toBe(frenchSpacing(text));
    }
  });

  it('leave French punctuation spacing to the formatter: none written by hand', () => {
    for (const [id, text] of Object.entries(fr)) {
      expect(text, id).not.toMatch(/[\u00a0\u202f][:;!?%»]|«[\u00a0\u202f]/u);
    }
    expect(translatorFor('fr-CA')('forms.common.networkError')).toBe(
      'Erreur de réseau\u00a0: vérifiez votre connexion et réessayez.',
    );
  });

  it('give an island only the compiled messages it names, in one language', () => {
    const messages = islandMessages('fr-CA', ['nav.home', 'footer.rights']);
    expect(Object.keys(messages)).toEqual(['nav.home', 'footer.rights']);
    expect(JSON.stringify(messages)).toContain('Accueil');
    expect(JSON.stringify(messages)).not.toContain('Home');
  });
});

describe('the Arabic and Urdu catalogs', () => {
  const publicIds = (Object.keys(en) as (keyof typeof en)[]).filter(
    (id) => !(id in bilingualOnlyEn),
  );

  it('translate every public page text, with the English placeholders', () => {
    expect(publicIds.length).toBeGreaterThan(400);
    for (const catalog of [ar, ur]) {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
      for (const id of publicIds) {
        expect(catalog[id].trim(), id).not.toBe('');
        expect(argumentsOf(catalog[id]), id).toEqual(argumentsOf(en[id]));
      }
    }
  });

  it('are written in their own script: no English sentence left, Urdu letters in Urdu', () => {
    for (const catalog of [ar, ur]) {
      for (const id of publicIds) {
        // A text of only Latin letters is English left behind (placeholders, brands and
        // examples like you@example.com aside).
        const words = catalog[id]
          .replace(/\{\w+(, plural,)?|\b(zero|one|two|few|many|other)\b/g, '')
          .replace(/Stripe|PDF|JPE?G|PNG|MB|you@example\.com/g, '');
        if (/[a-z]{3,}/i.test(words)) expect(words, id).toMatch(/[\u0600-\u06ff]/u);
      }
    }
    // Urdu is typed with its own kaf, yeh and heh (ک ی ہ), never Arabic's (ك ي ه ة).
    for (const id of publicIds) expect(ur[id], id).not.toMatch(/[\u0643\u064a\u0647\u0629]/u);
    // And Arabic never with Urdu's.
    for (const id of publicIds) expect(ar[id], id).not.toMatch(/[\u06a9\u06cc\u06c1\u06d2]/u);
  });

  it('name each language in itself for the language switch', () => {
    expect(
      ['en-CA', 'fr-CA', 'ar', 'ur'].map((l) => translatorFor(l as never)('language.name')),
    ).toEqual(['English', 'Français', 'العربية', 'اردو']);
  });
});

describe('plurals', () => {
  it('follow Arabic’s six categories and Urdu’s two', () => {
    const tar = translatorFor('ar');
    expect(tar('count.nights', { count: 1 })).toBe('ليلة واحدة');
    expect(tar('count.nights', { count: 2 })).toBe('ليلتان');
    expect(tar('count.nights', { count: 7 })).toBe('7 ليالٍ');
    expect(tar('count.nights', { count: 14 })).toBe('14 ليلة');
    const tur = translatorFor('ur');
    expect(tur('count.nights', { count: 1 })).toBe('1 رات');
    expect(tur('count.nights', { count: 14 })).toBe('14 راتیں');
  });

  it('follow each language’s rules: French 0 and 1 are singular', () => {
    const en = translatorFor('en-CA');
    const fr = translatorFor('fr-CA');
    expect(en('count.people', { count: 1 })).toBe('1 person');
    expect(en('count.people', { count: 0 })).toBe('0 people');
    expect(fr('count.people', { count: 1 })).toBe('1 personne');
    expect(fr('count.people', { count: 2 })).toBe('2 personnes');
    expect(fr('count.nights', { count: 0 })).toBe('0 nuit');
    expect(fr('count.nights', { count: 14 })).toBe('14 nuits');
  });
});

describe('the mails', () => {
  it('count travellers in English as the booking form’s choices do', () => {
    const en = translatorFor('en-CA');
    for (let n = TRAVELERS_MIN; n <= TRAVELERS_MAX; n++) {
      expect(en('mail.ack.travellersValue', { count: n })).toBe(travelersLabel(n));
    }
  });

  it('count travellers in French with the plural', () => {
    const fr = translatorFor('fr-CA');
    expect(fr('mail.ack.travellersValue', { count: 1 })).toBe('1 personne');
    expect(fr('mail.pay.roomValue', { room: 'double', count: 3 })).toBe('double, 3 voyageurs');
  });
});
