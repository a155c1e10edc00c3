import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useField, useFormikContext } from 'formik';

type Props = Pick<OutlinedInputProps, 'type' | 'autoComplete' | 'autoFocus' | 'inputProps'> & {
  name: string;
  label: string;
  required?: boolean;
};

/**
 * The sign-in form's field: what FormTextField shows (outlined, labelled, its error under it once
 * touched or submitted), built from MUI's parts. MUI's TextField also brings its Select (with
 * menus, popovers and modals, about 20 KB gzip) that the sign-in screen never uses.
 */
export function SignInField({ name, label, required, ...input }: Props) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const showError = (meta.touched || submitCount > 0) && typeof meta.error === 'string';
  const id = `field-${name}`;
  return (
    <FormControl fullWidth required={required} error={showError} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        {...field}
        id={id}
        value={field.value ?? ''}
        label={label}
        aria-describedby={showError ? `${id}-helper-text` : undefined}
      />
      {showError && <FormHelperText id={`${id}-helper-text`}>{meta.error}</FormHelperText>}
    </FormControl>
  );
}
