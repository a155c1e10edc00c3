// The agency cancels a departure (POST /api/admin/departures/{id}/cancellation): the reason, what
// happens to its bookings (one decision for all, and per booking where staff choose otherwise),
// what a credit and a move offer; and the pilgrim's answer from the trip page.
import * as yup from 'yup';
import { isIsoDate } from '../model/dates';
import { CANCELLATION_REASON_MAX } from '../model/money/cancellation';
export {
  departureChoiceBodyOfForm,
  departureChoiceValue,
} from '../model/money/departure-cancellation';
import {
  DEPARTURE_CANCEL_CHOICES,
  DEPARTURE_CANCEL_DECISIONS,
  type DepartureCancelChoice,
  type DepartureCancelDecision,
} from '../model/money/departure-cancellation';
import { REFUND_METHODS } from './cancellation-decision';
import { optionalText, requiredText } from './validation';

const decision = (label: string) =>
  yup
    .string()
    .typeError(`${label} must be text`)
    .oneOf(
      DEPARTURE_CANCEL_DECISIONS,
      `${label} must be one of ${DEPARTURE_CANCEL_DECISIONS.join(', ')}`,
    )
    .defined() as yup.StringSchema<DepartureCancelDecision>;

const departureId = (label: string) => optionalText(label, 200);

export const departureCancellationSchema = yup.object({
  reason: requiredText('Reason', CANCELLATION_REASON_MAX),
  /** What happens to every booking staff do not decide for one by one. */
  decision: decision('Decision').default('ask'),
  /** Bookings decided one by one. */
  bookings: yup
    .array(
      yup.object({
        bookingId: requiredText('Booking', 200),
        decision: decision('Booking decision').required('Booking decision is required'),
        /** The date to move to (a move; else the one for all). */
        departureId: departureId('Date to move to'),
      }),
    )
    .typeError('Bookings must be a list')
    .max(500, 'At most 500 bookings at once')
    .default([]),
  /** The date staff move bookings to (needed with a move for all). */
  moveToDepartureId: departureId('Date to move to'),
  /** YYYY-MM-DD: a credit's last day; needed for a credit, and offered to the pilgrims asked. */
  creditExpiresOn: optionalText('Credit valid until', 10).test(
    'iso-date',
    'Credit valid until must be a valid date (YYYY-MM-DD)',
    (v) => !v || isIsoDate(v),
  ),
  /** How refunds go back (absent: to the cards when they can take it, else e-Transfer). */
  refundMethod: yup
    .string()
    .typeError('Refund method must be text')
    .oneOf([...REFUND_METHODS, ''], `Refund method must be one of ${REFUND_METHODS.join(', ')}`)
    .default(''),
  sendEmail: yup.boolean().typeError('Send email must be true or false').default(true),
});
export type DepartureCancellationInput = yup.InferType<typeof departureCancellationSchema>;

/** The pilgrim's answer (the trip page's plain form: choice, and a date for a move). */
export const departureChoiceSchema = yup.object({
  choice: yup
    .string()
    .typeError('Choice must be text')
    .required('Choice is required')
    .oneOf(
      DEPARTURE_CANCEL_CHOICES,
      'Choice is not offered',
    ) as yup.StringSchema<DepartureCancelChoice>,
  departureId: departureId('Date'),
});
export type DepartureChoiceInput = yup.InferType<typeof departureChoiceSchema>;
