/**
 * Messages in the page's language, through Lingui's core (no macro: ids are explicit). The
 * source catalogs are ICU strings (catalogs/en.ts, catalogs/fr.ts); the server compiles each once
 * here, and islands get only the compiled messages they use, in their props (islandMessages), so
 * the browser never loads the ICU parser.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { frenchSpacing } from '@umrah/domain/french-typography';
import type { Locale } from '@umrah/domain/locale';
import { en, type MessageId } from './catalogs/en';
import { fr } from './catalogs/fr';

export type { MessageId };

/** A message's values: numbers for plurals, strings for the rest. */
export type MessageValues = Record<string, string | number>;

/** A message in the page's language, its `{placeholders}` and plurals filled in. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export const SOURCE_CATALOGS: Record<Locale, Record<MessageId, string>> = {
  'en-CA': en,
  'fr-CA': fr,
};

const compiled = new Map<Locale, Messages>();

/** The compiled catalog of a language (compiled once per server instance). */
export function compiledCatalog(locale: Locale): Messages {
  let messages = compiled.get(locale);
  if (!messages) {
    const source = SOURCE_CATALOGS[locale];
    messages = Object.fromEntries(
      Object.entries(source).map(([id, text]) => [id, compileMessage(text)]),
    );
    compiled.set(locale, messages);
  }
  return messages;
}

const instances = new Map<Locale, I18n>();

/** The translator of a language, from its compiled catalog. */
export function translatorFor(locale: Locale): Translate {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: compiledCatalog(locale) } });
    instances.set(locale, i18n);
  }
  const active = i18n;
  // French punctuation spacing is the formatter's, never the catalog's.
  if (locale === 'fr-CA') return (id, values) => frenchSpacing(active._(id, values));
  return (id, values) => active._(id, values);
}

/** The compiled messages an island needs, for its props: only these, only in this language. */
export function islandMessages(locale: Locale, ids: readonly MessageId[]): Messages {
  const catalog = compiledCatalog(locale);
  return Object.fromEntries(ids.map((id) => [id, catalog[id] ?? id]));
}
