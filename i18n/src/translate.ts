/**
 * Messages in one language, through Lingui's core (no macro: ids are explicit), for everything
 * that speaks to a visitor or pilgrim: the server-rendered pages, their islands and the mails.
 * The source catalogs are ICU strings (catalogs/en.ts, catalogs/fr.ts); the server compiles each
 * once here, and islands get only the compiled messages they use, in their props
 * (islandMessages), so the browser never loads the ICU parser.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '@umrah/domain/model/locale';
import { en, type MessageId } from './catalogs/en';
import { fr } from './catalogs/fr';
import { ar } from './catalogs/ar';
import { ur } from './catalogs/ur';
import { compiledTranslator, type MessageValues, type Messages } from './compiled';

export type { MessageId, MessageValues };

/** A message in the page's (or mail's) language, its `{placeholders}` and plurals filled in. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export const SOURCE_CATALOGS: Record<Locale, Record<MessageId, string>> = {
  'en-CA': en,
  'fr-CA': fr,
  ar,
  ur,
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

const translators = new Map<Locale, Translate>();

/** The translator of a language, from its compiled catalog. */
export function translatorFor(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = compiledTranslator<MessageId>(locale, compiledCatalog(locale));
    translators.set(locale, t);
  }
  return t;
}

/** The compiled messages an island needs, for its props: only these, only in this language. */
export function islandMessages(locale: Locale, ids: readonly MessageId[]): Messages {
  const catalog = compiledCatalog(locale);
  return Object.fromEntries(ids.map((id) => [id, catalog[id] ?? id]));
}
