// The pilgrim's request to cancel from the trip page (POST /api/trip/{token}/cancellation): the
// page's form and the server read the same schema, made for the booking (how many travellers,
// and their names when all are known) and the page's language.
import * as yup from 'yup';
import { CANCELLATION_REASON_MAX } from '../model/money/cancellation';
import { FIELD_LABELS, validationMessages, type FormLanguage } from '../model/validation-messages';
import { requiredInt, requiredText, trimString } from './validation';

/** The booking the request is about, as the trip page knows it. */
export interface CancellableBooking {
  /** How many travellers the booking is for. */
  travellers: number;
  /** Their names, in order, when every one is known (knownTravellerNames), else empty. */
  names: readonly string[];
}

export const CANCELLATION_SCOPES = ['all', 'some'] as const;

/**
 * All or some travellers; for some, the names ticked (when every name is known) or how many
 * (1 to the booking's travellers); a reason; and the explicit confirmation.
 */
export function cancellationRequestSchemaFor(language: FormLanguage, booking: CancellableBooking) {
  const m = validationMessages(language);
  const label = FIELD_LABELS[language];
  const byName = booking.names.length > 0;
  const some = (value: unknown) => value === 'some';
  return yup.object({
    scope: yup
      .string()
      .typeError(m.cancellationScope)
      .transform(trimString)
      .required(m.cancellationScope)
      .oneOf(CANCELLATION_SCOPES, m.cancellationScope)
      .defined() as yup.StringSchema<(typeof CANCELLATION_SCOPES)[number]>,
    travellers: yup
      .number()
      .nullable()
      .default(null)
      .when('scope', ([scope]: unknown[], schema) =>
        some(scope) && !byName
          ? requiredInt(label.travellersToCancel, 1, booking.travellers, m)
          : schema.strip(),
      ),
    names: yup
      .array(
        yup
          .string()
          .typeError(m.cancellationUnknownName)
          .transform(trimString)
          .required(m.cancellationUnknownName)
          .oneOf([...booking.names], m.cancellationUnknownName),
      )
      .typeError(m.cancellationNames)
      .default([])
      .when('scope', ([scope]: unknown[], schema) =>
        some(scope) && byName
          ? schema
              .min(1, m.cancellationNames)
              .max(booking.travellers, m.cancellationNames)
              .test('distinct', m.cancellationNames, (v) => !v || new Set(v).size === v.length)
          : schema.transform(() => []),
      ),
    reason: requiredText(label.reason, CANCELLATION_REASON_MAX, m),
    confirm: yup
      .boolean()
      .typeError(m.cancellationConfirm)
      .required(m.cancellationConfirm)
      .oneOf([true], m.cancellationConfirm),
  });
}

export type CancellationRequestInput = yup.InferType<
  ReturnType<typeof cancellationRequestSchemaFor>
>;
