import { MARKETING_CONSENT_TEXT_VERSION } from '@umrah/domain/model/marketing';
import { describe, expect, it } from 'vitest';
import { formsEn } from './catalogs/forms.en';
import { formsFr } from './catalogs/forms.fr';
import { formsAr } from './catalogs/forms.ar';
import { formsUr } from './catalogs/forms.ur';

/**
 * The words a visitor consented to are known by their version (stored with each consent): the
 * checkbox's texts are pinned to it here. Changed the words? Give them a new
 * MARKETING_CONSENT_TEXT_VERSION and pin the new words beside it (keep the old ones in git: a
 * stored version must stay readable).
 */
const PINNED = {
  version: 'news-offers-2026-11-26',
  words: [
    'Send me news and offers',
    'Optional. Occasional emails about our packages and departures; every one has a link to unsubscribe.',
    'Envoyez-moi vos nouvelles et vos offres',
    'Facultatif. Des courriels de temps à autre sur nos forfaits et nos départs ; chacun contient un lien pour vous désabonner.',
    // The same words in Arabic and Urdu (stored consents from those pages carry this version).
    'أرسلوا إليّ الأخبار والعروض',
    'اختياري. رسائل بريد إلكتروني من حين لآخر عن باقاتنا ورحلاتنا، وفي كل رسالة رابط لإلغاء الاشتراك.',
    'مجھے خبریں اور پیشکشیں بھیجیں',
    'اختیاری۔ ہمارے پیکجز اور روانگیوں کے بارے میں کبھی کبھار ای میلز؛ ہر ای میل میں سبسکرپشن ختم کرنے کا لنک ہوتا ہے۔',
  ],
};

describe('the news-and-offers checkbox', () => {
  it('has the words of its text version, in English, French, Arabic and Urdu', () => {
    expect(MARKETING_CONSENT_TEXT_VERSION).toBe(PINNED.version);
    expect([
      formsEn['forms.common.marketingConsent'],
      formsEn['forms.common.marketingConsentHelp'],
      formsFr['forms.common.marketingConsent'],
      formsFr['forms.common.marketingConsentHelp'],
      formsAr['forms.common.marketingConsent'],
      formsAr['forms.common.marketingConsentHelp'],
      formsUr['forms.common.marketingConsent'],
      formsUr['forms.common.marketingConsentHelp'],
    ]).toEqual(PINNED.words);
  });
});
