import { RATING_DEFAULT } from '@umrah/domain/model/constants';
import { packageSchema, type PackageInput } from '@umrah/domain/schemas/package';
import { linesToList } from '@umrah/domain/model/text';
import { formValuesToBody, itemToFormValues } from '../../../shared/form-values';
import { frenchFormValues, frenchOrNull } from '../../../shared/french/french-form-values';
import {
  emptyStayValues,
  type ItineraryDayFormValues,
  type StayFormValues,
} from './plan-form-values';

/** Number fields hold '' while blank. Lists are edited as one item per line. */
export type PackageFormValues = PackageFieldValues & {
  /**
   * The stored policy as JSON text ('' for none), kept as stored (no field of its own yet) so
   * saving the form keeps it; text, as every form value is.
   */
  cancellationPolicy: string;
};

type PackageFieldValues = {
  title: string;
  slug: string;
  description: string;
  fullDescription: string;
  price: number | '';
  quadPrice: number | '';
  triplePrice: number | '';
  doublePrice: number | '';
  nightsInMakkah: number | '';
  nightsInMadina: number | '';
  makkaHotel: string;
  madinaHotel: string;
  makkahStay: StayFormValues;
  madinahStay: StayFormValues;
  itinerary: ItineraryDayFormValues[];
  hotelRating: number | string;
  departureDate: string;
  returnDate: string;
  airports: string;
  /** '' is open (no limit kept). */
  seatsLeft: number | '';
  features: string;
  inclusions: string;
  exclusions: string;
  imageUrl: string;
  isPublished: boolean;
  /** The French version but the days', which sit on each day; all blank is none. */
  fr: PackageFrenchFormValues;
};

export type PackageFrenchFormValues = {
  title: string;
  description: string;
  fullDescription: string;
  features: string;
  inclusions: string;
  exclusions: string;
  makkahStayNotes: string;
  madinahStayNotes: string;
};

const emptyFrenchValues: PackageFrenchFormValues = {
  title: '',
  description: '',
  fullDescription: '',
  features: '',
  inclusions: '',
  exclusions: '',
  makkahStayNotes: '',
  madinahStayNotes: '',
};

/** A new package: a draft (spec section 4). */
const emptyFieldValues: PackageFieldValues = {
  title: '',
  slug: '',
  description: '',
  fullDescription: '',
  price: '',
  quadPrice: '',
  triplePrice: '',
  doublePrice: '',
  nightsInMakkah: '',
  nightsInMadina: '',
  makkaHotel: '',
  madinaHotel: '',
  makkahStay: emptyStayValues,
  madinahStay: emptyStayValues,
  itinerary: [],
  hotelRating: RATING_DEFAULT,
  departureDate: '',
  returnDate: '',
  airports: '',
  seatsLeft: '',
  features: '',
  inclusions: '',
  exclusions: '',
  imageUrl: '',
  isPublished: false,
  fr: emptyFrenchValues,
};
export const emptyPackageValues: PackageFormValues = {
  ...emptyFieldValues,
  cancellationPolicy: '',
};

interface StoredFrenchDay {
  day?: unknown;
  title?: unknown;
  description?: unknown;
}

/**
 * A package being edited, its French version included (so a save never drops it): each
 * itinerary day gets the French text stored for its day number.
 */
export function packageToFormValues(
  item: object & { fr?: unknown; cancellationPolicy?: PackageInput['cancellationPolicy'] },
): PackageFormValues {
  const values = itemToFormValues(item, emptyFieldValues);
  const stored = (item.fr as { itinerary?: unknown } | null | undefined)?.itinerary;
  const frenchDays = Array.isArray(stored) ? (stored as StoredFrenchDay[]) : [];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    ...values,
    itinerary: values.itinerary.map((day) => {
      const french = frenchDays.find((f) => f.day === day.day);
      return { ...day, frTitle: text(french?.title), frDescription: text(french?.description) };
    }),
    fr: frenchFormValues(item.fr, emptyFrenchValues),
    cancellationPolicy: item.cancellationPolicy ? JSON.stringify(item.cancellationPolicy) : '',
  };
}

/** The French days of the body: one per day with French text, by its day number. */
function frenchDays(days: readonly Partial<ItineraryDayFormValues>[]) {
  return days
    .map((d) => ({ day: d.day, title: d.frTitle ?? '', description: d.frDescription ?? '' }))
    .filter((d) => d.title.trim() !== '' || d.description.trim() !== '');
}

/** The POST/PUT body: lists from the lines (blank lines dropped), blank optional prices null. */
export function toPackageBody(values: PackageFormValues): PackageInput {
  return formValuesToBody(packageSchema, {
    ...values,
    features: linesToList(values.features),
    inclusions: linesToList(values.inclusions),
    exclusions: linesToList(values.exclusions),
    fr: frenchOrNull({ ...values.fr, itinerary: frenchDays(values.itinerary) }),
    cancellationPolicy: values.cancellationPolicy
      ? (JSON.parse(values.cancellationPolicy) as unknown)
      : null,
  });
}
