import type { LocalizedText } from '@umrah/domain/model/bilingual';
import { languageOf, type Locale } from '@umrah/domain/model/locale';
import type { ReactNode } from 'react';
import { useLocale } from '../site-context';

/**
 * The `lang` attribute of a text shown on a page of `locale`: none when the text is in the page's
 * language, else its own ('en' for English content on a French page, 'fr' for a French review on
 * an English page), so screen readers switch voice for it.
 */
export function langOf(lang: 'en' | 'fr' | undefined, locale: Locale): 'en' | 'fr' | undefined {
  const own = lang ?? 'en';
  return own === languageOf(locale) ? undefined : own;
}

type Tag = 'h1' | 'h2' | 'h3' | 'p' | 'span' | 'div' | 'blockquote';

/**
 * A content text (localizedField's answer) in an element that says its language when it is not
 * the page's: `<Localized as="h1" text={title} />`. Children replace the value when the text
 * needs more markup (paragraphs, a list) but the same `lang`.
 */
export function Localized({
  as: Element = 'span',
  text,
  className,
  id,
  children,
}: {
  as?: Tag;
  text: LocalizedText<unknown>;
  className?: string;
  id?: string;
  children?: ReactNode;
}) {
  const lang = langOf(text.lang, useLocale());
  return (
    <Element className={className} id={id} lang={lang}>
      {children ?? (text.value as ReactNode)}
    </Element>
  );
}
