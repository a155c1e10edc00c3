/**
 * The French versions of the content collections, on the shape designed in
 * `bilingual.ts`: each item keeps its English fields and gains an optional `fr` sub-object
 * holding the French text of its translatable fields, each optional. Blank means "not
 * translated yet": the French page then shows the English text marked lang="en".
 *
 * Not translated: slugs, prices, dates, images, hotel names, stars, distances (stable data).
 */
import * as yup from 'yup';
import {
  ITINERARY_DESCRIPTION_MAX_LENGTH,
  ITINERARY_MAX_DAYS,
  ITINERARY_TITLE_MAX_LENGTH,
} from '../model/itinerary';
import { frenchSpacingDeep } from '../model/french-typography';
import { STAY_NOTES_MAX_LENGTH } from '../model/stays';
import {
  optionalText,
  refuseForbiddenKeys,
  requiredInt,
  textLines,
  optionalLine,
} from './validation';

/**
 * An optional `fr` object: missing or null is "no French version". Its texts are stored with
 * French punctuation spacing (frenchSpacing, the catalogs' one rule), so staff type plain spaces
 * and every page, mail and PDF shows the same text without spacing it again.
 */
function frenchObject<T extends yup.ObjectShape>(fields: T) {
  return yup
    .object(fields)
    .transform(refuseForbiddenKeys)
    .transform((value: unknown) => frenchSpacingDeep(value))
    .typeError('French version must be an object')
    .nullable()
    .default(null);
}

/** One day's French text, matched to the English day by its day number (moves keep it). */
export const frenchItineraryDaySchema = yup
  .object({
    day: requiredInt('French itinerary day number', 1, ITINERARY_MAX_DAYS),
    title: optionalLine('French itinerary title', ITINERARY_TITLE_MAX_LENGTH),
    description: optionalText('French itinerary description', ITINERARY_DESCRIPTION_MAX_LENGTH),
  })
  .transform(refuseForbiddenKeys);

/** A package's French version. */
export function frenchPackageSchema(listMaxItems: number, listItemMaxLength: number) {
  return frenchObject({
    title: optionalLine('French title', 120),
    description: optionalText('French short description', 500),
    fullDescription: optionalText('French full description', 20000),
    features: textLines('French features', listMaxItems, listItemMaxLength),
    inclusions: textLines('French inclusions', listMaxItems, listItemMaxLength),
    exclusions: textLines('French exclusions', listMaxItems, listItemMaxLength),
    makkahStayNotes: optionalText('French Makkah hotel notes', STAY_NOTES_MAX_LENGTH),
    madinahStayNotes: optionalText('French Madinah hotel notes', STAY_NOTES_MAX_LENGTH),
    itinerary: yup
      .array()
      .transform((value: unknown, original: unknown) => (original == null ? [] : value))
      .typeError('French itinerary must be a list of days')
      .of(frenchItineraryDaySchema.typeError('Each French itinerary day must be an object'))
      .max(ITINERARY_MAX_DAYS, `French itinerary may have at most ${ITINERARY_MAX_DAYS} days`)
      .required()
      .default([]),
  });
}

/** A blog post's French version. */
export const frenchBlogSchema = frenchObject({
  title: optionalLine('French title', 120),
  excerpt: optionalText('French excerpt', 500),
  content: optionalText('French content', 50000),
});

/** A gallery item's (past trip's) French version. */
export const frenchGallerySchema = frenchObject({
  title: optionalLine('French title', 120),
  description: optionalText('French description', 500),
});
