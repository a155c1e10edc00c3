// A cancellation policy as the admin forms edit it: fees in percent or dollars and amounts in
// dollars as text, turned into the stored policy (basis points and cents) on save. Shared by the
// departure form (a date's own policy over its package's) and, later, the package form.
import {
  canonicalPolicy,
  type CancellationFee,
  type CancellationPolicy,
  type NonRefundableKind,
} from '@umrah/domain/model/money/cancellation-policy';

export interface TierFormValues {
  daysBefore: string;
  feeType: CancellationFee['type'];
  /** Percent of the price ('50') or dollars per traveller ('250'). */
  fee: string;
}

export interface ComponentFormValues {
  kind: NonRefundableKind;
  /** Dollars per traveller. */
  amount: string;
  /** '' : kept from the booking on. */
  fromDaysBefore: string;
  labelEn: string;
  labelFr: string;
}

export interface PolicyFormValues {
  /** False: no policy of its own (a departure follows its package's). */
  own: boolean;
  tiers: TierFormValues[];
  nonRefundable: ComponentFormValues[];
  /** Dollars per traveller replaced by another person ('' : no fee). */
  nameChange: string;
}

export const emptyPolicyValues: PolicyFormValues = {
  own: false,
  tiers: [],
  nonRefundable: [],
  nameChange: '',
};
export const emptyTier: TierFormValues = { daysBefore: '', feeType: 'percent', fee: '' };
export const emptyComponent: ComponentFormValues = {
  kind: 'visa',
  amount: '',
  fromDaysBefore: '',
  labelEn: '',
  labelFr: '',
};

const hundredthsText = (n: number) => String(n / 100);

/** The stored policy as form values (null: none of its own). */
export function policyToFormValues(policy: CancellationPolicy | null): PolicyFormValues {
  if (!policy) return emptyPolicyValues;
  const { tiers, nonRefundable, nameChangeCents } = canonicalPolicy(policy);
  return {
    own: true,
    nameChange: nameChangeCents ? hundredthsText(nameChangeCents) : '',
    tiers: tiers.map((t) => ({
      daysBefore: String(t.daysBefore),
      feeType: t.fee.type,
      fee: hundredthsText(t.fee.value),
    })),
    nonRefundable: nonRefundable.map((c) => ({
      kind: c.kind,
      amount: hundredthsText(c.cents),
      fromDaysBefore: c.fromDaysBefore == null ? '' : String(c.fromDaysBefore),
      labelEn: c.label?.en ?? '',
      labelFr: c.label?.fr ?? '',
    })),
  };
}

/** A whole number of days from text, else null. */
function days(text: string): number | null {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : null;
}

/** Dollars or percent from text ('12.5', '12,5') in hundredths (cents, basis points), else null. */
function hundredths(text: string): number | null {
  const t = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : null;
}

export interface PolicyFromForm {
  /** The policy to save (null: none of its own). */
  policy: CancellationPolicy | null;
  /** Problems by field name under `prefix` (empty when the policy can be saved). */
  errors: Record<string, string>;
}

/**
 * The policy the form says, or the fields to correct (named `${prefix}.tiers.0.daysBefore`…).
 * The server checks the rest (limits, distinct days) with the shared schema.
 */
export function policyFromFormValues(values: PolicyFormValues, prefix: string): PolicyFromForm {
  if (!values.own) return { policy: null, errors: {} };
  const errors: Record<string, string> = {};
  const tiers = values.tiers.map((t, i) => {
    const daysBefore = days(t.daysBefore);
    const value = hundredths(t.fee);
    if (daysBefore === null) errors[`${prefix}.tiers.${i}.daysBefore`] = 'Enter whole days';
    if (value === null) {
      errors[`${prefix}.tiers.${i}.fee`] =
        t.feeType === 'percent' ? 'Enter a percentage' : 'Enter an amount in dollars';
    } else if (t.feeType === 'percent' && value > 10_000) {
      errors[`${prefix}.tiers.${i}.fee`] = 'At most 100%';
    }
    return { daysBefore: daysBefore ?? 0, fee: { type: t.feeType, value: value ?? 0 } };
  });
  const nonRefundable = values.nonRefundable.map((c, i) => {
    const cents = hundredths(c.amount);
    const from = c.fromDaysBefore.trim() === '' ? null : days(c.fromDaysBefore);
    if (cents === null)
      errors[`${prefix}.nonRefundable.${i}.amount`] = 'Enter an amount in dollars';
    if (from === null && c.fromDaysBefore.trim() !== '') {
      errors[`${prefix}.nonRefundable.${i}.fromDaysBefore`] = 'Enter whole days, or leave blank';
    }
    if (c.kind === 'other' && !c.labelEn.trim()) {
      errors[`${prefix}.nonRefundable.${i}.labelEn`] = 'Name the component';
    }
    return {
      kind: c.kind,
      cents: cents ?? 0,
      fromDaysBefore: from,
      label: c.kind === 'other' ? { en: c.labelEn.trim(), fr: c.labelFr.trim() } : null,
    };
  });
  const nameChangeCents = values.nameChange.trim() === '' ? 0 : hundredths(values.nameChange);
  if (nameChangeCents === null) errors[`${prefix}.nameChange`] = 'Enter an amount in dollars';
  // Nothing stated: none of its own (a departure then follows its package's).
  if (!tiers.length && !nonRefundable.length && !nameChangeCents) return { policy: null, errors };
  return {
    policy: { tiers, nonRefundable, ...(nameChangeCents ? { nameChangeCents } : {}) },
    errors,
  };
}
