import * as yup from 'yup';
import { isIsoDate } from '../model/dates';
import { frenchSpacing } from '../model/french-typography';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../model/slugify';
import { linesToList } from '../model/text';
import { EN_VALIDATION, type ValidationMessages } from '../model/validation-messages';

/** Field path -> first human-readable message for that field. */
export type FieldErrors = Record<string, string>;

/** Key in FieldErrors for an error about the input as a whole (e.g. not an object). */
export const FORM_ERROR_KEY = '_form';

export type ParseResult<T> =
  { ok: true; value: T } | { ok: false; errors: FieldErrors; message: string };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Own enumerable keys only, minus prototype-polluting ones. */
function cleanObject(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (!FORBIDDEN_KEYS.has(key)) out[key] = value[key];
  }
  return out;
}

/**
 * For a nested object field (a transform before its fields are cast): an object with a
 * prototype-polluting own key ('__proto__' from JSON.parse), on which yup's object cast would
 * throw, becomes a value that is no object, so the field fails its type check (400).
 */
export const refuseForbiddenKeys = (value: unknown): unknown =>
  isPlainObject(value) && Object.keys(value).some((key) => FORBIDDEN_KEYS.has(key))
    ? 'an object with a forbidden key'
    : value;

/** A lone UTF-16 surrogate: text no store, mail or page can carry (it has no UTF-8 form). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The paths of the strings in `value` that are not well-formed text (depth-limited). */
function unreadablePaths(value: unknown, path: string, out: string[], depth = 0): void {
  if (depth > 20 || out.length > 20) return;
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) out.push(path || FORM_ERROR_KEY);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unreadablePaths(item, `${path}[${i}]`, out, depth + 1));
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      unreadablePaths(item, path ? `${path}.${key}` : key, out, depth + 1);
    }
  }
}

function failure(errors: FieldErrors, m: ValidationMessages): ParseResult<never> {
  return { ok: false, errors, message: m.invalidInput(Object.values(errors).join('; ')) };
}

function unreadableErrors(value: unknown, m: ValidationMessages) {
  const paths: string[] = [];
  unreadablePaths(value, '', paths);
  if (paths.length === 0) return null;
  return failure(Object.fromEntries(paths.map((p) => [p, m.unreadable(p)])), m);
}

/** Finds the field whose value made the schema throw (each field checked alone). */
function thrownErrors(
  schema: yup.AnySchema,
  value: unknown,
  options: yup.ValidateOptions,
  m: ValidationMessages,
) {
  const fields = (schema as { fields?: Record<string, unknown> }).fields;
  const errors: FieldErrors = {};
  if (fields && isPlainObject(value)) {
    for (const key of Object.keys(fields)) {
      try {
        schema.validateSyncAt(key, value, options);
      } catch (err) {
        if (!(err instanceof yup.ValidationError)) errors[key] = m.unreadable(key);
      }
    }
  }
  if (Object.keys(errors).length === 0) errors[FORM_ERROR_KEY] = m.unreadable(FORM_ERROR_KEY);
  return failure(errors, m);
}

/**
 * Validates and casts `input` (a form's values or a request body) with `schema`.
 * Unknown keys are dropped (stripUnknown) and all errors are collected
 * (abortEarly: false); `errors` holds the first message per field path and
 * `message` lists them: 'Invalid input: Title is required; Slug ...'.
 * For an object schema, input that is not a plain object (null, array,
 * string, undefined...) fails with errors[FORM_ERROR_KEY].
 *
 * Synchronous: domain schemas must only use synchronous tests. `context` is
 * yup's context (e.g. `{ today: 'YYYY-MM-DD' }` for the booking schema).
 */
export function parseWith<S extends yup.AnySchema>(
  schema: S,
  input: unknown,
  context?: Record<string, unknown>,
  m: ValidationMessages = EN_VALIDATION,
): ParseResult<yup.InferType<S>> {
  let value = input;
  if (schema.type === 'object') {
    if (!isPlainObject(input)) {
      return {
        ok: false,
        errors: { [FORM_ERROR_KEY]: m.notAnObject },
        // 'Invalid input: expected a JSON object' in English.
        message: m.invalidInput(m.notAnObject.charAt(0).toLowerCase() + m.notAnObject.slice(1)),
      };
    }
    value = cleanObject(input);
  }
  const unreadable = unreadableErrors(value, m);
  if (unreadable) return unreadable;
  const options = { abortEarly: false, stripUnknown: true, ...(context ? { context } : {}) };
  try {
    const parsed = schema.validateSync(value, options) as yup.InferType<S>;
    return { ok: true, value: parsed };
  } catch (err) {
    // A value that makes a schema throw something else (yup calling a `toString` that is no
    // function): a bad input all the same, answered as one, naming its field.
    if (!(err instanceof yup.ValidationError)) return thrownErrors(schema, value, options, m);
    const errors: FieldErrors = {};
    const list = err.inner.length > 0 ? err.inner : [err];
    for (const e of list) {
      const key = e.path ? e.path : FORM_ERROR_KEY;
      if (!(key in errors)) errors[key] = e.message;
    }
    return { ok: false, errors, message: m.invalidInput(Object.values(errors).join('; ')) };
  }
}

// ---------------------------------------------------------------------------
// URL helpers and field builders shared by the entity schemas.
// ---------------------------------------------------------------------------

export const URL_MAX_LENGTH = 2048;

// After the host: no spaces and none of the characters a URL never holds unencoded (RFC 3986),
// so a stored URL cannot break out of an HTML attribute; no backslash, which browsers read as '/'.
const HTTP_URL =
  /^https?:\/\/(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::\d{1,5})?(?:[/?#][^\s<>"`{}|\\^]*)?$/i;

/** An absolute http(s) URL with a host name and no spaces (no user:password@ part). */
export function isHttpUrl(s: unknown): s is string {
  return typeof s === 'string' && HTTP_URL.test(s);
}

/** A site-relative path like '/images/hero.jpg' (not protocol-relative '//host'). */
export function isSitePath(s: unknown): s is string {
  return typeof s === 'string' && /^\/(?![/\\])[^\s<>"`{}|\\^]*$/.test(s);
}

/**
 * Trims strings and leaves anything else for the type check. Use instead of
 * yup's `.trim()`, which throws a TypeError on non-string input (e.g. `{}`).
 */
export const trimString = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** Lowercases strings; anything else is left for the type check (see trimString). */
export const lowercaseString = (value: unknown): unknown =>
  typeof value === 'string' ? value.toLowerCase() : value;

/** Turns '' (a blank form field) into `to` before other checks run. */
const blankTo =
  <T>(to: T) =>
  (value: unknown, original: unknown): unknown =>
    original === '' || (typeof original === 'string' && original.trim() === '') ? to : value;

/** Line breaks of every kind (CR, LF, NEL, the Unicode line and paragraph separators, VT, FF). */
const LINE_BREAKS = /[\r\n\v\f\u0085\u2028\u2029]+/g;

/**
 * For single-line fields (names, titles, subjects): trims, and folds every run of line breaks
 * into one space, so a typed CR/LF can never start a new header line where the value is used
 * (a mail subject names a person or a package).
 */
export const foldLines = (value: unknown): unknown =>
  typeof value === 'string' ? value.replace(LINE_BREAKS, ' ').trim() : value;

/** Required trimmed text. */
export function requiredText(label: string, max: number, m: ValidationMessages = EN_VALIDATION) {
  return yup
    .string()
    .typeError(m.text(label))
    .transform(trimString)
    .required(m.required(label))
    .max(max, m.maxLength(label, max));
}

/** Optional trimmed text; missing or null becomes ''. */
export function optionalText(label: string, max: number, m: ValidationMessages = EN_VALIDATION) {
  return yup
    .string()
    .typeError(m.text(label))
    .transform((value: unknown, original: unknown) => (original === null ? '' : value))
    .transform(trimString)
    .max(max, m.maxLength(label, max))
    .default('');
}

/** Required single-line text: line breaks folded into spaces (foldLines). */
export function requiredLine(label: string, max: number, m: ValidationMessages = EN_VALIDATION) {
  return requiredText(label, max, m).transform(foldLines);
}

/** Optional single-line text: line breaks folded into spaces (foldLines). */
export function optionalLine(label: string, max: number, m: ValidationMessages = EN_VALIDATION) {
  return optionalText(label, max, m).transform(foldLines);
}

/**
 * Optional French text staff type (settings, a departure's notes): stored with French
 * punctuation spacing (frenchSpacing, the catalogs' one rule), so they type plain spaces.
 */
export function optionalFrenchText(label: string, max: number) {
  return optionalText(label, max).transform((value: unknown) =>
    typeof value === 'string' ? frenchSpacing(value) : value,
  );
}

/** Required whole number in [min, max]; a blank form field counts as missing. */
export function requiredInt(
  label: string,
  min: number,
  max?: number,
  m: ValidationMessages = EN_VALIDATION,
) {
  let schema = yup
    .number()
    .transform(blankTo(undefined))
    .typeError(m.number(label))
    .required(m.required(label))
    .integer(m.wholeNumber(label))
    .min(min, max === undefined ? m.atLeast(label, min) : m.between(label, min, max));
  if (max !== undefined) schema = schema.max(max, m.between(label, min, max));
  return schema;
}

function between(label: string, min: number, max: number) {
  return EN_VALIDATION.between(label, min, max);
}

/** Optional whole number in [min, max]; blank or missing becomes null. */
export function optionalInt(label: string, min: number, max?: number) {
  let schema = yup
    .number()
    .transform(blankTo(null))
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`)
    .min(min, max === undefined ? `${label} must be at least ${min}` : between(label, min, max));
  if (max !== undefined) schema = schema.max(max, between(label, min, max));
  return schema.nullable().default(null);
}

/** Required http(s) URL or site-relative path. */
export function requiredImageUrl(label: string) {
  return requiredText(label, URL_MAX_LENGTH).test(
    'url-or-path',
    `${label} must be a web address (https://...) or a path starting with /`,
    (v) => v === undefined || isHttpUrl(v) || isSitePath(v),
  );
}

/** Optional http(s) URL or site-relative path; blank or missing becomes null. */
export function optionalImageUrl(label: string) {
  return yup
    .string()
    .typeError(`${label} must be text`)
    .transform(blankTo(null))
    .transform(trimString)
    .max(URL_MAX_LENGTH, `${label} must be at most ${URL_MAX_LENGTH} characters`)
    .test(
      'url-or-path',
      `${label} must be a web address (https://...) or a path starting with /`,
      (v) => v == null || isHttpUrl(v) || isSitePath(v),
    )
    .nullable()
    .default(null);
}

/** Optional 'YYYY-MM-DD' date; blank or missing becomes null. */
export function optionalDate(label: string) {
  return yup
    .string()
    .typeError(`${label} must be a date`)
    .transform(blankTo(null))
    .transform(trimString)
    .test(
      'iso-date',
      `${label} must be a valid date (YYYY-MM-DD)`,
      (v) => v == null || isIsoDate(v),
    )
    .nullable()
    .default(null);
}

/**
 * Characters that yup's email rule lets through before the '@' but that change a `mailto:` link
 * made from the address (a query adding a bcc or a body, a fragment, an escape, a second
 * recipient) and that real addresses do not use: '?', '&', '#', '%', '/', ',', ';', backslash,
 * '"', '`' and whitespace. Dots, '+', '-', '_' and apostrophes stay allowed.
 */
const MAILTO_UNSAFE = /[?&#%/,;\\"`\s]/;

/** The message for an address with a character of MAILTO_UNSAFE. */
export const emailCharactersMessage = (label: string) => EN_VALIDATION.emailCharacters(label);

/** True when `v` holds none of the characters that would change a mailto: link. */
export function isMailtoSafe(v: string): boolean {
  return !MAILTO_UNSAFE.test(v);
}

/**
 * A domain a mail can reach: at least one dot and a top-level part of two or more characters
 * ('example.com', 'xn--p1ai'). yup's rule (the browser's) takes 'name@localhost' or 'a@b', which a
 * visitor means as a typo, and the agency's reply would never arrive.
 */
const DOTTED_DOMAIN = /@[^@\s]+\.[^@.\s]{2,}$/;

/** True when `v`'s domain has a dot and a top-level part of two or more characters. */
export function hasDottedDomain(v: string): boolean {
  return DOTTED_DOMAIN.test(v);
}

/** Email address, required: yup's email rule, a dotted domain, no mailto-changing characters. */
export function requiredEmail(label = 'Email', m: ValidationMessages = EN_VALIDATION) {
  return requiredText(label, 254, m)
    .email(m.email(label))
    .test('dotted-domain', m.email(label), (v) => !v || hasDottedDomain(v))
    .test('mailto-safe', m.emailCharacters(label), (v) => !v || isMailtoSafe(v));
}

const LETTER = /\p{L}/gu;

/** True when `v` has two letters or more, in any script ('Li', 'عمر'); digits and marks do not count. */
export function hasTwoLetters(v: string): boolean {
  return (v.match(LETTER)?.length ?? 0) >= 2;
}

/** A person's name, required: trimmed text with at least two letters. */
export function personName(label: string, max: number, m: ValidationMessages = EN_VALIDATION) {
  return requiredLine(label, max, m).test(
    'two-letters',
    m.nameLetters(label),
    (v) => !v || hasTwoLetters(v),
  );
}

/**
 * Email address, optional (same rules, the dotted domain included: the agency's address, its
 * e-Transfer address and the privacy officer's are shown to pilgrims); missing or null becomes ''.
 */
export function optionalEmail(label = 'Email') {
  const invalid = `${label} must be a valid email address`;
  return optionalText(label, 254)
    .email(invalid)
    .test('dotted-domain', invalid, (v) => !v || hasDottedDomain(v))
    .test('mailto-safe', emailCharactersMessage(label), (v) => !v || isMailtoSafe(v));
}

const PHONE_CHARS = /^\+?[\d\s().-]+$/;

function isPhone(v: string): boolean {
  const digits = v.replace(/\D/g, '').length;
  return PHONE_CHARS.test(v) && digits >= 7 && digits <= 15;
}

export const PHONE_MAX_LENGTH = 30;

/** Required phone number: digits with optional +, spaces, dots, dashes and brackets (7-15 digits). */
export function requiredPhone(label = 'Phone', m: ValidationMessages = EN_VALIDATION) {
  return requiredText(label, PHONE_MAX_LENGTH, m).test(
    'phone',
    m.phone(label),
    (v) => v === undefined || isPhone(v),
  );
}

/** Optional phone number (same rule as requiredPhone); missing or null becomes ''. */
export function optionalPhone(label = 'Phone', m: ValidationMessages = EN_VALIDATION) {
  return optionalText(label, PHONE_MAX_LENGTH, m).test(
    'phone',
    m.phone(label),
    (v) => v === undefined || v === '' || isPhone(v),
  );
}

/** A published/draft switch with the given default. */
export function publishedFlag(defaultValue: boolean) {
  return yup
    .boolean()
    .typeError('Published must be true or false')
    .nonNullable('Published must be true or false')
    .default(defaultValue);
}

/** Slug field shared by packages and blogs. */
export function slugField() {
  return requiredText('Slug', SLUG_MAX_LENGTH).matches(
    SLUG_PATTERN,
    'Slug may contain only lowercase letters, digits and single hyphens (e.g. my-package)',
  );
}

/**
 * A list of short strings (a package's features, their French version…). Also accepts the raw
 * textarea text (one item per line); items are trimmed and blank ones dropped, so the stored
 * list is clean. Missing or null is an empty list.
 */
export function textLines(label: string, maxItems: number, maxLength: number) {
  return yup
    .array()
    .transform((value: unknown, original: unknown) => {
      if (typeof original === 'string') return linesToList(original);
      if (original === null) return [];
      if (Array.isArray(value)) {
        return value
          .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
          .filter((item: unknown) => item !== '');
      }
      return value;
    })
    .typeError(`${label} must be a list`)
    .of(
      yup
        .string()
        .typeError(`${label} must be a list of text lines`)
        .required(`${label} must not contain empty lines`)
        .max(
          maxLength,
          `Each line of ${label.toLowerCase()} must be at most ${maxLength} characters`,
        ),
    )
    .max(maxItems, `${label} may have at most ${maxItems} lines`)
    .required()
    .default([]);
}
