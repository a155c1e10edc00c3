import { RATING_MAX, RATING_MIN } from '@umrah/domain/model/constants';
import { FormTextField } from './form-text-field';

const OPTIONS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);

/** A 1-5 star rating as a plain select: easy on phones and for screen readers. */
export function RatingSelect({ name, label }: { name: string; label: string }) {
  return (
    <FormTextField
      name={name}
      label={label}
      required
      select
      slotProps={{ select: { native: true } }}
    >
      {OPTIONS.map((n) => (
        <option key={n} value={n}>
          {n === 1 ? '1 star' : `${n} stars`}
        </option>
      ))}
    </FormTextField>
  );
}
