// The number-of-travelers choices, for the booking form and the staff's inbox.
import { TRAVELERS_MAX, TRAVELERS_MIN } from './constants';

/** '1 Person', '2 People', ... */
export function travelersLabel(n: number): string {
  return n === 1 ? '1 Person' : `${n} People`;
}

/** The traveler choices 1..10 with their labels. */
export const TRAVELER_OPTIONS: readonly { value: number; label: string }[] = Array.from(
  { length: TRAVELERS_MAX - TRAVELERS_MIN + 1 },
  (_, i) => ({ value: TRAVELERS_MIN + i, label: travelersLabel(TRAVELERS_MIN + i) }),
);
