import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type Props = Pick<OutlinedInputProps, 'type' | 'autoComplete' | 'autoFocus' | 'inputProps'> & {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Shown under the field (the form decides when: once touched or submitted). */
  error?: string;
  required?: boolean;
};

/**
 * The sign-in form's field: what FormTextField shows (outlined, labelled, its error under it),
 * built from MUI's parts and held by the form itself rather than Formik. MUI's TextField also
 * brings its Select (menus, popovers, modals: about 20 KB gzip) and Formik about 10 KB, which the
 * sign-in screen never needs (issue 42).
 */
export function SignInField({
  name,
  label,
  required,
  value,
  onChange,
  onBlur,
  error,
  ...input
}: Props) {
  const id = `field-${name}`;
  return (
    <FormControl fullWidth required={required} error={!!error} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        label={label}
        aria-describedby={error ? `${id}-helper-text` : undefined}
      />
      {error && <FormHelperText id={`${id}-helper-text`}>{error}</FormHelperText>}
    </FormControl>
  );
}
