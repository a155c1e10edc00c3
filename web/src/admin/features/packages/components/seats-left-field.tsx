import { SEATS_MAX } from '@umrah/domain/model/availability';
import { useField } from 'formik';
import { FormTextField } from '../../../shared/components/form-text-field';

const seats = { htmlInput: { min: 0, max: SEATS_MAX, step: 1, inputMode: 'numeric' as const } };

/** What the site will say, so staff see the effect of the number they type. */
function hintOf(value: unknown): string {
  if (value === '' || value === null || value === undefined) {
    return 'Empty: open, no limit shown. 0 shows Sold out and offers the waiting list.';
  }
  if (Number(value) === 0) return 'Sold out: Book Now becomes "Join the waiting list".';
  return 'Below the few-seats threshold (Settings), the site shows "Few seats left".';
}

/** The package's seats left: a whole number, or empty for open (no limit kept). */
export function SeatsLeftField() {
  const [field] = useField<number | ''>('seatsLeft');
  return (
    <FormTextField
      name="seatsLeft"
      label="Seats left"
      type="number"
      slotProps={seats}
      placeholder="Open"
      helperText={hintOf(field.value)}
    />
  );
}
