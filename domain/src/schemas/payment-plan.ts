// A departure's payment plan template and a package's or departure's cancellation policy, as
// staff enter them (the admin forms and the departure and package request bodies). Amounts are
// integer cents and percentages basis points; the rules that use them are in model/money/.
import * as yup from 'yup';
import { isIsoDate } from '../model/dates';
import { MAX_AMOUNT_CENTS } from '../model/payments';
import {
  FINAL_DAYS_BEFORE_MAX,
  INSTALMENT_RULE_TYPES,
  MAX_INSTALMENTS,
  PLAN_DEPOSIT_TYPES,
  type PlanTemplate,
} from '../model/money/plan-schedule';
import {
  CANCELLATION_FEE_TYPES,
  MAX_CANCELLATION_TIERS,
  MAX_NON_REFUNDABLE,
  NON_REFUNDABLE_KINDS,
  type CancellationPolicy,
} from '../model/money/cancellation-policy';
import { optionalInt, optionalLine, refuseForbiddenKeys, requiredInt } from './validation';

/** Days before departure a tier or a component may name. */
export const POLICY_DAYS_MAX = 730;
const PERCENT_MAX = 10_000;

const oneOf = <T extends string>(label: string, values: readonly T[]) =>
  yup
    .string()
    .typeError(`${label} must be text`)
    .required(`${label} is required`)
    .oneOf(values, `${label} must be one of ${values.join(', ')}`);

/** A value in cents (for `amount`) or basis points (for `percent`), read with its sibling type. */
const amountOrPercent = (label: string) =>
  requiredInt(label, 0, MAX_AMOUNT_CENTS).test(
    'percent-max',
    `${label} must be at most 100% (10000 basis points)`,
    function (value) {
      const type: unknown = (this.parent as { type?: unknown }).type;
      return type !== 'percent' || value == null || value <= PERCENT_MAX;
    },
  );

const dateList = yup
  .array()
  .transform((value: unknown, original: unknown) => (original == null ? [] : value))
  .typeError('Instalment dates must be a list of dates')
  .of(
    yup
      .string()
      .typeError('Each instalment date must be a date')
      .required('Each instalment date must be a date')
      .test('iso-date', 'Each instalment date must be a valid date (YYYY-MM-DD)', (v) =>
        isIsoDate(v),
      ),
  )
  .max(MAX_INSTALMENTS - 1, `A plan has at most ${MAX_INSTALMENTS - 1} set dates before the last`)
  .test(
    'ascending',
    'Instalment dates must be in order, each after the one before',
    (dates) => !dates || dates.every((d, i) => i === 0 || d > (dates[i - 1] ?? '')),
  )
  .required()
  .default([]);

/** A departure's plan: the deposit, the instalments, the last one N days before departure. */
export const planTemplateSchema = yup
  .object({
    deposit: yup
      .object({
        type: oneOf('Deposit type', PLAN_DEPOSIT_TYPES),
        value: amountOrPercent('Deposit'),
      })
      .transform(refuseForbiddenKeys)
      .typeError('Deposit must be an object')
      .required('Deposit is required'),
    instalments: yup
      .object({
        type: oneOf('Instalments', INSTALMENT_RULE_TYPES),
        dates: dateList,
      })
      .transform(refuseForbiddenKeys)
      .typeError('Instalments must be an object')
      .required('Instalments are required'),
    finalDaysBefore: requiredInt(
      'Days before departure of the last instalment',
      0,
      FINAL_DAYS_BEFORE_MAX,
    ),
  })
  .transform(refuseForbiddenKeys)
  .typeError('Payment plan must be an object');

const tierSchema = yup
  .object({
    daysBefore: requiredInt('Days before departure', 0, POLICY_DAYS_MAX),
    fee: yup
      .object({
        type: oneOf('Fee type', CANCELLATION_FEE_TYPES),
        value: amountOrPercent('Fee'),
      })
      .transform(refuseForbiddenKeys)
      .typeError('Fee must be an object')
      .required('Fee is required'),
  })
  .transform(refuseForbiddenKeys)
  .typeError('Each cancellation tier must be an object');

const labelSchema = yup
  .object({
    en: optionalLine('Component name', 80).defined().default(''),
    fr: optionalLine('French component name', 80).defined().default(''),
  })
  .transform(refuseForbiddenKeys)
  .typeError('Component name must be an object')
  .nullable()
  .default(null);

const componentSchema = yup
  .object({
    kind: oneOf('Component', NON_REFUNDABLE_KINDS),
    cents: requiredInt('Non-refundable amount', 0, MAX_AMOUNT_CENTS),
    fromDaysBefore: optionalInt('Non-refundable from days before departure', 0, POLICY_DAYS_MAX),
    label: labelSchema,
  })
  .transform(refuseForbiddenKeys)
  .typeError('Each non-refundable component must be an object')
  .test(
    'named',
    'Name the other non-refundable component',
    (c) => c.kind !== 'other' || !!c.label?.en,
  );

/** Fee tiers by days before departure and the components kept once bought. */
export const cancellationPolicySchema = yup
  .object({
    tiers: yup
      .array()
      .transform((value: unknown, original: unknown) => (original == null ? [] : value))
      .typeError('Cancellation tiers must be a list')
      .of(tierSchema)
      .max(MAX_CANCELLATION_TIERS, `A policy has at most ${MAX_CANCELLATION_TIERS} tiers`)
      .test(
        'distinct-days',
        'Two cancellation tiers cannot have the same number of days',
        (tiers) => !tiers || new Set(tiers.map((t) => t.daysBefore)).size === tiers.length,
      )
      .required()
      .default([]),
    nonRefundable: yup
      .array()
      .transform((value: unknown, original: unknown) => (original == null ? [] : value))
      .typeError('Non-refundable components must be a list')
      .of(componentSchema)
      .max(
        MAX_NON_REFUNDABLE,
        `A policy has at most ${MAX_NON_REFUNDABLE} non-refundable components`,
      )
      .required()
      .default([]),
    // Optional (policies saved before it have none): absent, null or 0 is no fee.
    nameChangeCents: optionalInt('Name change fee', 0, MAX_AMOUNT_CENTS)
      .optional()
      .default(undefined),
  })
  .transform(refuseForbiddenKeys)
  .typeError('Cancellation policy must be an object');

/** Optional on a departure or a package: missing or null is none. */
export const optionalPlanTemplate = () => planTemplateSchema.nullable().default(null);
export const optionalCancellationPolicy = () => cancellationPolicySchema.nullable().default(null);

export type PlanTemplateInput = yup.InferType<typeof planTemplateSchema>;
export type CancellationPolicyInput = yup.InferType<typeof cancellationPolicySchema>;

// The schemas' outputs are the model's shapes: checked at compile time.
const _planMatches: PlanTemplate = {} as PlanTemplateInput;
const _policyMatches: CancellationPolicy = {} as CancellationPolicyInput;
void _planMatches;
void _policyMatches;
