import { languageOf, localizedPath, otherLocale } from '@umrah/domain/model/locale';
import { translatorFor } from '@umrah/i18n/translate';
import { useSite, useT } from '../site-context';

/**
 * The link to the same page in the other language (same package, same post): the other
 * language's name, written in that language and marked with its `lang`, so a screen reader
 * says it right. The page script remembers the choice (client/language-notice.ts).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { path, locale } = useSite();
  const t = useT();
  const target = otherLocale(locale);
  return (
    <a
      className={className}
      href={localizedPath(path, target)}
      hrefLang={target}
      lang={languageOf(target)}
      aria-label={t('language.switchLabel')}
      data-language-switch={target}
    >
      {t('language.switch')}
    </a>
  );
}

/**
 * "Cette page existe en français": on English pages only, hidden until the page script sees a
 * first visit whose browser prefers French (navigator.languages; never a redirect, no cookie,
 * so the CDN's one cached copy serves everyone).
 */
export function LanguageNotice() {
  const { path, locale } = useSite();
  if (locale !== 'en-CA') return null;
  // Written in French on an English page: it speaks to a French reader.
  const french = translatorFor('fr-CA');
  return (
    <div className="language-notice" lang="fr" data-language-notice="" hidden>
      <div className="container language-notice__inner">
        <p>{french('language.notice')}</p>
        <a className="btn btn--primary" href={localizedPath(path, 'fr-CA')} hrefLang="fr-CA">
          {french('language.noticeLink')}
        </a>
        <button type="button" className="btn btn--outline" data-language-notice-dismiss="">
          {french('language.noticeDismiss')}
        </button>
      </div>
    </div>
  );
}
