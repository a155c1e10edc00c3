import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { passportRetentionDaysOf } from '@umrah/domain/passport';
import { useField } from 'formik';
import { useSettings } from '../../../lib/get-settings';

/**
 * The consent a pilgrim gives with a booking request: what we collect, why, and how long the
 * passport scan is kept. Required (the server refuses a request without it).
 */
export function ConsentField() {
  const [field, meta] = useField<boolean>({ name: 'consent', type: 'checkbox' });
  const error = meta.touched && meta.error ? meta.error : null;
  // The period the agency set, the same number its deletion job reads.
  const retentionDays = passportRetentionDaysOf(useSettings().passportRetentionDays);
  return (
    <>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', m: 0 }}
        control={
          <Checkbox
            {...field}
            id="booking-consent"
            checked={Boolean(field.value)}
            sx={{ mt: -0.75 }}
            slotProps={{
              input: {
                'aria-invalid': Boolean(error),
                'aria-describedby': error ? 'booking-consent-error' : undefined,
              },
            }}
          />
        }
        label={
          <Typography variant="body2" color="text.secondary">
            I agree that the agency stores the details above, and the passport scan if I attach one,
            to prepare my booking and visa. Staff contact me by email or phone about this request
            only. The passport scan is kept privately, seen only by our booking staff, and deleted
            automatically {retentionDays} days after the trip.
          </Typography>
        }
      />
      {error && (
        <FormHelperText id="booking-consent-error" error>
          {error}
        </FormHelperText>
      )}
    </>
  );
}
