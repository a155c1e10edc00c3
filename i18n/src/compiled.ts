/**
 * A translator over messages already compiled on the server. Islands use it in the browser with
 * the few messages their props carry; it needs only Lingui's core, never the ICU parser, so it is
 * the one module of this package that browser code may import for its values.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { frenchSpacing } from '@umrah/domain/model/french-typography';
import { dirOf, type Locale } from '@umrah/domain/model/locale';

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
  // In Arabic and Urdu, each text value (a package title, a date, a price, a phone number) is
  // isolated (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, the text form of <bdi>): English
  // words or digits inside right-to-left text keep their own order. Numbers stay numbers for
  // the plurals.
  if (dirOf(locale) === 'rtl') {
    return (id, values) => i18n._(id, values && isolateTexts(values));
  }
  return (id, values) => i18n._(id, values);
}

function isolateTexts(values: MessageValues): MessageValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && value !== '' && !value.startsWith('\u2066')
        ? `\u2068${value}\u2069`
        : value,
    ]),
  );
}
