// The "Send me news and offers" checkbox of the public forms (model/marketing.ts): optional,
// false unless ticked, separate from the booking's privacy consent.
import * as yup from 'yup';
import type { ValidationMessages } from '../model/validation-messages';

/** true / false (JSON), 'true' / 'false' / 'on' / '' (a multipart form); absent: false. */
export const marketingConsentField = (m: ValidationMessages) =>
  yup
    .boolean()
    .typeError(m.marketingConsent)
    .transform((value: unknown, original: unknown) =>
      original === '' ? false : original === 'on' ? true : value,
    )
    .nonNullable(m.marketingConsent)
    .default(false);
