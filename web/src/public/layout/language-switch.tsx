import {
  dirOf,
  languageOf,
  localizedPath,
  otherLocales,
  type Locale,
} from '@umrah/domain/model/locale';
import { translatorFor } from '@umrah/i18n/translate';
import { useSite, useT } from '../site-context';

/**
 * The links to the same page in each other language the page exists in (same package, same
 * post): each language's name written in itself, with its `lang` and `dir` and a label in that
 * language, so a screen reader says it right. The page script remembers the choice
 * (client/language-notice.ts).
 */
function LanguageLinks({ className }: { className: string }) {
  const { path, locale } = useSite();
  return otherLocales(locale, path).map((target) => {
    const theirs = translatorFor(target);
    return (
      <li key={target}>
        <a
          className={className}
          href={localizedPath(path, target)}
          hrefLang={target}
          lang={languageOf(target)}
          dir={dirOf(target)}
          aria-label={theirs('language.switchLabel')}
          data-language-switch={target}
        >
          {theirs('language.name')}
        </a>
      </li>
    );
  });
}

/**
 * The top bar's language menu: a disclosure (details/summary: no script, keyboard and screen
 * reader ready) naming the page's language, opening on the other languages.
 */
export function LanguageMenu() {
  const t = useT();
  return (
    <details className="language-menu" data-language-menu="">
      <summary className="language-menu__button" aria-label={t('language.menu')}>
        {t('language.name')}
      </summary>
      <ul className="list-plain language-menu__list">
        <LanguageLinks className="language-menu__link" />
      </ul>
    </details>
  );
}

/** The mobile menu's languages: one link per other language, listed. */
export function LanguageList({ className }: { className: string }) {
  return <LanguageLinks className={className} />;
}

/**
 * "Cette page existe en français", "هذه الصفحة متوفرة باللغة العربية"…: on English pages only,
 * one notice per other language written in that language, all hidden until the page script
 * sees a first visit whose browser prefers one of them (navigator.languages; never a redirect,
 * no cookie, so the CDN's one cached copy serves everyone).
 */
export function LanguageNotice() {
  const { path, locale } = useSite();
  if (locale !== 'en-CA') return null;
  return otherLocales(locale, path).map((target) => (
    <Notice key={target} target={target} path={path} />
  ));
}

function Notice({ target, path }: { target: Locale; path: string }) {
  // Written in the offered language: it speaks to its reader.
  const theirs = translatorFor(target);
  return (
    <div
      className="language-notice"
      lang={languageOf(target)}
      dir={dirOf(target)}
      data-language-notice={target}
      hidden
    >
      <div className="container language-notice__inner">
        <p>{theirs('language.notice')}</p>
        <a className="btn btn--primary" href={localizedPath(path, target)} hrefLang={target}>
          {theirs('language.noticeLink')}
        </a>
        <button type="button" className="btn btn--outline" data-language-notice-dismiss="">
          {theirs('language.noticeDismiss')}
        </button>
      </div>
    </div>
  );
}
