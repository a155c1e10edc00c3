import { nightsLabel } from '../components/nights';
import { OPENING_HOURS } from '@umrah/domain/constants';
import { OFFICE_HOURS_MESSAGES } from '../components/office-hours';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { en } from './catalogs/en';
import { fr } from './catalogs/fr';
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
      if (!/[{}#]/.test(text)) expect(tf(id as keyof typeof en), id).toBe(text);
    }
  });

  it('give an island only the compiled messages it names, in one language', () => {
    const messages = islandMessages('fr-CA', ['nav.home', 'footer.rights']);
    expect(Object.keys(messages)).toEqual(['nav.home', 'footer.rights']);
    expect(JSON.stringify(messages)).toContain('Accueil');
    expect(JSON.stringify(messages)).not.toContain('Home');
  });
});

describe('the office hours', () => {
  it('say in English exactly the times of OPENING_HOURS, Sunday closed', () => {
    const t = translatorFor('en-CA');
    const shown = (time: string) => {
      const [h = 0, m = 0] = time.split(':').map(Number);
      return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
    };
    const open = OPENING_HOURS.map((o) => ({
      days: o.days.length > 1 ? `${o.days[0]} - ${o.days.at(-1)}` : o.days[0],
      hours: `${shown(o.opens)} - ${shown(o.closes)}`,
    }));
    expect(
      OFFICE_HOURS_MESSAGES.map((row) => ({ days: t(row.days), hours: t(row.hours) })),
    ).toEqual([...open, { days: 'Sunday', hours: 'Closed' }]);
  });
});

describe('plurals', () => {
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

  it('say nights in English exactly as nightsLabel does', () => {
    const en = translatorFor('en-CA');
    for (let n = 0; n <= 30; n++) expect(en('count.nights', { count: n })).toBe(nightsLabel(n));
  });
});
