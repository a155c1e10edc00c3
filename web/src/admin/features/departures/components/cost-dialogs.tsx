import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { fieldErrorsOf } from '@umrah/domain/model/api-error';
import {
  COST_CURRENCIES,
  COST_KIND_LABELS,
  COST_KINDS,
  formatMoney,
  parseRate,
  RATE_SCALE,
  rateOf,
  rateToText,
  toCadCents,
  type CostLine,
  type DepartureCosts,
} from '@umrah/domain/model/costs';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { parseCents } from '@umrah/domain/model/payments';
import { wouldDrawOnOthers } from '@umrah/domain/model/trust-ledger';
import { ROOMING_ROOM_TYPES } from '@umrah/domain/model/rooming';
import {
  copyCostSheetSchema,
  costLineSchema,
  costSheetSchema,
  supplierPaymentSchema,
  type CostLineInput,
  type SupplierPaymentInput,
} from '@umrah/domain/schemas/costs';
import {
  FieldArray,
  setIn,
  useField,
  useFormikContext,
  type FormikErrors,
  type FormikHelpers,
} from 'formik';
import { useState } from 'react';
import { FieldGrid, FieldSection } from '../../../shared/components/field-grid';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormTextField } from '../../../shared/components/form-text-field';
import { useNotify } from '../../../shared/components/notifications';
import {
  lineToInput,
  sheetToInput,
  useCopyCostSheet,
  useRecordSupplierPayment,
  useSaveCostSheet,
} from '../../../shared/costs/api/costs';
import { useDepartureChoices } from '../../../shared/departures/api/get-departures';
import { DeparturePicker } from '../../../shared/departures/components/departure-picker';
import { showServerFieldErrors } from '../../../shared/departures/components/server-field-errors';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { formatDay } from '@umrah/domain/model/admin-format';

const ROOM_LABELS: Record<(typeof ROOMING_ROOM_TYPES)[number], string> = {
  quad: 'Quad',
  triple: 'Triple',
  double: 'Double',
  single: 'Single',
};

type LineValues = Omit<
  CostLineInput,
  'quantity' | 'rooms' | 'nights' | 'seats' | 'roomType' | 'nameDeadline' | 'ticketingDeadline'
> & {
  quantity: string | number;
  rooms: string | number;
  nights: string | number;
  seats: string | number;
  roomType: string;
  nameDeadline: string;
  ticketingDeadline: string;
};

function lineValues(line: CostLine | null, costs: DepartureCosts): LineValues {
  const input = line ? lineToInput(line) : null;
  const firstStay = costs.stays[0];
  return {
    id: input?.id ?? '',
    kind: input?.kind ?? 'hotel',
    label: input?.label ?? '',
    supplierId: input?.supplierId ?? costs.suppliers[0]?.id ?? '',
    currency: input?.currency ?? costs.suppliers[0]?.currency ?? 'SAR',
    unitPrice: input?.unitPrice ?? '',
    quantity: input?.quantity ?? 1,
    perTraveller: input?.perTraveller ?? false,
    stayKey: input?.stayKey ?? firstStay?.key ?? '',
    roomType: input?.roomType ?? 'quad',
    rooms: input?.rooms ?? '',
    nights: input?.nights ?? firstStay?.nights ?? '',
    seats: input?.seats ?? '',
    nameDeadline: input?.nameDeadline ?? '',
    ticketingDeadline: input?.ticketingDeadline ?? '',
    schedule: input?.schedule ?? [],
  };
}

/** The server names a line's fields `lines[i].field`: the dialog's own field names. */
function showLineErrors(error: unknown, index: number, helpers: FormikHelpers<LineValues>) {
  const fields = fieldErrorsOf(error);
  if (!fields) return;
  const prefix = `lines[${index}].`;
  const own = Object.entries(fields).filter(([path]) => path.startsWith(prefix));
  const errors = own.reduce<object>(
    (all, [path, message]) => setIn(all, path.slice(prefix.length), message),
    {},
  );
  helpers.setErrors(errors as FormikErrors<LineValues>);
}

function KindFields({ costs }: { costs: DepartureCosts }) {
  const [kind] = useField<string>('kind');
  const [perTraveller, , perTravellerHelpers] = useField<boolean>('perTraveller');
  if (kind.value === 'hotel') {
    return (
      <>
        <FormTextField id="line-stay" name="stayKey" label="Stay" select required>
          {costs.stays.map((s) => (
            <MenuItem key={s.key} value={s.key}>
              {s.city}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField id="line-room-type" name="roomType" label="Room type" select required>
          {ROOMING_ROOM_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {ROOM_LABELS[t]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField id="line-rooms" name="rooms" label="Rooms held" required />
        <FormTextField id="line-nights" name="nights" label="Nights" required />
      </>
    );
  }
  if (kind.value === 'air') {
    return (
      <>
        <FormTextField id="line-seats" name="seats" label="Seats in the block" required />
        <Box />
        <FormTextField
          id="line-name-deadline"
          name="nameDeadline"
          label="Name deadline"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          id="line-ticketing-deadline"
          name="ticketingDeadline"
          label="Ticketing deadline"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </>
    );
  }
  if (kind.value === 'visa') {
    return (
      <Typography className="full-width" variant="body2" color="text.secondary">
        A visa is counted for every traveller who flies (from the confirmed bookings).
      </Typography>
    );
  }
  return (
    <>
      <FormTextField
        id="line-quantity"
        name="quantity"
        label="Quantity"
        disabled={perTraveller.value}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={perTraveller.value}
            onChange={(e) => void perTravellerHelpers.setValue(e.target.checked)}
          />
        }
        label="Per traveller"
      />
    </>
  );
}

function ScheduleFields() {
  const { values } = useFormikContext<LineValues>();
  return (
    <FieldArray name="schedule">
      {({ push, remove }) => (
        <Box className="full-width" sx={{ display: 'grid', gap: 1.5 }}>
          {values.schedule.map((_, i) => (
            <Box
              key={i}
              role="group"
              aria-label={`Payment ${i + 1}`}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', sm: '1.2fr 1fr 1fr auto' },
                alignItems: 'start',
              }}
            >
              <FormTextField
                id={`schedule-${i}-label`}
                name={`schedule[${i}].label`}
                label="What is due"
                size="small"
              />
              <FormTextField
                id={`schedule-${i}-due`}
                name={`schedule[${i}].dueDate`}
                label="Due date"
                type="date"
                size="small"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                id={`schedule-${i}-amount`}
                name={`schedule[${i}].amount`}
                label="Amount"
                size="small"
              />
              <IconButton aria-label={`Remove payment ${i + 1}`} onClick={() => remove(i)}>
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() =>
              push({
                id: '',
                label: values.schedule.length ? 'Balance' : 'Deposit',
                dueDate: '',
                amount: '',
              })
            }
            sx={{ justifySelf: 'start' }}
          >
            Add a payment due
          </Button>
        </Box>
      )}
    </FieldArray>
  );
}

/** Adds or edits one line; saving sends the whole sheet with the line in its place. */
export function CostLineDialog({
  costs,
  line,
  onClose,
}: {
  costs: DepartureCosts;
  /** The line to edit; null: a new line. */
  line: CostLine | null;
  onClose: () => void;
}) {
  const save = useSaveCostSheet();
  const notify = useNotify();
  const reportError = useReportError();
  const existing = costs.sheet.lines.map(lineToInput);
  const index = line ? costs.sheet.lines.findIndex((l) => l.id === line.id) : existing.length;

  async function submit(values: LineValues, helpers: FormikHelpers<LineValues>) {
    try {
      const body = costLineSchema.validateSync(values, { stripUnknown: true });
      const lines = [...existing];
      lines[index] = body;
      await save.mutateAsync({
        departureId: costs.sheet.departureId,
        body: sheetToInput(costs.sheet, lines),
      });
      notify({ title: line ? 'Line saved' : 'Line added', severity: 'success' });
      onClose();
    } catch (error) {
      reportError(error, 'Could not save the line');
      showLineErrors(error, index, helpers);
    }
  }

  return (
    <FormDialog
      open
      title={line ? `Edit ${line.label}` : 'Add a cost line'}
      initialValues={lineValues(line, costs)}
      validationSchema={costLineSchema}
      onSubmit={submit}
      onClose={onClose}
    >
      <FieldGrid>
        <FormTextField id="line-kind" name="kind" label="Kind" select required>
          {COST_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {COST_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField id="line-label" name="label" label="Description" required />
        <FormTextField id="line-supplier" name="supplierId" label="Supplier" select required>
          {costs.suppliers.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField id="line-currency" name="currency" label="Currency" select required>
          {COST_CURRENCIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          id="line-unit-price"
          name="unitPrice"
          label="Price per unit"
          required
          helperText="Per room and night, per seat, per traveller or per unit, in the line's currency"
          className="full-width"
        />
        <KindFields costs={costs} />
        <FieldSection title="Payment schedule" />
        <ScheduleFields />
      </FieldGrid>
    </FormDialog>
  );
}

type PaymentValues = SupplierPaymentInput;

/** Records what was paid to a supplier against a line, at the rate it was paid at. */
export function SupplierPaymentDialog({
  costs,
  line,
  onClose,
}: {
  costs: DepartureCosts;
  line: CostLine;
  onClose: () => void;
}) {
  const record = useRecordSupplierPayment();
  const notify = useNotify();
  const reportError = useReportError();
  const outstanding = costs.lines.find((l) => l.lineId === line.id)?.toPayCents ?? 0;

  async function submit(values: PaymentValues, helpers: FormikHelpers<PaymentValues>) {
    try {
      const body = supplierPaymentSchema.validateSync(values, { stripUnknown: true });
      await record.mutateAsync({ departureId: costs.sheet.departureId, body });
      notify({ title: `Payment to ${line.label} recorded`, severity: 'success' });
      onClose();
    } catch (error) {
      reportError(error, 'Could not record the payment');
      showServerFieldErrors(error, helpers);
    }
  }

  return (
    <FormDialog
      open
      title={`Record a payment: ${line.label}`}
      initialValues={{
        lineId: line.id,
        date: todayInTimeZone(),
        amount: outstanding > 0 ? (outstanding / 100).toFixed(2) : '',
        currency: line.currency,
        rate: rateToText(rateOf(line.currency, costs.sheet.rates)),
        reference: '',
      }}
      validationSchema={supplierPaymentSchema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Record"
      maxWidth="sm"
    >
      <FieldGrid>
        <FormTextField
          id="payment-date"
          name="date"
          label="Date paid"
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          id="payment-amount"
          name="amount"
          label={`Amount (${line.currency})`}
          required
        />
        <FormTextField id="payment-currency" name="currency" label="Currency" select required>
          {COST_CURRENCIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          id="payment-rate"
          name="rate"
          label="Rate (CAD per unit)"
          required
          helperText="The rate the money left at; the sheet's rate by default"
        />
        <FormTextField
          id="payment-reference"
          name="reference"
          label="Reference"
          className="full-width"
          helperText="Wire or cheque number, supplier's invoice"
        />
        <DrawWarning balanceCents={costs.trust.balanceCents} />
      </FieldGrid>
    </FormDialog>
  );
}

/** Warns, as staff type, when the payment takes more than the departure's pilgrims paid in. */
function DrawWarning({ balanceCents }: { balanceCents: number }) {
  const { values } = useFormikContext<PaymentValues>();
  const cents = parseCents(values.amount);
  const rate = values.currency === 'CAD' ? RATE_SCALE : parseRate(values.rate);
  if (cents === null || rate === null) return null;
  const over = wouldDrawOnOthers(balanceCents, toCadCents(cents, rate));
  if (over === 0) return null;
  return (
    <Alert severity="warning" className="full-width" role="status">
      {`This payment would draw ${formatMoney(over, 'CAD')} on other departures' money: this departure holds ${formatMoney(Math.max(0, balanceCents), 'CAD')} of its pilgrims' payments.`}
    </Alert>
  );
}

const ratesSchema = costSheetSchema.pick(['rates']);

/** Changes the sheet's locked rates (what is still to pay moves; payments made never do). */
export function RatesDialog({ costs, onClose }: { costs: DepartureCosts; onClose: () => void }) {
  const save = useSaveCostSheet();
  const notify = useNotify();
  const reportError = useReportError();
  const current = sheetToInput(costs.sheet);

  async function submit(
    values: { rates: { USD: string; SAR: string } },
    helpers: FormikHelpers<{ rates: { USD: string; SAR: string } }>,
  ) {
    try {
      await save.mutateAsync({
        departureId: costs.sheet.departureId,
        body: { ...current, rates: values.rates },
      });
      notify({ title: 'Rates locked', severity: 'success' });
      onClose();
    } catch (error) {
      reportError(error, 'Could not save the rates');
      showServerFieldErrors(error, helpers);
    }
  }

  return (
    <FormDialog
      open
      title="Exchange rates for this departure"
      initialValues={{ rates: current.rates }}
      validationSchema={ratesSchema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Lock rates"
      maxWidth="xs"
    >
      <FieldGrid>
        <FormTextField
          id="rate-usd"
          name="rates.USD"
          label="1 USD in CAD"
          required
          className="full-width"
        />
        <FormTextField
          id="rate-sar"
          name="rates.SAR"
          label="1 SAR in CAD"
          required
          className="full-width"
          helperText="A new rate changes what is still to pay, never a payment made"
        />
      </FieldGrid>
    </FormDialog>
  );
}

/** Copies another departure's sheet onto this one (dates moved by the days between them). */
export function CopySheetDialog({
  departureId,
  onClose,
}: {
  departureId: string;
  onClose: () => void;
}) {
  const copy = useCopyCostSheet();
  const notify = useNotify();
  const reportError = useReportError();
  const choices = useDepartureChoices();
  const [from, setFrom] = useState<string | null>(null);

  async function submit() {
    if (!from) return;
    try {
      await copy.mutateAsync({ departureId, fromDepartureId: from });
      notify({ title: 'Cost sheet copied', severity: 'success' });
      onClose();
    } catch (error) {
      reportError(error, 'Could not copy the cost sheet');
    }
  }

  return (
    <FormDialog
      open
      title="Copy a cost sheet from another departure"
      initialValues={{ fromDepartureId: '' }}
      validationSchema={copyCostSheetSchema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Copy"
      maxWidth="sm"
    >
      <CopyPicker departureId={departureId} choices={choices} onPick={setFrom} />
    </FormDialog>
  );
}

function CopyPicker({
  departureId,
  choices,
  onPick,
}: {
  departureId: string;
  choices: ReturnType<typeof useDepartureChoices>;
  onPick: (id: string | null) => void;
}) {
  const [field, meta, helpers] = useField<string>('fromDepartureId');
  return (
    <>
      <DeparturePicker
        id="copy-from"
        label="Departure to copy from"
        value={field.value || null}
        onChange={(next) => {
          void helpers.setValue(next ?? '');
          onPick(next);
        }}
        departures={choices}
        exclude={departureId}
        describe={(d) => `${formatDay(d.departureDate)} · ${d.packageTitle}`}
        required
        error={meta.touched && !!meta.error}
        helperText={
          meta.touched && meta.error
            ? meta.error
            : 'Its lines and rates, with dates moved; no payment'
        }
      />
    </>
  );
}
