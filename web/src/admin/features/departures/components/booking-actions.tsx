import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessage } from '@umrah/domain/model/api-error';
import { formatDay } from '@umrah/domain/model/admin-format';
import type { Booking } from '@umrah/domain/model/bookings';
import type { Departure, DepartureSummary } from '@umrah/domain/model/departures';
import { moveBookingSchema } from '@umrah/domain/schemas/departure';
import { useField, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { ConfirmBookingForm } from '../../../shared/bookings/components/confirm-booking-form';
import { useSmallScreen } from '../../../shared/hooks/use-small-screen';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormTextField } from '../../../shared/components/form-text-field';
import { useNotify } from '../../../shared/components/notifications';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { useMoveBooking } from '../../../shared/departures/api/change-departures';
import { useDepartureChoices } from '../../../shared/departures/api/get-departures';
import { DeparturePicker } from '../../../shared/departures/components/departure-picker';
import { showServerFieldErrors } from '../../../shared/departures/components/server-field-errors';

/**
 * Confirms a waiting-list request on its departure at an agreed price, with the booking page's
 * own form (shared/bookings): the reason to skip the line is asked at once past the first.
 */
export function ConfirmOnDepartureDialog({
  booking,
  firstInLine,
  onClose,
}: {
  booking: Booking;
  firstInLine: boolean;
  onClose: () => void;
}) {
  const small = useSmallScreen();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        // A click beside it does not close it: typed work is not lost by accident.
        if (reason !== 'backdropClick') onClose();
      }}
      fullScreen={small}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{`Confirm ${booking.fullName}`}</DialogTitle>
      <DialogContent dividers>
        <ConfirmBookingForm
          booking={booking}
          askReason={!firstInLine}
          onConfirmed={onClose}
          onCancel={onClose}
        />
      </DialogContent>
    </Dialog>
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
