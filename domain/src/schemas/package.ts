import * as yup from 'yup';
import type { StoredContent } from '../model/bilingual';
import { SEATS_MAX } from '../model/availability';
import { RATING_MAX, RATING_MIN } from '../model/constants';
import { frenchPackageSchema } from './french-versions';
import { itinerarySchema } from './itinerary-schema';
import { staySchema } from './stay-schema';
import { optionalCancellationPolicy } from './payment-plan';
import {
  optionalDate,
  optionalInt,
  optionalText,
  requiredImageUrl,
  requiredInt,
  requiredText,
  publishedFlag,
  slugField,
  textLines,
  requiredLine,
  optionalLine,
} from './validation';

export const LIST_ITEM_MAX_LENGTH = 200;
export const LIST_MAX_ITEMS = 50;
/** Highest accepted price in whole dollars (per person). */
export const PRICE_MAX = 1_000_000;

/** A package's list field (features, inclusions, exclusions): text lines, see textLines. */
const stringList = (label: string) => textLines(label, LIST_MAX_ITEMS, LIST_ITEM_MAX_LENGTH);

/** The package form and the admin package request body (POST/PUT). */
export const packageSchema = yup.object({
  title: requiredLine('Title', 120),
  slug: slugField(),
  description: requiredText('Short description', 500),
  fullDescription: optionalText('Full description', 20000),
  nightsInMakkah: requiredInt('Nights in Makkah', 0, 60),
  nightsInMadina: requiredInt('Nights in Madinah', 0, 60),
  hotelRating: requiredInt('Hotel rating', RATING_MIN, RATING_MAX),
  price: requiredInt('Price', 0, PRICE_MAX),
  quadPrice: optionalInt('Quad price', 0, PRICE_MAX),
  triplePrice: optionalInt('Triple price', 0, PRICE_MAX),
  doublePrice: optionalInt('Double price', 0, PRICE_MAX),
  imageUrl: requiredImageUrl('Image'),
  makkaHotel: optionalLine('Makkah hotel', 200),
  madinaHotel: optionalLine('Madinah hotel', 200),
  // The stays as data (stays.ts); makkaHotel and madinaHotel follow their hotel names.
  makkahStay: staySchema('Makkah'),
  madinahStay: staySchema('Madinah'),
  itinerary: itinerarySchema,
  departureDate: optionalDate('Departure date'),
  returnDate: optionalDate('Return date').test(
    'after-departure',
    'Return date cannot be before the departure date',
    function (value) {
      const departure: unknown = (this.parent as { departureDate?: unknown }).departureDate;
      return value == null || typeof departure !== 'string' || value >= departure;
    },
  ),
  airports: optionalText('Departure airports', 2000),
  /** Seats left; blank (null) is open: no limit kept. 0 is sold out (availability.ts). */
  seatsLeft: optionalInt('Seats left', 0, SEATS_MAX),
  features: stringList('Features'),
  inclusions: stringList('Inclusions'),
  exclusions: stringList('Exclusions'),
  isPublished: publishedFlag(false),
  /** The French version of the text fields (french-versions.ts); null until translated. */
  fr: frenchPackageSchema(LIST_MAX_ITEMS, LIST_ITEM_MAX_LENGTH),
  /** Its cancellation policy (a departure may override it); null: none stated. */
  cancellationPolicy: optionalCancellationPolicy(),
});

export type PackageInput = yup.InferType<typeof packageSchema>;
/** A stored package as the API answers it. */
export type Package = StoredContent<PackageInput>;
