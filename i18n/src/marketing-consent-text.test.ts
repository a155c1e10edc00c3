import { createHash } from 'node:crypto';
import { MARKETING_CONSENT_TEXT_VERSION } from '@umrah/domain/model/marketing';
import { describe, expect, it } from 'vitest';
import { formsEn } from './catalogs/forms.en';
import { formsFr } from './catalogs/forms.fr';

/**
 * The words a visitor consented to are known by their version (stored with each consent): the
 * checkbox's texts are pinned to it here. Changed the words? Give them a new
 * MARKETING_CONSENT_TEXT_VERSION and pin the new fingerprint beside it.
 */
const PINNED = {
  version: 'news-offers-2026-11-26',
  fingerprint: 'ff54a3905b2bdd9b',
};

describe('the news-and-offers checkbox', () => {
  it('has the words of its text version, in English and French', () => {
    const words = [
      formsEn['forms.common.marketingConsent'],
      formsEn['forms.common.marketingConsentHelp'],
      formsFr['forms.common.marketingConsent'],
      formsFr['forms.common.marketingConsentHelp'],
    ];
    const fingerprint = createHash('sha256').update(JSON.stringify(words)).digest('hex');
    expect(MARKETING_CONSENT_TEXT_VERSION).toBe(PINNED.version);
    expect(fingerprint.slice(0, 16)).toBe(PINNED.fingerprint);
  });
});
