/**
 * The forms' texts in the page's language, in the browser: the island's props carry the
 * compiled messages it uses (islandMessages on the server, one language only) and Lingui's core
 * formats them; no catalog and no ICU parser is downloaded.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { ApiError, errorMessage } from '@umrah/domain/api-error';
import { SPAM_CHECK_FAILED } from '@umrah/domain/constants';
import { frenchSpacing } from '@umrah/domain/french-typography';
import { languageOf, type Locale } from '@umrah/domain/locale';
import type { FormLanguage } from '@umrah/domain/validation-messages';
import { useState } from 'react';
import type { FormMessageId } from '../../i18n/catalogs/forms.en';

/** What a form island gets for its texts (its props, as JSON). */
export interface FormTextProps {
  locale: Locale;
  /** The compiled messages of this language that the island uses. */
  messages: Messages;
}

export type FormT = (id: FormMessageId, values?: Record<string, string | number>) => string;

export function formTranslator({ locale, messages }: FormTextProps): FormT {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  // French punctuation spacing is the formatter's, as on the server's pages.
  if (locale === 'fr-CA') return (id, values) => frenchSpacing(i18n._(id, values));
  return (id, values) => i18n._(id, values);
}

/** The island's translator, made once per mount. */
export function useFormText(props: FormTextProps): { t: FormT; language: FormLanguage } {
  const [t] = useState(() => formTranslator(props));
  return { t, language: languageOf(props.locale) };
}

/**
 * A failed submission's text in the page's language: the server already answers in it; the
 * browser's own failures (no network, spam check not solved) are worded here.
 */
export function failureText(error: unknown, t: FormT): string {
  if (error instanceof ApiError && error.status === 0) return t('forms.common.networkError');
  if (error instanceof ApiError && error.userMessage === SPAM_CHECK_FAILED) {
    return t('forms.common.spamCheckFailed');
  }
  return errorMessage(error, t('forms.common.tryAgain'));
}
