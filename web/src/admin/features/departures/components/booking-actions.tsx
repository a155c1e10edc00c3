import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { ApiError, errorMessage } from '@umrah/domain/model/api-error';
import { formatDay } from '@umrah/domain/model/admin-format';
import type { Booking } from '@umrah/domain/model/bookings';
import type { Departure, DepartureSummary } from '@umrah/domain/model/departures';
import { ROOM_LABELS, ROOM_TYPES, isRoomType } from '@umrah/domain/model/rooms';
import { moveBookingSchema } from '@umrah/domain/schemas/departure';
import { confirmBookingSchema } from '@umrah/domain/schemas/payment-schemas';
import { useField, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormTextField } from '../../../shared/components/form-text-field';
import { useNotify } from '../../../shared/components/notifications';
import { useReportError } from '../../../shared/hooks/use-report-error';
import {
  useConfirmOnDeparture,
  useMoveBooking,
} from '../../../shared/departures/api/change-departures';
import { useDepartureChoices } from '../../../shared/departures/api/get-departures';
import { DeparturePicker } from '../../../shared/departures/components/departure-picker';
import { showServerFieldErrors } from '../../../shared/departures/components/server-field-errors';

type ConfirmValues = {
  departureId: string;
  departureDate: string;
  roomType: string;
  numberOfTravelers: string;
  total: string;
  skipReason: string;
};

/**
 * Confirms a waiting-list request on its departure at an agreed price (the pilgrim is mailed the
 * pay link). The server keeps the order: confirming anyone but the first asks for a reason, and
 * a departure without the seats answers how many are left; both messages show in the dialog.
 */
export function ConfirmOnDepartureDialog({
  booking,
  departure,
  firstInLine,
  onClose,
}: {
  booking: Booking;
  departure: Departure;
  firstInLine: boolean;
  onClose: () => void;
}) {
  const confirm = useConfirmOnDeparture();
  const notify = useNotify();
  const reportError = useReportError();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [askReason, setAskReason] = useState(!firstInLine);
  // The departure is fixed here (the schema wants it among the values it checks).
  const initialValues: ConfirmValues = {
    departureId: departure.id,
    departureDate: departure.departureDate,
    roomType: isRoomType(booking.roomType) ? booking.roomType : '',
    numberOfTravelers: String(booking.numberOfTravelers),
    total: '',
    skipReason: '',
  };

  async function submit(values: ConfirmValues, helpers: FormikHelpers<ConfirmValues>) {
    setRefusal(null);
    try {
      await confirm.mutateAsync({
        id: booking.id,
        body: confirmBookingSchema.cast({ ...values, sendEmail: true }),
      });
      notify({ title: `${booking.fullName} confirmed; payment link mailed`, severity: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, 'The booking could not be confirmed. Please try again.'));
      reportError(error, 'Failed to confirm the booking');
      showServerFieldErrors(error, helpers);
      // The server asks for a reason to skip earlier requests: offer the field.
      if (error instanceof ApiError && error.code === 'waiting_list_order') {
        setAskReason(true);
      }
    }
  }

  return (
    <FormDialog
      open
      title={`Confirm ${booking.fullName}`}
      initialValues={initialValues}
      validationSchema={confirmBookingSchema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Confirm and send payment link"
      maxWidth="sm"
    >
      <Typography sx={{ mb: 2 }}>
        {`On the departure of ${formatDay(departure.departureDate)}. The deposit and balance follow from its deadlines or the payment terms in Settings.`}
      </Typography>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {refusal}
        </Alert>
      )}
      <FieldGrid>
        <FormTextField id="confirm-roomType" name="roomType" label="Agreed room" select required>
          {ROOM_TYPES.map((r) => (
            <MenuItem key={r} value={r}>
              {ROOM_LABELS[r]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          id="confirm-numberOfTravelers"
          name="numberOfTravelers"
          label="Travellers"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          id="confirm-total"
          name="total"
          label="Total price (CAD)"
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        {askReason && (
          <FormTextField
            id="confirm-skipReason"
            name="skipReason"
            label="Reason to skip the waiting list"
            multiline
            minRows={2}
            className="full-width"
            helperText="Earlier requests are waiting: say why this one goes first (kept on the booking)."
          />
        )}
      </FieldGrid>
    </FormDialog>
  );
}

type MoveValues = { departureId: string; skipReason: string };

const moveTargetLabel = (d: DepartureSummary) =>
  `${formatDay(d.departureDate)} · ${d.packageTitle} · ${d.counts.left} left`;

/** The move's departure field: the upcoming departures but `from`, a page at a time. */
function MoveTargetField({
  from,
  departures,
}: {
  from: Departure;
  departures: ReturnType<typeof useDepartureChoices>;
}) {
  const [field, meta, helpers] = useField<string>('departureId');
  const { submitCount } = useFormikContext();
  const showError = (meta.touched || submitCount > 0) && typeof meta.error === 'string';
  const others = (departures.data ?? []).filter((d) => d.id !== from.id);
  return (
    <DeparturePicker
      id="move-departureId"
      name="departureId"
      label="Move to departure"
      required
      className="full-width"
      value={field.value || null}
      onChange={(next) => void helpers.setValue(next ?? '')}
      onBlur={() => void helpers.setTouched(true)}
      departures={departures}
      exclude={from.id}
      describe={moveTargetLabel}
      error={showError}
      helperText={
        showError
          ? meta.error
          : departures.isPending
            ? 'Loading departures…'
            : others.length === 0 && !departures.hasNextPage
              ? 'No other upcoming departure'
              : 'Confirmed travellers take their seats on the new departure.'
      }
    />
  );
}

/** Moves a booking to another upcoming departure (its seats, when confirmed, move with it). */
export function MoveBookingDialog({
  booking,
  from,
  onClose,
}: {
  booking: Booking;
  from: Departure;
  onClose: () => void;
}) {
  const move = useMoveBooking();
  const upcoming = useDepartureChoices();
  const notify = useNotify();
  const reportError = useReportError();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(values: MoveValues, helpers: FormikHelpers<MoveValues>) {
    setRefusal(null);
    try {
      await move.mutateAsync({ id: booking.id, body: moveBookingSchema.cast(values) });
      const to = upcoming.data?.find((d) => d.id === values.departureId);
      notify({
        title: `${booking.fullName} moved to ${formatDay(to?.departureDate)}`,
        severity: 'success',
      });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, 'The booking could not be moved. Please try again.'));
      reportError(error, 'Failed to move the booking');
      showServerFieldErrors(error, helpers);
    }
  }

  return (
    <FormDialog
      open
      title={`Move ${booking.fullName}`}
      initialValues={{ departureId: '', skipReason: '' }}
      validationSchema={moveBookingSchema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Move"
      maxWidth="sm"
    >
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {refusal}
        </Alert>
      )}
      <FieldGrid>
        <MoveTargetField from={from} departures={upcoming} />
        <FormTextField
          id="move-skipReason"
          name="skipReason"
          label="Reason to skip the waiting list (if asked)"
          multiline
          minRows={2}
          className="full-width"
        />
      </FieldGrid>
    </FormDialog>
  );
}
