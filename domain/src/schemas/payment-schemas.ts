// The payment forms' rules: the payment terms in the settings, confirming a booking
// with its agreed price, and a payment or refund recorded by staff.
import * as yup from 'yup';
import { TRAVELERS_MAX, TRAVELERS_MIN } from '../model/constants';
import { INSURANCE_ANSWERS } from '../model/confirmation';
import { isIsoDate } from '../model/dates';
import {
  BALANCE_DUE_DAYS_MAX,
  DEPOSIT_TYPES,
  MANUAL_PAYMENT_METHODS,
  MAX_AMOUNT_CENTS,
  parseBasisPoints,
  parseCents,
  PAYMENT_METHODS,
  REMINDER_DAYS_MAX,
} from '../model/payments';
import { ROOM_TYPES } from '../model/rooms';
import {
  optionalEmail,
  optionalFrenchText,
  optionalText,
  requiredInt,
  requiredText,
  trimString,
} from './validation';

function wholeDaysField(label: string, max: number) {
  return optionalText(label, 3).test(
    'whole-days',
    `${label} must be a whole number of days from 0 to ${max}`,
    (v) => !v || (/^\d{1,3}$/.test(v) && Number(v) <= max),
  );
}

/** The payment terms' settings fields: all text, like every other setting. */
export function paymentTermsFields() {
  return {
    // A test, not oneOf: settings stay plain text fields.
    depositType: optionalText('Deposit type', 10).test(
      'deposit-type',
      'Deposit type must be amount or percent',
      (v) => !v || (DEPOSIT_TYPES as readonly string[]).includes(v),
    ),
    depositValue: optionalText('Deposit per traveller', 15).test(
      'deposit-value',
      'Deposit per traveller must be an amount like 500 or 500.00, or a percentage from 0 to 100',
      function (v) {
        if (!v) return true;
        const type: unknown = (this.parent as Record<string, unknown>)['depositType'];
        return type === 'percent' ? parseBasisPoints(v) !== null : parseCents(v) !== null;
      },
    ),
    balanceDueDays: wholeDaysField('Balance due days before departure', BALANCE_DUE_DAYS_MAX),
    reminderDaysBefore: wholeDaysField('Reminder days before the due date', REMINDER_DAYS_MAX),
    paymentMethods: optionalText('Accepted payment methods', 60).test(
      'methods',
      `Accepted payment methods must be a comma list of ${PAYMENT_METHODS.join(', ')}`,
      (v) =>
        !v || v.split(',').every((m) => (PAYMENT_METHODS as readonly string[]).includes(m.trim())),
    ),
    etransferEmail: optionalEmail('e-Transfer address'),
    etransferInstructions: optionalText('e-Transfer instructions', 1000),
    // Shown on French pay pages; blank shows the English instructions marked lang="en".
    etransferInstructionsFr: optionalFrenchText('French e-Transfer instructions', 1000),
  };
}

/** A required amount in dollars ("4500" or "4,500.00"), from 0.01 up to the maximum. */
function amountField(label: string) {
  return requiredText(label, 20).test(
    'amount',
    `${label} must be an amount in dollars, like 4500 or 4500.00`,
    (v) => {
      const cents = parseCents(v);
      return cents !== null && cents > 0 && cents <= MAX_AMOUNT_CENTS;
    },
  );
}

/**
 * POST /api/admin/bookings/{id}/confirm: what staff agreed with the pilgrim. The server turns it
 * into the deposit, balance and due date with the settings' terms; no amount due comes from here.
 */
export const confirmBookingSchema = yup.object({
  roomType: yup
    .string()
    .typeError('Room type must be text')
    .transform(trimString)
    .required('Room type is required')
    .oneOf(ROOM_TYPES, 'Room type must be quad, triple or double'),
  numberOfTravelers: requiredInt('Number of travelers', TRAVELERS_MIN, TRAVELERS_MAX),
  total: amountField('Total price'),
  /** Booked on a departure: its dates, seats and deadlines apply ('' keeps the booking's own). */
  departureId: optionalText('Departure', 200),
  /**
   * The date the plan counts from when the booking has no departure (the server refuses a
   * booking with neither: departure_date_required); a departure's own date wins.
   */
  departureDate: optionalText('Departure date', 10).test(
    'iso-date',
    'Departure date must be a valid date (YYYY-MM-DD)',
    (v) => !v || isIsoDate(v),
  ),
  /**
   * Why a booking is confirmed while earlier waiting-list requests on its departure still wait
   * (recorded on the booking); without it such a confirmation is refused.
   */
  skipReason: optionalText('Reason to skip the waiting list', 500),
  /**
   * The pilgrim's answer when staff offered cancellation and health insurance (O. Reg. 26/05
   * s. 36): printed on the confirmation; '' until recorded.
   */
  insurance: yup
    .string()
    .typeError('Insurance must be text')
    .transform(trimString)
    .oneOf(['', ...INSURANCE_ANSWERS], 'Insurance must be accepted, declined or own coverage')
    .default(''),
  sendEmail: yup.boolean().typeError('Send email must be true or false').default(true),
});
export type ConfirmBookingInput = yup.InferType<typeof confirmBookingSchema>;

/** POST /api/admin/bookings/{id}/payments: a payment or refund staff record by hand. */
export const manualPaymentSchema = yup.object({
  kind: yup
    .string()
    .typeError('Kind must be text')
    .required('Kind is required')
    .oneOf(['payment', 'refund'] as const, 'Kind must be payment or refund'),
  method: yup
    .string()
    .typeError('Method must be text')
    .required('Method is required')
    .oneOf(MANUAL_PAYMENT_METHODS, `Method must be one of ${MANUAL_PAYMENT_METHODS.join(', ')}`),
  amount: amountField('Amount'),
  note: requiredText('Note', 500),
  // The receipt shows the customer's address (Quebec, s. 18 (b)); the booking form does not ask
  // for it, so staff may enter it here. Empty keeps the booking's address.
  address: optionalText("Pilgrim's address", 300),
});
export type ManualPaymentInput = yup.InferType<typeof manualPaymentSchema>;
