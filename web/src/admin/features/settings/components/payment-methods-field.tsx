import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  paymentMethodsOf,
  type PaymentMethod,
} from '@umrah/domain/model/payments';
import { useField } from 'formik';

/**
 * The accepted payment methods as checkboxes, stored as the settings' comma list ('card,etransfer';
 * empty reads as card and e-Transfer). At least one stays ticked: the last one cannot be unticked,
 * since an empty list would silently mean the default two.
 */
export function PaymentMethodsField({ name }: { name: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const chosen = paymentMethodsOf(field.value);
  const toggle = (method: PaymentMethod, on: boolean) => {
    const next = PAYMENT_METHODS.filter((m) => (m === method ? on : chosen.includes(m)));
    void helpers.setValue(next.join(','));
  };
  return (
    <FormControl component="fieldset" error={Boolean(meta.touched && meta.error)}>
      <FormLabel component="legend">Accepted methods</FormLabel>
      <FormGroup>
        {PAYMENT_METHODS.map((method) => {
          const checked = chosen.includes(method);
          return (
            <FormControlLabel
              key={method}
              label={
                // As an accepted method, "Other" says who records it: the pilgrim cannot pay it online.
                method === 'other' ? 'Other (recorded by staff)' : PAYMENT_METHOD_LABELS[method]
              }
              control={
                <Checkbox
                  name={`${name}.${method}`}
                  checked={checked}
                  disabled={checked && chosen.length === 1}
                  onChange={(event) => toggle(method, event.target.checked)}
                />
              }
            />
          );
        })}
      </FormGroup>
      <FormHelperText>
        {meta.touched && meta.error
          ? meta.error
          : 'What the payment page offers. At least one stays ticked.'}
      </FormHelperText>
    </FormControl>
  );
}
