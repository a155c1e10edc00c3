/**
 * The forms' texts in the page's language, in the browser: the island's props carry the
 * compiled messages it uses (islandMessages on the server, one language only) and Lingui's core
 * formats them; no catalog and no ICU parser is downloaded.
 */
import { ApiError, errorMessage } from '@umrah/domain/model/api-error';
import { storedLanguageOf, type Locale } from '@umrah/domain/model/locale';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { FormMessageId } from '@umrah/i18n/catalogs/forms.en';
import { compiledTranslator, type Messages } from '@umrah/i18n/compiled';
import { useState } from 'react';

/** What a form island gets for its texts (its props, as JSON). */
export interface FormTextProps {
  locale: Locale;
  /** The compiled messages of this language that the island uses. */
  messages: Messages;
}

export type FormT = (id: FormMessageId, values?: Record<string, string | number>) => string;

export function formTranslator({ locale, messages }: FormTextProps): FormT {
  return compiledTranslator<FormMessageId>(locale, messages);
}

/** The island's translator, made once per mount. */
export function useFormText(props: FormTextProps): { t: FormT; language: FormLanguage } {
  const [t] = useState(() => formTranslator(props));
  // Arabic and Urdu requests are stored (and answered, and mailed) in English for now.
  return { t, language: storedLanguageOf(props.locale) };
}

/**
 * A failed submission's text in the page's language: the server already answers in it; the
 * browser's own failures (no network, spam check not solved) are worded here.
 */
export function failureText(error: unknown, t: FormT): string {
  if (error instanceof ApiError && error.status === 0) return t('forms.common.networkError');
  if (error instanceof ApiError && error.code === 'spam_check_failed') {
    return t('forms.common.spamCheckFailed');
  }
  return errorMessage(error, t('forms.common.tryAgain'));
}
