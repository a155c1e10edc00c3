import { describe, expect, it } from 'vitest';
import {
  isInsuranceAnswer,
  needsTermsAcceptance,
  termsChanged,
  termsInForce,
  termsText,
} from './confirmation';

describe('insurance answers', () => {
  it('accepts the three answers only', () => {
    expect(isInsuranceAnswer('declined')).toBe(true);
    expect(isInsuranceAnswer('own_coverage')).toBe(true);
    expect(isInsuranceAnswer('maybe')).toBe(false);
    expect(isInsuranceAnswer('')).toBe(false);
  });
});

describe('terms versions', () => {
  const v1 = { en: 'Deposit non-refundable.', fr: 'Acompte non remboursable.' };

  it('a first text, or a change in either language, makes a new version', () => {
    expect(termsChanged(null, v1)).toBe(true);
    expect(termsChanged(v1, { ...v1, fr: 'Acompte non remboursable après 7 jours.' })).toBe(true);
    expect(termsChanged(v1, { ...v1, en: 'Deposit refundable for 7 days.' })).toBe(true);
  });

  it('the same texts (spaces around them aside) keep the version', () => {
    expect(termsChanged(v1, { en: ` ${v1.en} `, fr: v1.fr })).toBe(false);
    expect(termsChanged(null, { en: '', fr: '' })).toBe(false);
  });

  it('clearing published terms is a change', () => {
    expect(termsChanged(v1, { en: '', fr: '' })).toBe(true);
  });

  it('reads one language, or the other when it is blank', () => {
    expect(termsText(v1, 'fr')).toBe('Acompte non remboursable.');
    expect(termsText({ en: 'Only English', fr: ' ' }, 'fr')).toBe('Only English');
  });

  it('puts no terms in force once both texts are cleared', () => {
    expect(termsInForce({ ...v1, version: 1 })).toEqual({ ...v1, version: 1 });
    expect(termsInForce({ en: 'Only English', fr: '' })).not.toBeNull();
    expect(termsInForce({ en: ' ', fr: '' })).toBeNull();
    expect(termsInForce(null)).toBeNull();
  });

  it('asks the pilgrim again only for a newer version than theirs', () => {
    expect(needsTermsAcceptance(null, null)).toBe(false);
    expect(needsTermsAcceptance(null, 1)).toBe(true);
    expect(needsTermsAcceptance({ version: 1 }, 1)).toBe(false);
    expect(needsTermsAcceptance({ version: 1 }, 2)).toBe(true);
  });
});
