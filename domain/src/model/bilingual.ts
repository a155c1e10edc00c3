/**
 * Content in two languages: the model of packages, blog posts and gallery items
 * (their `fr` schemas are in french-versions.ts), readable by public pages (no yup here).
 *
 * Shape: an item keeps its English fields where they are (`title`, `description`…: nothing
 * stored, read or validated today changes) and gains one optional `fr` sub-object holding the
 * French version of the same fields, each optional:
 *
 *   { title: 'Ramadan Umrah', features: ['Visa'], fr: { title: 'Omra du Ramadan', features: ['Visa'] } }
 *
 * Chosen over `title_fr`-style fields because one sub-object is one schema (the English field
 * schemas reused, all optional), one admin tab (the "FR" tab edits `fr`), one test of "has a
 * French version", and a third language would be one more key, not a copy of every field.
 * Slugs, prices, dates and images are not translated: they stay on the item.
 */
import type { Locale } from './locale';

/**
 * A stored item of a content form as the API answers it: its id and times, and `fr` optional,
 * because documents stored before French versions existed have none ("no French version").
 */
export type StoredContent<Input extends { fr?: unknown }> = Omit<Input, 'fr'> & {
  fr?: Input['fr'];
  id: string;
  createdAt: string;
  /** The last change. */
  updatedAt: string;
};

/** The French version of some of an item's text fields, each optional. */
export type FrenchVersion<T, K extends keyof T> = { fr?: Partial<Pick<T, K>> | null };

/** A text as a page shows it: its value, and the language it is really in. */
export interface LocalizedText<V> {
  value: V;
  /** 'fr' when the French version exists; 'en' when the page falls back to the English text. */
  lang: 'en' | 'fr';
}

function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null;
}

/**
 * A field in the page's language: English pages get the English field; French pages the French
 * version when it is filled, else the English text marked lang 'en' (so the page can set
 * `lang="en"` on it and screen readers switch voice).
 */
export function localizedField<T extends FrenchVersion<T, K>, K extends keyof T>(
  item: T,
  field: K,
  locale: Locale,
): LocalizedText<T[K]> {
  if (locale === 'fr-CA') {
    const french = item.fr?.[field];
    if (isFilled(french)) return { value: french as T[K], lang: 'fr' };
  }
  return { value: item[field], lang: 'en' };
}

/**
 * True when every named field that is filled in English is filled in French too: the item's
 * French page may then enter the French sitemap, and admin lists stop flagging it.
 */
export function hasFrenchVersion<T extends FrenchVersion<T, K>, K extends keyof T>(
  item: T,
  fields: readonly K[],
): boolean {
  return fields.every((field) => !isFilled(item[field]) || isFilled(item.fr?.[field]));
}

/**
 * The languages an item's page is complete in: English, and French when its French version is
 * complete. Arabic and Urdu versions of content do not exist yet: their pages show the English
 * text (marked lang="en", left to right), stay out of search results, hreflang and the sitemap.
 */
export function contentLocalesOf(frenchComplete: boolean): Locale[] {
  return frenchComplete ? ['en-CA', 'fr-CA'] : ['en-CA'];
}

/** The fields whose French version a complete translation needs (admin flags, French sitemap). */
export const PACKAGE_FRENCH_FIELDS = [
  'title',
  'description',
  'fullDescription',
  'features',
  'inclusions',
  'exclusions',
] as const;
export const BLOG_FRENCH_FIELDS = ['title', 'excerpt', 'content'] as const;
export const GALLERY_FRENCH_FIELDS = ['title', 'description'] as const;

/** The languages a review may be written in; it is shown in its own language on both sites. */
export const REVIEW_LANGUAGES = ['en', 'fr'] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];
