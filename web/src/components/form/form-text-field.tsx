import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';

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
  // MUI sizes every multiline field by measuring a hidden copy in a layout effect, a forced
  // layout in hydration's longest task on a phone. A fixed number of rows needs no measuring.
  const slotProps =
    props.multiline && props.rows !== undefined
      ? {
          ...props.slotProps,
          input: { ...props.slotProps?.input, inputComponent: 'textarea' as const },
        }
      : props.slotProps;
  return (
    <TextField
      {...props}
      slotProps={slotProps}
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
