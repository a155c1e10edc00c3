import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { memo } from 'react';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/**
 * Formik re-renders every field on each change; the MUI field itself only re-renders when its
 * own props change, which keeps long forms (the package form) quick to type in.
 */
const MemoTextField = memo(TextField);

/** A labelled MUI text field bound to a Formik field; its error shows once touched or submitted. */
export function FormTextField({ name, helperText, ...props }: Props) {
  const [field, meta] = useField<unknown>(name);
  const { submitCount } = useFormikContext();
  const showError = (meta.touched || submitCount > 0) && typeof meta.error === 'string';
  return (
    <MemoTextField
      {...props}
      name={name}
      onChange={props.onChange ?? field.onChange}
      onBlur={field.onBlur}
      id={props.id ?? `field-${name}`}
      value={field.value ?? ''}
      error={showError}
      helperText={showError ? meta.error : helperText}
      fullWidth={props.fullWidth ?? true}
    />
  );
}
