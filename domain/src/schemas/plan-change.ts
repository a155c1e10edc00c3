// Staff change one booking's plan (PUT /api/admin/bookings/{id}/plan): the instalments as dates
// and amounts in cents, and why. The plan's rules (planChangeProblems: the total, ascending dates,
// nothing unpaid in the past) need the booking's total, what is paid and today: the form and the
// server pass them as the schema's context, so both refuse with the same words on the same field.
import * as yup from 'yup';
import { isIsoDate } from '../model/dates';
import { MAX_AMOUNT_CENTS } from '../model/payments';
import {
  planChangeProblems,
  planChangeProblemText,
  type PlanChangeProblemCode,
} from '../model/money/plan-change';
import { optionalText, requiredInt } from './validation';

export const PLAN_CHANGE_REASON_MAX = 500;

/** What the rules need of the booking (the schema's context). */
export interface PlanChangeContext {
  totalCents: number;
  paidCents: number;
  today: string;
}

/** The field a problem belongs on, for the form and the API's field errors. */
export function planProblemField(code: PlanChangeProblemCode, index: number | undefined): string {
  if (index === undefined) return 'instalments';
  return code === 'plan-amount-not-positive'
    ? `instalments[${index}].amountCents`
    : `instalments[${index}].date`;
}

const instalmentSchema = yup.object({
  date: yup
    .string()
    .typeError('Date must be text')
    .required('Date is required')
    .test('date', 'Enter a valid date', (v) => isIsoDate(v)),
  amountCents: requiredInt('Amount', 1, MAX_AMOUNT_CENTS),
});

export const planChangeSchema = yup.object({
  instalments: yup
    .array()
    .of(instalmentSchema)
    .required('Instalments are required')
    .test('plan', function plan(rows) {
      const ctx = this.options.context as PlanChangeContext | undefined;
      if (!ctx || !rows) return true;
      const [first] = planChangeProblems(rows, ctx);
      if (!first) return true;
      return this.createError({
        path: planProblemField(first.code, first.index),
        message: planChangeProblemText(first.code, 'en'),
      });
    }),
  reason: optionalText('Reason', PLAN_CHANGE_REASON_MAX),
});

export type PlanChangeInput = yup.InferType<typeof planChangeSchema>;
