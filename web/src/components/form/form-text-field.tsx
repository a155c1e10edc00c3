import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { useHydrated } from '../../hooks/use-hydrated';

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/**
 * A MUI TextField bound to a Formik field; its error shows once the field was touched or the
 * form was submitted.
 */
export function FormTextField({
  name,
  helperText,
  onChange,
  onBlur,
  ...props
}: FormTextFieldProps) {
  const [field, meta] = useField<string | number>(name);
  const { submitCount } = useFormikContext();
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  // Disabled in server-rendered markup until the browser has taken it over: what a visitor
  // typed earlier would be reset by hydration (the field's value is Formik's).
  const hydrated = useHydrated();
  return (
    <TextField
      {...props}
      disabled={Boolean(props.disabled) || !hydrated}
      id={props.id ?? name}
      name={name}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event);
        onChange?.(event);
      }}
      onBlur={(event) => {
        field.onBlur(event);
        onBlur?.(event);
      }}
      error={showError}
      helperText={showError ? meta.error : helperText}
    />
  );
}
