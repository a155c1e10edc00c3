// Staff replace a traveller by another person (POST /api/admin/bookings/{id}/travellers/{n}/
// name-change): the new traveller's names as on the passport (the traveller form's rules), and
// the fee staff saw, so a policy changed in between is never charged by a stale preview.
import type * as yup from 'yup';
import { MAX_AMOUNT_CENTS } from '../model/payments';
import { travellerSchema } from './traveller';
import { requiredInt } from './validation';

export const nameChangeSchema = travellerSchema
  .pick(['givenNames', 'surname'])
  .shape({ expectedFeeCents: requiredInt('Fee shown', 0, MAX_AMOUNT_CENTS) })
  // The traveller form lets names wait; the person replacing someone is named now.
  .test('named', function named(v) {
    if (!v.surname) return this.createError({ path: 'surname', message: 'Surname is required' });
    if (!v.givenNames) {
      return this.createError({ path: 'givenNames', message: 'Given names are required' });
    }
    return true;
  });

export type NameChangeInput = yup.InferType<typeof nameChangeSchema>;
