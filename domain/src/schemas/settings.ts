import * as yup from 'yup';
import { isProvinceCode, POSTAL_CODE_PATTERN, PROVINCES } from '../model/agency';
import { FEW_SEATS_THRESHOLD_MAX } from '../model/availability';
import { isHslText } from '../model/color';
import { PASSPORT_RETENTION_DAYS_MAX } from '../model/passport';
import { TRAVELLER_DETAILS_LOCK_DAYS_MAX } from '../model/traveller-lock';
import { parseBasisPoints } from '../model/payments';
import { paymentTermsFields } from './payment-schemas';
import { secondFactorGraceDaysField } from './second-factor';
import {
  isHttpUrl,
  isSitePath,
  optionalEmail,
  optionalFrenchText,
  optionalText,
  URL_MAX_LENGTH,
  optionalLine,
} from './validation';

function colorField(label: string) {
  return optionalText(label, 40).test(
    'hsl-text',
    `${label} must look like '150 45% 25%' (hue 0-360, saturation% and lightness% 0-100)`,
    (v) => v === undefined || v === '' || isHslText(v),
  );
}

/** http(s) URL or empty. */
function linkField(label: string) {
  return optionalText(label, URL_MAX_LENGTH).test(
    'http-url',
    `${label} must be a web address starting with http:// or https://`,
    (v) => v === undefined || v === '' || isHttpUrl(v),
  );
}

/** http(s) URL, site-relative path, or empty. */
function imageField(label: string) {
  return optionalText(label, URL_MAX_LENGTH).test(
    'url-or-path',
    `${label} must be a web address (https://...) or a path starting with /`,
    (v) => v === undefined || v === '' || isHttpUrl(v) || isSitePath(v),
  );
}

/** One of the registration's two fields: set both or neither. */
function registrationField(
  label: string,
  max: number,
  other: 'registrationAuthority' | 'registrationNumber',
  otherLabel: string,
) {
  return optionalText(label, max).test(
    'registration-pair',
    `${label} is needed with the ${otherLabel.toLowerCase()}`,
    function (v) {
      const otherValue: unknown = (this.parent as Record<string, unknown>)[other];
      return Boolean(v) || !(typeof otherValue === 'string' && otherValue.trim());
    },
  );
}

/** A yes/no setting stored as text: 'yes' or ''. */
function yesField(label: string) {
  return optionalText(label, 3).test(
    'yes-or-empty',
    `${label} must be yes or empty`,
    (v) => !v || v === 'yes',
  );
}

/**
 * What receipts need beyond the address and registration (domain/src/model/receipts.ts): the
 * legal name, the Quebec permit and the FICAV lines when the agency sells in Quebec, the trust
 * statement and refund conditions (shown to pilgrims, so in English and French) and the
 * counsellor named when the money came in by card.
 */
function receiptFields() {
  return {
    legalName: optionalLine('Legal name', 150),
    counsellorName: optionalLine('Default travel counsellor', 100),
    sellsInQuebec: yesField('Sells in Quebec'),
    quebecPermitNumber: optionalText('Quebec permit number', 40).matches(
      /^[\w ./-]*$/,
      'Quebec permit number may contain only letters, digits, spaces and . / -',
    ),
    ficavRate: optionalText('FICAV contribution rate', 6).test(
      'ficav-rate',
      'FICAV contribution rate must be a percentage like 0.10 (from 0 to 5)',
      (v) => {
        if (!v) return true;
        const bp = parseBasisPoints(v);
        return bp !== null && bp <= 500;
      },
    ),
    ficavCredit: yesField('FICAV credit applies'),
    ficavExemptionNumber: optionalText('FICAV exemption certificate', 40),
    receiptTrustStatement: optionalText('Trust statement', 500),
    receiptTrustStatementFr: optionalFrenchText('Trust statement (French)', 500),
    refundConditions: optionalText('Refund conditions', 2000),
    refundConditionsFr: optionalFrenchText('Refund conditions (French)', 2000),
    // The booking terms the pilgrim accepts (cancellation, refunds, non-refundable amounts): a
    // change in either language publishes a new version (see model/confirmation.ts). The French
    // terms are kept as typed: spacing them on save would publish a version nobody changed.
    bookingTerms: optionalText('Booking terms', 8000),
    bookingTermsFr: optionalText('Booking terms (French)', 8000),
  };
}

/**
 * The person in charge of protecting personal information (PIPEDA principle 4.1; Quebec's Law 25
 * gives the role to the head of the business unless delegated in writing): named with a way to
 * reach them on the privacy page (/privacy).
 */
function privacyOfficerFields() {
  return {
    privacyOfficerName: optionalLine('Privacy officer', 100),
    privacyOfficerTitle: optionalLine('Privacy officer title', 100),
    privacyOfficerTitleFr: optionalFrenchText('Privacy officer title (French)', 100),
    privacyOfficerEmail: optionalEmail('Privacy officer email'),
    privacyOfficerPhone: optionalText('Privacy officer phone', 30).matches(
      /^[+\d\s().-]*$/,
      'Privacy officer phone must be a valid phone number',
    ),
    privacyOfficerAddress: optionalText('Privacy officer address', 300),
  };
}

/** A key or token: no spaces. */
function keyField(label: string) {
  return optionalText(label, 255).matches(/^\S*$/, `${label} must not contain spaces`);
}

/**
 * The admin settings form and the PUT /api/admin/settings body. Every field
 * is optional text, trimmed, '' when missing or null.
 */
export const settingsSchema = yup.object({
  siteName: optionalLine('Site name', 100),
  logoUrl: imageField('Logo URL'),
  heroImageUrl: imageField('Hero image URL'),
  whatsappNumber: optionalText('WhatsApp number', 30).test(
    'whatsapp',
    'WhatsApp number must contain 7 to 15 digits (spaces, +, -, brackets allowed)',
    (v) => {
      if (v === undefined || v === '') return true;
      const digits = v.replace(/\D/g, '').length;
      return /^\+?[\d\s().-]+$/.test(v) && digits >= 7 && digits <= 15;
    },
  ),
  email: optionalEmail('Email'),
  phone: optionalText('Phone', 30).matches(/^[+\d\s().-]*$/, 'Phone must be a valid phone number'),
  address: optionalText('Address', 300),
  city: optionalText('City', 100),
  province: optionalText('Province', 40).test(
    'province',
    `Province must be one of ${Object.keys(PROVINCES).join(', ')}`,
    (v) => v === undefined || v === '' || isProvinceCode(v),
  ),
  postalCode: optionalText('Postal code', 7).matches(POSTAL_CODE_PATTERN, {
    message: 'Postal code must look like A1A 1A1',
    excludeEmptyString: true,
  }),
  registrationAuthority: registrationField(
    'Registration authority',
    100,
    'registrationNumber',
    'Registration number',
  ),
  registrationNumber: registrationField(
    'Registration number',
    40,
    'registrationAuthority',
    'Registration authority',
  ).matches(
    /^[\w ./-]*$/,
    'Registration number may contain only letters, digits, spaces and . / -',
  ),
  primaryColor: colorField('Primary colour'),
  secondaryColor: colorField('Secondary colour'),
  accentColor: colorField('Accent colour'),
  facebookUrl: linkField('Facebook URL'),
  instagramUrl: linkField('Instagram URL'),
  twitterUrl: linkField('Twitter URL'),
  youtubeUrl: linkField('YouTube URL'),
  passportRetentionDays: optionalText('Passport retention', 4).test(
    'retention-days',
    `Passport retention must be a whole number of days from 1 to ${PASSPORT_RETENTION_DAYS_MAX}`,
    (v) =>
      v === undefined ||
      v === '' ||
      (/^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= PASSPORT_RETENTION_DAYS_MAX),
  ),
  // Days before departure from which the pilgrim's own details form is closed (blank: 21).
  travellerDetailsLockDays: optionalText('Traveller details lock', 3).test(
    'lock-days',
    `Traveller details lock must be a whole number of days from 0 to ${TRAVELLER_DETAILS_LOCK_DAYS_MAX}`,
    (v) =>
      v === undefined ||
      v === '' ||
      (/^\d{1,3}$/.test(v) && Number(v) <= TRAVELLER_DETAILS_LOCK_DAYS_MAX),
  ),
  fewSeatsThreshold: optionalText('Few seats threshold', 3).test(
    'few-seats',
    `Few seats threshold must be a whole number from 0 to ${FEW_SEATS_THRESHOLD_MAX}`,
    (v) =>
      v === undefined || v === '' || (/^\d{1,3}$/.test(v) && Number(v) <= FEW_SEATS_THRESHOLD_MAX),
  ),
  stripePublicKey: keyField('Stripe public key'),
  stripeSecretKey: keyField('Stripe secret key'),
  // Payment terms; the webhook signing secret is write-only like the secret key.
  ...paymentTermsFields(),
  ...receiptFields(),
  ...privacyOfficerFields(),
  stripeWebhookSecret: keyField('Stripe webhook signing secret'),
  // Days an admin may sign in without a second factor (blank: the default, 14).
  secondFactorGraceDays: secondFactorGraceDaysField(),
});

export type SettingsInput = yup.InferType<typeof settingsSchema>;

/** The write-only settings: stored apart (privateSettings/payment), never in public settings. */
export const SECRET_SETTINGS_KEYS = ['stripeSecretKey', 'stripeWebhookSecret'] as const;
export type SecretSettingsKey = (typeof SECRET_SETTINGS_KEYS)[number];

/** Settings anyone may read: everything but the payment secrets. */
export type PublicSettings = Omit<SettingsInput, SecretSettingsKey>;

/** What the admin settings screen reads: the secrets are write-only, shown masked. */
export type AdminSettings = PublicSettings & {
  stripeSecretKeyMasked: string;
  hasStripeSecretKey: boolean;
  stripeWebhookSecretMasked: string;
  hasStripeWebhookSecret: boolean;
};

/** Every settings key, in form order. */
export const SETTINGS_KEYS = Object.keys(settingsSchema.fields) as (keyof SettingsInput)[];

/** Every settings key except the secrets. */
export const PUBLIC_SETTINGS_KEYS: readonly (keyof PublicSettings)[] = SETTINGS_KEYS.filter(
  (k): k is keyof PublicSettings => !(SECRET_SETTINGS_KEYS as readonly string[]).includes(k),
);

const MASK = '••••••••';

/**
 * Masks a secret for display: '••••••••' + the last 4 characters when it is
 * at least 12 long, else only the dots; '' for an empty secret.
 */
export function maskSecret(secret: string | null | undefined): string {
  if (!secret) return '';
  return secret.length >= 12 ? MASK + secret.slice(-4) : MASK;
}

/** True when a submitted secret is (or contains) the mask, i.e. the admin left it unchanged. */
export function isMaskedSecret(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.includes('•');
}

/** Public settings from stored (possibly partial) data: missing keys become '', the secret is never copied. */
export function toPublicSettings(
  stored: Partial<Record<keyof SettingsInput, unknown>> | null | undefined,
): PublicSettings {
  const out = {} as PublicSettings;
  for (const key of PUBLIC_SETTINGS_KEYS) {
    const v = stored?.[key];
    out[key] = typeof v === 'string' ? v : '';
  }
  return out;
}

/** The admin view of stored settings plus the stored secrets (masked here). */
export function toAdminSettings(
  stored: Partial<Record<keyof SettingsInput, unknown>> | null | undefined,
  secret: string | null | undefined,
  webhookSecret?: string | null,
): AdminSettings {
  return {
    ...toPublicSettings(stored),
    stripeSecretKeyMasked: maskSecret(secret),
    hasStripeSecretKey: !!secret,
    stripeWebhookSecretMasked: maskSecret(webhookSecret),
    hasStripeWebhookSecret: !!webhookSecret,
  };
}

/**
 * The settings that decide where money goes, where pilgrims write or call, or how staff sign in:
 * changing one needs a fresh second-factor check, and each change is mailed to the addresses as
 * they were before it and to every admin's own address (design.md section 4, "Staff sign-in").
 * The payment secrets are write-only and compared apart (a masked or blank value keeps them).
 */
export const GUARDED_SETTINGS = {
  stripePublicKey: 'the Stripe public key',
  etransferEmail: 'the e-Transfer address',
  etransferInstructions: 'the e-Transfer instructions',
  etransferInstructionsFr: 'the French e-Transfer instructions',
  paymentMethods: 'the accepted payment methods',
  email: 'the staff email',
  phone: 'the phone number',
  whatsappNumber: 'the WhatsApp number',
  secondFactorGraceDays: 'the two-step sign-in grace period',
} as const satisfies Partial<Record<keyof PublicSettings, string>>;

/** Settings that hold an address staff read: the alert about a change goes to their old value too. */
export const GUARDED_MAILBOXES = ['email', 'etransferEmail'] as const;
