import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { formatDay } from '@umrah/domain/model/admin-format';
import {
  DEPARTURE_FORM_STATUSES,
  DEPARTURE_STATUS_EFFECTS,
  DEPARTURE_STATUS_LABELS,
  defaultReturnDate,
  type DepartureStatus,
  type Departure,
  type DepartureReschedule,
} from '@umrah/domain/model/departures';
import type { NightsSource } from '@umrah/domain/model/nights';
import { departureSchema } from '@umrah/domain/schemas/departure';
import { useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FieldGrid, FieldSection } from '../../components/field-grid';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { useNotify } from '../../components/notifications';
import { FrenchTextField } from '../../french/french-text-field';
import { LanguageTabs } from '../../french/language-tabs';
import { useReportError } from '../../hooks/use-report-error';
import {
  useCreateDeparture,
  usePreviewReschedule,
  useUpdateDeparture,
} from '../api/change-departures';
import {
  departureToFormValues,
  emptyDepartureValues,
  toDepartureBody,
  type DepartureFormValues,
} from './departure-form-values';
import { FlightLegsFields } from './flight-legs-fields';
import { CancellationPolicyFields } from '../../cancellation-policy/policy-fields';
import { policyFromFormValues } from '../../cancellation-policy/policy-form-values';
import { showServerFieldErrors } from './server-field-errors';

/** What the form needs of the package: its nights (the return date) and its prices (hints). */
export type DeparturePackage = NightsSource & {
  id: string;
  quadPrice?: number | null;
  triplePrice?: number | null;
  doublePrice?: number | null;
};

const dateSlot = { inputLabel: { shrink: true } };
const dollars = {
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
  htmlInput: { min: 0, step: 1, inputMode: 'numeric' as const },
};
// The departure fields sit inside the package dialog, whose own fields use `field-<name>` ids.
const idOf = (name: string) => `departure-${name.replace('.', '-')}`;

/**
 * A blank or defaulted return date follows the departure date (the package's nights after it);
 * one staff typed themselves stays.
 */
function ReturnDateDefault({ pkg }: { pkg: NightsSource | null }) {
  const { values, setFieldValue } = useFormikContext<DepartureFormValues>();
  const previous = useRef(values.departureDate);
  useEffect(() => {
    const before = previous.current;
    previous.current = values.departureDate;
    if (
      !pkg ||
      before === values.departureDate ||
      !/^\d{4}-\d{2}-\d{2}$/.test(values.departureDate)
    )
      return;
    const followed =
      values.returnDate === '' ||
      (/^\d{4}-\d{2}-\d{2}$/.test(before) && values.returnDate === defaultReturnDate(before, pkg));
    if (followed) void setFieldValue('returnDate', defaultReturnDate(values.departureDate, pkg));
  }, [values.departureDate, values.returnDate, pkg, setFieldValue]);
  return null;
}

function priceHint(pkg: DeparturePackage | null, price: number | null | undefined) {
  // Without the package at hand (the departure's own page), say what blank means in general.
  if (!pkg) return "Blank: the package's price";
  return typeof price === 'number' ? `Blank: the package's $${price}` : 'Blank: not offered';
}

function EnglishFields({ pkg }: { pkg: DeparturePackage | null }) {
  const { values } = useFormikContext<DepartureFormValues>();
  return (
    <FieldGrid>
      <ReturnDateDefault pkg={pkg} />
      <FieldSection title="Dates" />
      <FormTextField
        id={idOf('departureDate')}
        name="departureDate"
        label="Departure date"
        type="date"
        required
        slotProps={dateSlot}
      />
      <FormTextField
        id={idOf('returnDate')}
        name="returnDate"
        label="Return date"
        type="date"
        slotProps={dateSlot}
        helperText="Filled from the package's nights; change it if the flights differ."
      />
      <FieldSection title="Flights" />
      <FormTextField id={idOf('flights.airline')} name="flights.airline" label="Airline" />
      <FormTextField
        id={idOf('flights.flightNumbers')}
        name="flights.flightNumbers"
        label="Flight numbers"
        helperText="Outbound / return, e.g. SV 72 / SV 71"
      />
      <FormTextField
        id={idOf('flights.departureAirport')}
        name="flights.departureAirport"
        label="Departure airport"
        helperText="e.g. YUL or Montréal-Trudeau"
      />
      <FormTextField
        id={idOf('flights.departureTime')}
        name="flights.departureTime"
        label="Departure time"
        type="time"
        slotProps={dateSlot}
        helperText="Local time at the airport"
      />
      <FormTextField
        id={idOf('flights.connections')}
        name="flights.connections"
        label="Connections"
        multiline
        minRows={2}
        className="full-width"
        helperText="e.g. via Jeddah, 3 h"
      />
      <FlightLegsFields />
      <FieldSection title="Seats and status" />
      <FormTextField
        id={idOf('capacity')}
        name="capacity"
        label="Capacity (seats)"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField
        id={idOf('status')}
        name="status"
        label="Status"
        select
        helperText={DEPARTURE_STATUS_EFFECTS[values.status as DepartureStatus] ?? ''}
      >
        {DEPARTURE_FORM_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {DEPARTURE_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </FormTextField>
      <FieldSection title="Prices for this date (per person, CAD)" />
      <FormTextField
        id={idOf('prices.quad')}
        name="prices.quad"
        label="Quad price"
        slotProps={dollars}
        helperText={priceHint(pkg, pkg?.quadPrice)}
      />
      <FormTextField
        id={idOf('prices.triple')}
        name="prices.triple"
        label="Triple price"
        slotProps={dollars}
        helperText={priceHint(pkg, pkg?.triplePrice)}
      />
      <FormTextField
        id={idOf('prices.double')}
        name="prices.double"
        label="Double price"
        slotProps={dollars}
        helperText={priceHint(pkg, pkg?.doublePrice)}
      />
      <FormTextField
        id={idOf('prices.singleSupplement')}
        name="prices.singleSupplement"
        label="Single supplement"
        slotProps={dollars}
        helperText="Blank: no single rooms"
      />
      <FieldSection title="Payment deadlines" />
      <FormTextField
        id={idOf('depositDueDate')}
        name="depositDueDate"
        label="Deposit due date"
        type="date"
        slotProps={dateSlot}
        helperText="Blank: the payment terms in Settings"
      />
      <FormTextField
        id={idOf('balanceDueDate')}
        name="balanceDueDate"
        label="Balance due date"
        type="date"
        slotProps={dateSlot}
        helperText="Blank: the payment terms in Settings"
      />
      <FieldSection title="Cancellation policy" />
      <CancellationPolicyFields
        name="policy"
        idPrefix="departure-policy"
        ownLabel="This date has its own cancellation policy"
        offText="Off: bookings of this date take the package's cancellation policy."
      />
      <FieldSection title="Notes" />
      <FormTextField
        id={idOf('notes')}
        name="notes"
        label="Notes for travellers"
        multiline
        minRows={3}
        className="full-width"
      />
    </FieldGrid>
  );
}

function FrenchFields() {
  const { values } = useFormikContext<DepartureFormValues>();
  return (
    <FieldGrid>
      <FrenchTextField
        id={idOf('fr.connections')}
        name="fr.connections"
        label="Connections (French)"
        english={values.flights.connections}
        multiline
        minRows={2}
        className="full-width"
      />
      <FrenchTextField
        id={idOf('fr.notes')}
        name="fr.notes"
        label="Notes for travellers (French)"
        english={values.notes}
        multiline
        minRows={3}
        className="full-width"
      />
    </FieldGrid>
  );
}

export type DepartureDialogState =
  { mode: 'create'; packageId: string } | { mode: 'edit'; departure: Departure };

/**
 * Add or edit a departure, with the same schema as the server. `pkg` gives the return date's
 * default and the price hints (null where the package is not at hand).
 */
export function DepartureFormDialog({
  state,
  pkg,
  open,
  onClose,
}: {
  state: DepartureDialogState;
  pkg: DeparturePackage | null;
  open: boolean;
  onClose: () => void;
}) {
  const create = useCreateDeparture();
  const update = useUpdateDeparture();
  const previewing = usePreviewReschedule();
  const navigate = useNavigate();
  // New dates move confirmed bookings: staff see who before the save that moves them.
  const [affected, setAffected] = useState<{ of: string; answer: DepartureReschedule } | null>(
    null,
  );
  const notify = useNotify();
  const reportError = useReportError();
  const initialValues =
    state.mode === 'edit' ? departureToFormValues(state.departure) : emptyDepartureValues;

  async function submit(values: DepartureFormValues, helpers: FormikHelpers<DepartureFormValues>) {
    // The policy's fields are checked here (the form's schema checks the stored shape).
    const { errors } = policyFromFormValues(values.policy, 'policy');
    if (Object.keys(errors).length) {
      for (const [field, message] of Object.entries(errors)) helpers.setFieldError(field, message);
      return;
    }
    try {
      const body = toDepartureBody(values);
      if (state.mode === 'create') {
        await create.mutateAsync({ packageId: state.packageId, body });
        notify({
          title: `Departure of ${formatDay(body.departureDate)} added`,
          severity: 'success',
        });
      } else {
        const id = state.departure.id;
        const of = JSON.stringify(body);
        if (affected?.of !== of) {
          const answer = await previewing.mutateAsync({ id, body });
          if (answer.bookings.length > 0) {
            setAffected({ of, answer });
            return;
          }
        }
        const saved = await update.mutateAsync({ id, body });
        const moved = saved.rescheduled.length;
        notify({
          title:
            moved > 0
              ? `Departure saved: ${moved} confirmed ${moved === 1 ? 'booking' : 'bookings'} moved to the new dates`
              : 'Departure saved',
          severity: 'success',
        });
        onClose();
        // Offer the group a message about the new dates (prefilled in English and French).
        if (moved > 0) void navigate(`/admin/departures/${id}?compose=new-dates`);
        return;
      }
      onClose();
    } catch (error) {
      reportError(error, 'Could not save the departure');
      showServerFieldErrors(error, helpers);
    }
  }

  return (
    <FormDialog
      open={open}
      title={state.mode === 'edit' ? 'Edit departure' : 'Add departure'}
      initialValues={initialValues}
      validationSchema={departureSchema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={
        affected
          ? `Save and move ${affected.answer.bookings.length} confirmed ${affected.answer.bookings.length === 1 ? 'booking' : 'bookings'}`
          : 'Save'
      }
    >
      {affected && (
        <Alert severity="warning" sx={{ mb: 2 }} aria-label="Bookings the new dates move">
          {`These confirmed bookings move to the new dates (trip date, balance due date and its reminders); after saving you can message them:`}
          <ul>
            {affected.answer.bookings.map((b) => (
              <li key={b.bookingId}>
                {`${b.fullName} (${b.reference}): returns ${b.tripDate.before} → ${b.tripDate.after}`}
                {b.balanceDueDate.before !== b.balanceDueDate.after
                  ? `; balance due ${b.balanceDueDate.before ?? '—'} → ${b.balanceDueDate.after ?? '—'}`
                  : ''}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <LanguageTabs english={<EnglishFields pkg={pkg} />} french={<FrenchFields />} />
    </FormDialog>
  );
}
