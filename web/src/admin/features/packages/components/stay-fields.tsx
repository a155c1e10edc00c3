import InputAdornment from '@mui/material/InputAdornment';
import {
  STAY_DISTANCE_MAX_METRES,
  STAY_STARS_MAX,
  STAY_STARS_MIN,
  STAY_WALK_MAX_MINUTES,
} from '@umrah/domain/model/stays';
import { FieldSection } from '../../../shared/components/field-grid';
import { FormTextField } from '../../../shared/components/form-text-field';

// Made once: the memoised text field re-renders only when its props (children too) change.
const STAR_OPTIONS = [
  <option key="" value="">
    —
  </option>,
  ...Array.from({ length: STAY_STARS_MAX - STAY_STARS_MIN + 1 }, (_, i) => STAY_STARS_MAX - i).map(
    (n) => (
      <option key={n} value={n}>
        {n === 1 ? '1 star' : `${n} stars`}
      </option>
    ),
  ),
];
const starSelect = { select: { native: true }, inputLabel: { shrink: true } };

const metres = {
  input: { endAdornment: <InputAdornment position="end">m</InputAdornment> },
  htmlInput: { min: 0, max: STAY_DISTANCE_MAX_METRES, step: 1, inputMode: 'numeric' as const },
};
const minutes = {
  input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
  htmlInput: { min: 0, max: STAY_WALK_MAX_MINUTES, step: 1, inputMode: 'numeric' as const },
};

/**
 * One hotel stay of the package dialog (Makkah or Madinah), inside its FieldGrid: the fields
 * are `${name}.hotel` and so on. Leaving all of them empty means the package has no such stay.
 */
export function StayFields({
  name,
  city,
  oldText,
}: {
  name: 'makkahStay' | 'madinahStay';
  city: string;
  /** The free-text hotel of a package saved before stays existed, shown as a hint. */
  oldText?: string;
}) {
  const hint = oldText
    ? `Was entered as “${oldText}”. Leave all fields empty if there is no ${city} hotel.`
    : `Leave all fields empty if there is no ${city} hotel.`;
  return (
    <>
      <FieldSection title={`${city} hotel`} />
      <FormTextField name={`${name}.hotel`} label={`${city} hotel name`} helperText={hint} />
      <FormTextField name={`${name}.stars`} label="Stars" select slotProps={starSelect}>
        {STAR_OPTIONS}
      </FormTextField>
      <FormTextField
        name={`${name}.distanceMetres`}
        label="Walking distance to the Haram"
        type="number"
        slotProps={metres}
        helperText="In metres, 0 to 20,000 (e.g. 450)."
      />
      <FormTextField
        name={`${name}.walkMinutes`}
        label="Walk to the Haram"
        type="number"
        slotProps={minutes}
        helperText="In minutes at an easy pace."
      />
      <FormTextField
        className="full-width"
        name={`${name}.notes`}
        label={`${city} hotel notes`}
        multiline
        minRows={2}
        helperText="Optional: meal plan, room arrangement (e.g. quad rooms are shared by family or same-gender pilgrims)."
      />
    </>
  );
}
