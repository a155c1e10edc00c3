import type { Departure } from '@umrah/domain/model/departures';
import { seatHoldSchema } from '@umrah/domain/schemas/departure';
import type { FormikHelpers } from 'formik';
import { FieldGrid } from '../../components/field-grid';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { useNotify } from '../../components/notifications';
import { useReportError } from '../../hooks/use-report-error';
import { useAddSeatHold } from '../api/change-departures';
import { seatsText } from './seats-text';
import { showServerFieldErrors } from './server-field-errors';

type Values = { label: string; seats: string };

/** "Hold seats": who for and how many (refused by the server when they do not fit). */
export function SeatHoldDialog({
  departure,
  open,
  onClose,
}: {
  departure: Departure;
  open: boolean;
  onClose: () => void;
}) {
  const add = useAddSeatHold();
  const notify = useNotify();
  const reportError = useReportError();

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    try {
      const body = seatHoldSchema.cast(values);
      await add.mutateAsync({ id: departure.id, body });
      notify({ title: `${seatsText(body.seats)} held for ${body.label}`, severity: 'success' });
      onClose();
    } catch (error) {
      reportError(error, 'Could not hold the seats');
      showServerFieldErrors(error, helpers);
    }
  }

  return (
    <FormDialog
      open={open}
      title="Hold seats"
      initialValues={{ label: '', seats: '' }}
      validationSchema={seatHoldSchema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Hold"
      maxWidth="xs"
    >
      <FieldGrid>
        <FormTextField
          id="hold-label"
          name="label"
          label="For whom"
          required
          className="full-width"
          helperText="e.g. Tour leader, airline block"
        />
        <FormTextField
          id="hold-seats"
          name="seats"
          label="Seats"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </FieldGrid>
    </FormDialog>
  );
}
