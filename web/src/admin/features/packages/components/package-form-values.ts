import { RATING_DEFAULT } from '@umrah/domain/constants';
import { packageSchema, type PackageInput } from '@umrah/domain/package';
import { linesToList } from '@umrah/domain/text';
import { formValuesToBody } from '../../../shared/form-values';
import {
  emptyStayValues,
  type ItineraryDayFormValues,
  type StayFormValues,
} from './plan-form-values';

/** Number fields hold '' while blank. Lists are edited as one item per line. */
export type PackageFormValues = {
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
};

/** A new package: a draft (spec section 4). */
export const emptyPackageValues: PackageFormValues = {
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
};

/** The POST/PUT body: lists from the lines (blank lines dropped), blank optional prices null. */
export function toPackageBody(values: PackageFormValues): PackageInput {
  return formValuesToBody(packageSchema, {
    ...values,
    features: linesToList(values.features),
    inclusions: linesToList(values.inclusions),
    exclusions: linesToList(values.exclusions),
  });
}
