/**
 * The package dialog's hotel stays and itinerary days as form values: numbers typed in number
 * fields ('' while blank). The package schema turns an all-blank stay into "no stay" (null).
 */
import { nextDayNumber } from '@umrah/domain/model/itinerary';

export type StayFormValues = {
  hotel: string;
  stars: number | '';
  distanceMetres: number | '';
  walkMinutes: number | '';
  notes: string;
};

export type ItineraryDayFormValues = {
  day: number | '';
  city: string;
  title: string;
  description: string;
  /** The day's French text (the package's fr.itinerary, matched by day number): moves with it. */
  frTitle: string;
  frDescription: string;
};

export const emptyStayValues: StayFormValues = {
  hotel: '',
  stars: '',
  distanceMetres: '',
  walkMinutes: '',
  notes: '',
};

/** A new day after the last one, in the city of the last one (days often run in one city). */
export function newDayValues(days: readonly ItineraryDayFormValues[]): ItineraryDayFormValues {
  const numbered = days.map((d) => ({
    day: typeof d.day === 'number' ? d.day : Number(d.day) || 0,
  }));
  return {
    day: nextDayNumber(numbered),
    city: days[days.length - 1]?.city ?? '',
    title: '',
    description: '',
    frTitle: '',
    frDescription: '',
  };
}
