// Staff's decision on a cancellation (POST /api/admin/bookings/{id}/cancellation): how many
// travellers, how the refund the policy computes goes back, and the amount staff saw, so a
// payment that arrived in between is never refunded by a stale preview.
import * as yup from 'yup';
import { TRAVELERS_MAX } from '../model/constants';
import { MANUAL_PAYMENT_METHODS } from '../model/payments';
import { CANCELLATION_REASON_MAX } from '../model/money/cancellation';
import { isIsoDate } from '../model/dates';
import { optionalText, requiredInt, requiredText } from './validation';

/** How a refund goes back: to the card it came from (through the provider) or by hand. */
export const REFUND_METHODS = ['card', ...MANUAL_PAYMENT_METHODS] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const cancellationDecisionSchema = yup.object({
  travellers: requiredInt('Travellers to cancel', 1, TRAVELERS_MAX),
  refundMethod: yup
    .string()
    .typeError('Refund method must be text')
    .required('Refund method is required')
    .oneOf(REFUND_METHODS, `Refund method must be one of ${REFUND_METHODS.join(', ')}`),
  /** The refund the preview showed, in cents: refused when today's figure differs. */
  expectedRefundCents: requiredInt('Expected refund', 0),
  reason: requiredText('Reason', CANCELLATION_REASON_MAX),
  sendEmail: yup.boolean().typeError('Send email must be true or false').default(true),
});
export type CancellationDecisionInput = yup.InferType<typeof cancellationDecisionSchema>;

/** GET /api/admin/bookings/{id}/cancellation: the preview's query (no date: today). */
export const cancellationPreviewSchema = yup.object({
  travellers: requiredInt('Travellers to cancel', 1, TRAVELERS_MAX),
  on: optionalText('Date', 10).test(
    'iso-date',
    'Date must be a valid date (YYYY-MM-DD)',
    (v) => !v || isIsoDate(v),
  ),
});
