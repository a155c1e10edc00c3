import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type Booking,
} from '@umrah/domain/model/bookings';
import { fieldErrorsOf } from '@umrah/domain/model/api-error';
import { bookingUpdateSchema, type BookingUpdate } from '@umrah/domain/schemas/inbox-updates';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { FormTextField } from '../../../shared/components/form-text-field';
import { useNotify } from '../../../shared/components/notifications';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { useUpdateBooking } from '../api/update-booking';

/** The booking's status and internal note ("Handling"). */
export function StatusForm({ booking }: { booking: Booking }) {
  const update = useUpdateBooking();
  const notify = useNotify();
  const reportError = useReportError();
  const initialValues: BookingUpdate = { status: booking.status, note: booking.note };

  async function submit(values: BookingUpdate, helpers: FormikHelpers<BookingUpdate>) {
    try {
      const saved = await update.mutateAsync({
        id: booking.id,
        body: bookingUpdateSchema.cast(values),
      });
      notify({ title: 'Booking updated successfully!', severity: 'success' });
      helpers.resetForm({ values: { status: saved.status, note: saved.note } });
    } catch (error) {
      reportError(error, 'Failed to update booking');
      const fields = fieldErrorsOf(error);
      if (fields) helpers.setErrors(fields as FormikErrors<BookingUpdate>);
    }
  }

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={bookingUpdateSchema}
      onSubmit={submit}
      enableReinitialize
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate>
          <Stack spacing={2}>
            <FormTextField name="status" label="Status" select required>
              {BOOKING_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {BOOKING_STATUS_LABELS[s]}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              name="note"
              label="Internal note"
              multiline
              minRows={4}
              helperText="Seen by admins only: calls made, what was agreed."
            />
            <Button
              type="submit"
              variant="contained"
              loading={isSubmitting}
              disabled={!dirty}
              sx={{ alignSelf: 'flex-start' }}
            >
              Save
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
