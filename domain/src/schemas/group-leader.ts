// The group leader and group forms (admin) and their request bodies; shared by the admin forms
// and the server. Staff texts: English.
import * as yup from 'yup';
import { DEPARTURE_CAPACITY_MAX } from '../model/departures';
import {
  GROUP_PRICE_STEPS_MAX,
  LEADER_LANGUAGES,
  type GroupFields,
  type GroupLeaderFields,
} from '../model/group-leaders';
import { PRICE_MAX } from './package';
import {
  personName,
  refuseForbiddenKeys,
  requiredEmail,
  requiredInt,
  requiredLine,
  requiredPhone,
  optionalLine,
} from './validation';

export const groupLeaderSchema = yup
  .object({
    name: personName('Name', 120),
    organisation: optionalLine('Organisation', 160),
    email: requiredEmail('Email'),
    phone: requiredPhone('Phone'),
    language: yup
      .string()
      .typeError('Language must be text')
      .oneOf(LEADER_LANGUAGES, 'Language must be English or French')
      .required('Language is required')
      .default('en'),
  })
  .noUnknown('Unknown field: ${unknown}')
  .transform(refuseForbiddenKeys);
export type GroupLeaderInput = yup.InferType<typeof groupLeaderSchema>;

const priceStepSchema = yup.object({
  minTravellers: requiredInt('Group size', 2, DEPARTURE_CAPACITY_MAX),
  pricePerTraveller: requiredInt('Price per traveller', 0, PRICE_MAX),
});

export const groupSchema = yup
  .object({
    leaderId: requiredLine('Leader', 200),
    departureId: requiredLine('Departure', 200),
    name: requiredLine('Group name', 120),
    pricePerTraveller: requiredInt('Price per traveller', 0, PRICE_MAX),
    priceSteps: yup
      .array(priceStepSchema.required())
      .max(GROUP_PRICE_STEPS_MAX, `At most ${GROUP_PRICE_STEPS_MAX} price steps`)
      .default([])
      .test('distinct-sizes', 'Each price step needs its own group size', (steps) => {
        const sizes = (steps ?? []).map((s) => s.minTravellers);
        return new Set(sizes).size === sizes.length;
      })
      .test('lower-prices', 'A price step must be below the price per traveller', function (steps) {
        const base: unknown = (this.parent as { pricePerTraveller?: unknown }).pricePerTraveller;
        return typeof base !== 'number' || (steps ?? []).every((s) => s.pricePerTraveller < base);
      })
      .required(),
    privateDeparture: yup.boolean().typeError('Private must be yes or no').default(true).required(),
  })
  .noUnknown('Unknown field: ${unknown}')
  .transform(refuseForbiddenKeys);
export type GroupInput = yup.InferType<typeof groupSchema>;

// The schemas' output is the model's shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _leaderShape: Same<GroupLeaderInput, GroupLeaderFields> = true;
const _groupShape: Same<GroupInput, GroupFields> = true;
void _leaderShape;
void _groupShape;
