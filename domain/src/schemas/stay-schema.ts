import * as yup from 'yup';
import {
  STAY_DISTANCE_MAX_METRES,
  STAY_HOTEL_MAX_LENGTH,
  STAY_NOTES_MAX_LENGTH,
  STAY_STARS_MAX,
  STAY_STARS_MIN,
  STAY_WALK_MAX_MINUTES,
} from '../model/stays';
import type { Stay } from '../model/stays';
import { optionalText, requiredInt, requiredText, refuseForbiddenKeys } from './validation';

const isBlank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');

const distanceMessage = (label: string) =>
  `${label} distance to the Haram must be between 0 and ${STAY_DISTANCE_MAX_METRES.toLocaleString('en-US')} m`;

/**
 * One stay; `city` names the fields in messages ("Makkah hotel distance to the Haram must be
 * between 0 and 20,000 m"). Missing, null, or a form's all-blank stay is null: no stay.
 */
export function staySchema(city: string) {
  const label = `${city} hotel`;
  return yup
    .object({
      hotel: requiredText(`${label} name`, STAY_HOTEL_MAX_LENGTH),
      stars: requiredInt(`${label} stars`, STAY_STARS_MIN, STAY_STARS_MAX),
      distanceMetres: requiredInt(`${label} distance to the Haram`, 0)
        .min(0, distanceMessage(label))
        .max(STAY_DISTANCE_MAX_METRES, distanceMessage(label)),
      walkMinutes: requiredInt(`${label} walk to the Haram (minutes)`, 0, STAY_WALK_MAX_MINUTES),
      notes: optionalText(`${label} notes`, STAY_NOTES_MAX_LENGTH),
    })
    .transform(refuseForbiddenKeys)
    .transform((value: unknown) => {
      if (typeof value !== 'object' || value === null) return value;
      return Object.values(value).every(isBlank) ? null : value;
    })
    .typeError(`${label} must be an object`)
    .nullable()
    .default(null);
}

// The schema's output is a Stay (notes always a string there): checked at compile time.
const _staysMatch: Stay | null = null as yup.InferType<ReturnType<typeof staySchema>>;
void _staysMatch;
