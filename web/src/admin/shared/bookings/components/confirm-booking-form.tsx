import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, errorMessage } from '@umrah/domain/model/api-error';
import type { Booking } from '@umrah/domain/model/bookings';
import { INSURANCE_ANSWER_LABELS, INSURANCE_ANSWERS } from '@umrah/domain/model/confirmation';
import type { DeparturePrices } from '@umrah/domain/model/departures';
import { centsToText, formatCents } from '@umrah/domain/model/payments';
import { suggestedTotal } from '@umrah/domain/model/pricing';
import { ROOM_LABELS, ROOM_TYPES, isRoomType } from '@umrah/domain/model/rooms';
import type { Package } from '@umrah/domain/schemas/package';
import { confirmBookingSchema } from '@umrah/domain/schemas/payment-schemas';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { FocusFirstError } from '../../components/focus-first-error';
import { FormTextField } from '../../components/form-text-field';
import { useNotify } from '../../components/notifications';
import { useDeparture } from '../../departures/api/get-departures';
import { showServerFieldErrors } from '../../departures/components/server-field-errors';
import { useReportError } from '../../hooks/use-report-error';
import { useConfirmBooking } from '../api/confirm-booking';
import { useBookedPackage } from '../api/get-booked-package';
import { BookingDepartureDate } from './booking-departure-link';

type ConfirmValues = {
  roomType: string;
  numberOfTravelers: string;
  total: string;
  departureDate: string;
  departureId: string;
  skipReason: string;
  insurance: string;
  /** Travellers in a room alone: only for the suggested total (the server is not told). */
  singles: string;
};

/**
 * What the pilgrim was shown for the agreed room and travellers (the departure's own prices over
 * the package's, single supplements included: domain's suggestedTotal, the public page's rule),
 * under the total: staff see where it comes from and take it with one click (never filled in
 * behind their back: what they typed stays theirs), after changing the room or travellers too.
 */
function SuggestedTotal({ pkg, prices }: { pkg: Package; prices: DeparturePrices | null }) {
  const { values, setFieldValue } = useFormikContext<ConfirmValues>();
  const suggested = suggestedTotal(pkg, prices && { prices }, {
    roomType: values.roomType,
    travellers: Number(values.numberOfTravelers),
    singles: Number(values.singles || '0'),
  });
  if (!suggested) {
    return (
      <Typography variant="body2" color="text.secondary">
        No suggested total: no price for this room, or more singles than travellers.
      </Typography>
    );
  }
  const text = centsToText(suggested.totalCents);
  const singles = suggested.singles
    ? ` + single supplement ${formatCents(suggested.singleSupplementCents)} × ${suggested.singles}`
    : '';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {`Price shown on the site: ${formatCents(suggested.perPersonCents)} × ${suggested.travellers}${singles} = ${formatCents(suggested.totalCents)}`}
      </Typography>
      {values.total !== text && (
        <Button size="small" onClick={() => void setFieldValue('total', text)}>
          Use this total
        </Button>
      )}
    </Stack>
  );
}

/**
 * Confirms a booking at an agreed price and mails the pilgrim the pay link: the one form of the
 * booking's page and of the departure page's waiting list. On a departure the server keeps the
 * order: confirming anyone but the first asks a reason (`askReason` offers it at once), and a
 * departure without the seats answers how many are left; both stay beside the button.
 */
export function ConfirmBookingForm({
  booking,
  askReason: askReasonFirst = false,
  onConfirmed,
  onCancel,
}: {
  booking: Booking;
  askReason?: boolean;
  onConfirmed?: () => void;
  /** In a dialog: a Cancel button beside the submit one. */
  onCancel?: () => void;
}) {
  const confirm = useConfirmBooking();
  const notify = useNotify();
  const reportError = useReportError();
  const idPrefix = useId();
  const p = booking.payment;
  const pkg = useBookedPackage(booking.packageSlug).data;
  const departure = useDeparture(booking.departureId ?? null).data;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [askReason, setAskReason] = useState(askReasonFirst);
  const initialValues: ConfirmValues = {
    roomType: p?.roomType ?? (isRoomType(booking.roomType) ? booking.roomType : ''),
    numberOfTravelers: String(p?.travellers ?? booking.numberOfTravelers),
    total: p ? centsToText(p.totalCents) : '',
    departureDate: p?.departureDate ?? booking.preferredDate,
    // On a departure, its date, seats and deadlines apply (the server reads them).
    departureId: booking.departureId ?? '',
    skipReason: '',
    insurance: booking.insurance ?? '',
    singles: '0',
  };
  const supplement = departure?.prices.singleSupplement ?? null;

  async function submit(
    { singles: _singles, ...values }: ConfirmValues,
    helpers: FormikHelpers<ConfirmValues>,
  ) {
    setRefusal(null);
    try {
      await confirm.mutateAsync({
        id: booking.id,
        body: confirmBookingSchema.cast({ ...values, sendEmail: true }),
      });
      notify({ title: 'Booking confirmed; payment link mailed', severity: 'success' });
      onConfirmed?.();
    } catch (error) {
      setRefusal(errorMessage(error, 'The booking could not be confirmed. Please try again.'));
      if (error instanceof ApiError && error.code === 'waiting_list_order') setAskReason(true);
      reportError(error, 'Failed to confirm the booking');
      showServerFieldErrors(error, helpers);
    }
  }

  const field = (name: keyof ConfirmValues) => ({ id: `${idPrefix}-${name}`, name });
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={confirmBookingSchema}
      onSubmit={submit}
      enableReinitialize
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Confirm with price">
          <Stack spacing={2}>
            <FormTextField {...field('roomType')} label="Agreed room" select required>
              {ROOM_TYPES.map((r) => (
                <MenuItem key={r} value={r}>
                  {ROOM_LABELS[r]}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              {...field('numberOfTravelers')}
              label="Travellers"
              inputMode="numeric"
              required
            />
            {supplement !== null && (
              <FormTextField
                {...field('singles')}
                label="Travellers in a room alone"
                inputMode="numeric"
                helperText={`Each pays the departure's single supplement of ${formatCents(supplement * 100)} (counted in the suggested total).`}
              />
            )}
            <FormTextField
              {...field('total')}
              label="Total price (CAD)"
              inputMode="decimal"
              required
              helperText="The deposit and balance follow from the departure's deadlines or the payment terms in Settings."
            />
            {pkg && <SuggestedTotal pkg={pkg} prices={departure?.prices ?? null} />}
            {booking.departureId ? (
              <BookingDepartureDate departureId={booking.departureId} />
            ) : (
              <FormTextField
                {...field('departureDate')}
                label="Departure date"
                type="date"
                required
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
            <FormTextField
              {...field('insurance')}
              label="Cancellation and health insurance"
              select
              helperText="Offer it before the sale (the law asks it); the answer is printed on the confirmation."
            >
              {(['', ...INSURANCE_ANSWERS] as const).map((answer) => (
                <MenuItem key={answer || 'none'} value={answer}>
                  {INSURANCE_ANSWER_LABELS[answer]}
                </MenuItem>
              ))}
            </FormTextField>
            {askReason && (
              <FormTextField
                {...field('skipReason')}
                label="Reason to skip the waiting list"
                multiline
                minRows={2}
                helperText="Earlier requests are waiting on this departure: say why this one goes first (kept on the booking)."
              />
            )}
            {refusal && (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            )}
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: onCancel ? 'flex-end' : 'flex-start' }}
            >
              {onCancel && (
                <Button onClick={onCancel} disabled={isSubmitting}>
                  Cancel
                </Button>
              )}
              <Button type="submit" variant="contained" loading={isSubmitting}>
                {p ? 'Update price and send a new link' : 'Confirm and send payment link'}
              </Button>
            </Stack>
          </Stack>
          <FocusFirstError />
        </Form>
      )}
    </Formik>
  );
}
