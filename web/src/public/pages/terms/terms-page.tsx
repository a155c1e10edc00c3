import { termsText } from '@umrah/domain/model/confirmation';
import { languageOf, storedLanguageOf } from '@umrah/domain/model/locale';
import { splitParagraphs } from '@umrah/domain/model/text';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { definePage } from '../../page';
import { PageBanner } from '../../ui/page-banner';

/** The booking terms in force, in `lang`, and the language they are written in ('' : none). */
export function bookingTermsOf(settings: PublicSettings, lang: 'en' | 'fr') {
  const texts = { en: settings.bookingTerms ?? '', fr: settings.bookingTermsFr ?? '' };
  const text = termsText(texts, lang);
  const written: 'en' | 'fr' = texts[lang].trim() ? lang : lang === 'fr' ? 'en' : 'fr';
  return { text, lang: written };
}

/**
 * /terms: the booking terms the pilgrim accepts by sending the booking form (and again on the pay
 * page when they change), as staff wrote them in the settings. Each change is kept as a numbered
 * version on the server, so a booking's confirmation prints the version its pilgrim accepted.
 */
export const termsPage = definePage({
  path: '/terms',
  render: ({ settings, locale, t }) => {
    // The terms are written in English and French; an Arabic or Urdu page shows the English.
    const { text, lang } = bookingTermsOf(settings, storedLanguageOf(locale));
    const pageLang = languageOf(locale);
    return {
      title: t('terms.title'),
      description: t('terms.description'),
      body: (
        <>
          <PageBanner eyebrow={t('terms.eyebrow')} title={t('terms.title')} />
          <div className="container terms">
            <section className="card" aria-label={t('terms.title')}>
              {text ? (
                <div lang={lang !== pageLang ? lang : undefined}>
                  {splitParagraphs(text).map((paragraph, i) => (
                    <p key={i}>{paragraph}</p>
                  ))}
                </div>
              ) : (
                <p>{t('terms.none')}</p>
              )}
            </section>
          </div>
        </>
      ),
    };
  },
});
