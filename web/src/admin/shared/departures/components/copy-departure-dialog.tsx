import Typography from '@mui/material/Typography';
import { formatDay } from '@umrah/domain/model/admin-format';
import { addDays } from '@umrah/domain/model/dates';
import { daysBetween, type Departure } from '@umrah/domain/model/departures';
import { copyDepartureSchema } from '@umrah/domain/schemas/departure';
import type { FormikHelpers } from 'formik';
import { FieldGrid } from '../../components/field-grid';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { useNotify } from '../../components/notifications';
import { useReportError } from '../../hooks/use-report-error';
import { useCopyDeparture } from '../api/change-departures';
import { showServerFieldErrors } from './server-field-errors';

type Values = { departureDate: string; returnDate: string };
const dateSlot = { inputLabel: { shrink: true } };

/** "Copy to next date": the same flights, prices and capacity on a later date, open, no seat taken. */
export function CopyDepartureDialog({
  departure,
  open,
  onClose,
}: {
  departure: Departure;
  open: boolean;
  onClose: () => void;
}) {
  const copy = useCopyDeparture();
  const notify = useNotify();
  const reportError = useReportError();
  // A week later is the usual next group; staff change it.
  const initialValues: Values = {
    departureDate: addDays(departure.departureDate, 7),
    returnDate: '',
  };

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    try {
      const body = copyDepartureSchema.cast(values);
      await copy.mutateAsync({ id: departure.id, body });
      notify({
        title: `Departure copied to ${formatDay(body.departureDate)}`,
        severity: 'success',
      });
      onClose();
    } catch (error) {
      reportError(error, 'Could not copy the departure');
      showServerFieldErrors(error, helpers);
    }
  }

  const stay = daysBetween(departure.departureDate, departure.returnDate);
  return (
    <FormDialog
      open={open}
      title="Copy to next date"
      initialValues={initialValues}
      validationSchema={copyDepartureSchema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Copy"
      maxWidth="sm"
    >
      <Typography sx={{ mb: 2 }}>
        {`Copies the departure of ${formatDay(departure.departureDate)}: its flights, prices, capacity and notes. The copy is open, with no seat taken.`}
      </Typography>
      <FieldGrid>
        <FormTextField
          id="copy-departureDate"
          name="departureDate"
          label="New departure date"
          type="date"
          required
          slotProps={dateSlot}
        />
        <FormTextField
          id="copy-returnDate"
          name="returnDate"
          label="New return date"
          type="date"
          slotProps={dateSlot}
          helperText={`Blank: the package's nights (this one is ${stay} days)`}
        />
      </FieldGrid>
    </FormDialog>
  );
}
