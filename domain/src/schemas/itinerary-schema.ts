import * as yup from 'yup';
import {
  daysIncrease,
  ITINERARY_CITY_MAX_LENGTH,
  ITINERARY_DESCRIPTION_MAX_LENGTH,
  ITINERARY_MAX_DAYS,
  ITINERARY_TITLE_MAX_LENGTH,
} from '../model/itinerary';
import type { ItineraryDay } from '../model/itinerary';
import { requiredInt, requiredText, refuseForbiddenKeys, requiredLine } from './validation';

export const itineraryDaySchema = yup
  .object({
    day: requiredInt('Itinerary day number', 1, ITINERARY_MAX_DAYS),
    city: requiredLine('Itinerary city', ITINERARY_CITY_MAX_LENGTH),
    title: requiredLine('Itinerary title', ITINERARY_TITLE_MAX_LENGTH),
    description: requiredText('Itinerary description', ITINERARY_DESCRIPTION_MAX_LENGTH),
  })
  .transform(refuseForbiddenKeys);

/** The ordered day-by-day plan; missing or null is an empty plan. */
export const itinerarySchema = yup
  .array()
  .transform((value: unknown, original: unknown) => (original === null ? [] : value))
  .typeError('Itinerary must be a list of days')
  .of(itineraryDaySchema.typeError('Each itinerary day must be an object'))
  .max(ITINERARY_MAX_DAYS, `Itinerary may have at most ${ITINERARY_MAX_DAYS} days`)
  .test('days-increase', 'Itinerary day numbers must increase from one day to the next', (days) =>
    days === undefined ? true : daysIncrease(days),
  )
  .required()
  .default([]);

// The schema's output is a list of ItineraryDay: checked at compile time.
const _daysMatch: ItineraryDay[] = [] as yup.InferType<typeof itinerarySchema>;
void _daysMatch;
