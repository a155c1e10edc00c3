import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import type { Booking } from '@umrah/domain/model/bookings';
import { allocatePayments } from '@umrah/domain/model/money/plan-allocation';
import {
  centsToText,
  formatCents,
  parseCents,
  type BookingPayment,
} from '@umrah/domain/model/payments';
import { planChangeSchema } from '@umrah/domain/schemas/plan-change';
import {
  FieldArray,
  getIn,
  setIn,
  useFormikContext,
  type FormikErrors,
  type FormikHelpers,
} from 'formik';
import { ValidationError } from 'yup';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormTextField } from '../../../shared/components/form-text-field';
import { useNotify } from '../../../shared/components/notifications';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { showServerFieldErrors } from '../../../shared/departures/components/server-field-errors';
import { useChangePlan } from '../api/booking-plan';
import { instalmentsOfPlan } from '@umrah/domain/model/money/plan-change';

interface Row {
  date: string;
  /** Dollars as typed. */
  amount: string;
}
interface Values {
  instalments: Row[];
  reason: string;
}

/** The body the API takes (amounts in cents; a blank or unreadable amount is 0, refused below). */
const bodyOf = (v: Values) => ({
  instalments: v.instalments.map((r) => ({ date: r.date, amountCents: parseCents(r.amount) ?? 0 })),
  reason: v.reason,
});

/** The schema's paths ('instalments[1].amountCents') as the form's fields ('instalments.1.amount'). */
const formPath = (path: string) =>
  path.replace(/\[(\d+)\]/g, '.$1').replace(/\.amountCents$/, '.amount');

/** What is paid against the rows as they stand, and how far they are from the total. */
function Preview({ payment }: { payment: BookingPayment }) {
  const { values, errors } = useFormikContext<Values>();
  const rows = bodyOf(values).instalments;
  const sum = rows.reduce((s, r) => s + r.amountCents, 0);
  const allocation = allocatePayments(
    rows.map((r) => ({ ...r, kind: 'instalment' as const })),
    payment.paidCents,
  );
  const whole = typeof errors.instalments === 'string' ? errors.instalments : '';
  return (
    <Box sx={{ mt: 2 }} aria-live="polite">
      <Typography variant="body2">
        {`Instalments add up to ${formatCents(sum)} of ${formatCents(payment.totalCents)}; ${formatCents(payment.paidCents)} paid settles the first ${allocation.instalments.filter((i) => i.state === 'paid').length}.`}
      </Typography>
      {whole && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {whole}
        </Alert>
      )}
    </Box>
  );
}

function Rows() {
  const { values } = useFormikContext<Values>();
  return (
    <FieldArray name="instalments">
      {({ push, remove }) => (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {values.instalments.map((_, i) => (
            <Box
              key={i}
              role="group"
              aria-label={`Instalment ${i + 1}`}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
                alignItems: 'start',
              }}
            >
              <FormTextField
                id={`plan-${i}-date`}
                name={`instalments.${i}.date`}
                label="Due date"
                type="date"
                size="small"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                id={`plan-${i}-amount`}
                name={`instalments.${i}.amount`}
                label="Amount ($)"
                size="small"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <IconButton
                aria-label={`Remove instalment ${i + 1}`}
                disabled={values.instalments.length <= 1}
                onClick={() => remove(i)}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => push({ date: '', amount: '' })}
            sx={{ justifySelf: 'start' }}
          >
            Add an instalment
          </Button>
        </Box>
      )}
    </FieldArray>
  );
}

/**
 * Change one booking's plan: dates and amounts, more or fewer instalments. The server's rules run
 * as the form is filled (the same schema, with the booking's total, what is paid and today), and
 * the preview says what is paid against the new rows.
 */
export function PlanChangeDialog({
  booking,
  payment,
  onClose,
}: {
  booking: Booking;
  payment: BookingPayment;
  onClose: () => void;
}) {
  const change = useChangePlan();
  const notify = useNotify();
  const reportError = useReportError();
  const context = {
    totalCents: payment.totalCents,
    paidCents: payment.paidCents,
    today: todayInTimeZone(),
  };

  async function validate(values: Values): Promise<FormikErrors<Values>> {
    try {
      await planChangeSchema.validate(bodyOf(values), { context, abortEarly: false });
      return {};
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      const inner = e.inner.length ? e.inner : [e];
      return inner.reduce<FormikErrors<Values>>(
        (all, err) =>
          err.path && !getIn(all, formPath(err.path))
            ? (setIn(all, formPath(err.path), err.message) as FormikErrors<Values>)
            : all,
        {},
      );
    }
  }

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    try {
      const body = planChangeSchema.cast(bodyOf(values), { context });
      await change.mutateAsync({ id: booking.id, body });
      notify({ title: 'Payment plan changed', severity: 'success' });
      onClose();
    } catch (error) {
      reportError(error, 'Could not change the plan');
      showServerFieldErrors(error, helpers);
    }
  }

  return (
    <FormDialog
      open
      title="Change payment plan"
      initialValues={{
        instalments: instalmentsOfPlan(payment, payment.confirmedAt.slice(0, 10)).map((i) => ({
          date: i.date,
          amount: centsToText(i.amountCents),
        })),
        reason: '',
      }}
      validate={validate}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Save plan"
      maxWidth="sm"
    >
      <Typography sx={{ mb: 2 }}>
        {`The instalments must add up to ${formatCents(payment.totalCents)}. What is paid (${formatCents(payment.paidCents)}) settles the earliest ones; an instalment not yet paid cannot be dated in the past. The pilgrim's pay and trip pages show the new plan at once; reminders follow the new dates.`}
      </Typography>
      <Rows />
      <Preview payment={payment} />
      <Box sx={{ mt: 2 }}>
        <FormTextField
          id="plan-reason"
          name="reason"
          label="Why (kept with the change)"
          multiline
        />
      </Box>
    </FormDialog>
  );
}
