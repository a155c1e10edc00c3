/**
 * A translator over messages already compiled on the server. Islands use it in the browser with
 * the few messages their props carry; it needs only Lingui's core, never the ICU parser, so it is
 * the one module of this package that browser code may import for its values.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { frenchSpacing } from '@umrah/domain/model/french-typography';
import type { Locale } from '@umrah/domain/model/locale';

export type { Messages };

/** A message's values: numbers for plurals, strings for the rest. */
export type MessageValues = Record<string, string | number>;

/** Formats compiled messages of one language: `t(id, values)`. */
export function compiledTranslator<Id extends string>(
  locale: Locale,
  messages: Messages,
): (id: Id, values?: MessageValues) => string {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  // French punctuation spacing is the formatter's, never the catalog's: one rule for the pages,
  // their islands and the mails.
  if (locale === 'fr-CA') return (id, values) => frenchSpacing(i18n._(id, values));
  return (id, values) => i18n._(id, values);
}
