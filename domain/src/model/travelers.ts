// The number-of-travelers choices, for the booking form and the staff's inbox.
import { TRAVELERS_MAX, TRAVELERS_MIN } from './constants';

/** '1 Person', '2 People', ... */
export function travelersLabel(n: number): string {
  return n === 1 ? '1 Person' : `${n} People`;
}

/** The traveler choices 1..10 (the booking form words them from its catalog). */
export const TRAVELER_OPTIONS: readonly { value: number }[] = Array.from(
  { length: TRAVELERS_MAX - TRAVELERS_MIN + 1 },
  (_, i) => ({ value: TRAVELERS_MIN + i }),
);
