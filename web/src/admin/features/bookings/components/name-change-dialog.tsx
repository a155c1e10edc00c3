import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatDay } from '@umrah/domain/model/admin-format';
import { errorMessage } from '@umrah/domain/model/api-error';
import { formatCents } from '@umrah/domain/model/payments';
import { nameChangeSchema } from '@umrah/domain/schemas/name-change';
import type { FormikHelpers } from 'formik';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormTextField } from '../../../shared/components/form-text-field';
import { useNotify } from '../../../shared/components/notifications';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { showServerFieldErrors } from '../../../shared/departures/components/server-field-errors';
import { useNameChangePreview, useReplaceTraveller } from '../api/name-change';

type Values = { givenNames: string; surname: string; expectedFeeCents: number };

/**
 * A name change: another person takes traveller `index`'s place. Shows today's fee (the booking's
 * policy) and, past the airline's name deadline, that the airline may charge more; the new
 * traveller starts from a blank record, their passport details entered afterwards.
 */
export function NameChangeDialog({
  bookingId,
  index,
  currentName,
  onClose,
}: {
  bookingId: string;
  index: number;
  currentName: string;
  onClose: () => void;
}) {
  const preview = useNameChangePreview(bookingId, index);
  const replace = useReplaceTraveller();
  const notify = useNotify();
  const reportError = useReportError();
  const quote = preview.data?.quote;

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    try {
      const body = nameChangeSchema.cast({ ...values, expectedFeeCents: quote?.feeCents ?? 0 });
      const entry = await replace.mutateAsync({ id: bookingId, index, body });
      notify({ title: `Traveller ${index} is now ${entry.to}`, severity: 'success' });
      onClose();
    } catch (error) {
      reportError(error, 'Could not replace the traveller');
      showServerFieldErrors(error, helpers);
    }
  }

  return (
    <FormDialog
      open
      title={`Replace traveller ${index}`}
      initialValues={{ givenNames: '', surname: '', expectedFeeCents: 0 }}
      validationSchema={nameChangeSchema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Replace traveller"
      maxWidth="sm"
    >
      <Typography sx={{ mb: 2 }}>
        {`Another person takes the place of ${currentName || `traveller ${index}`}. Their record starts again: the former traveller's passport details and uploads are removed.`}
      </Typography>
      {preview.isPending && <Typography color="text.secondary">Loading the fee…</Typography>}
      {preview.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(preview.error, 'The fee could not be loaded.')}
        </Alert>
      )}
      {quote && (
        <>
          <Typography sx={{ mb: 1 }}>
            {quote.feeCents
              ? `Name change fee (the booking's policy): ${formatCents(quote.feeCents)}, added to the last instalment. New total: ${formatCents(quote.newTotalCents)}.`
              : "The booking's policy sets no name change fee."}
          </Typography>
          {quote.afterDeadline && quote.deadline ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {`The airline's name deadline (${formatDay(quote.deadline)}) has passed: the airline may charge more than this fee. Check with the airline before confirming.`}
            </Alert>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {quote.deadline
                ? `Airline's name deadline: ${formatDay(quote.deadline)}.`
                : 'No airline name deadline is set on the cost sheet.'}
            </Typography>
          )}
        </>
      )}
      <FieldGrid>
        <FormTextField
          id={`name-change-${index}-givenNames`}
          name="givenNames"
          label="Given names"
          helperText="As on the passport"
          required
        />
        <FormTextField
          id={`name-change-${index}-surname`}
          name="surname"
          label="Surname"
          helperText="As on the passport"
          required
        />
      </FieldGrid>
    </FormDialog>
  );
}
