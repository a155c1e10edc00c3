import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { useId, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { useSmallScreen } from '../hooks/use-small-screen';
import { FocusFirstError } from './focus-first-error';

export interface FormDialogProps<V extends FormikValues> {
  open: boolean;
  title: string;
  initialValues: V;
  /** The form's rules, or `validate` for rules loaded on first use (shared/lazy-validation). */
  validationSchema?: AnyObjectSchema;
  validate?: (values: V) => Promise<FormikErrors<V>>;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
  /** Cancel, the close button or Escape; the form's state is thrown away (spec section 4). */
  onClose: () => void;
  submitLabel?: string;
  /** 'outlined' when another action in `actions` is now the one to take. */
  submitVariant?: 'contained' | 'outlined';
  /** Buttons after the submit button, inside the form (they may read its state). */
  actions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/**
 * A create/edit dialog holding a Formik form: full-screen on small screens, Cancel and Save at
 * the bottom. The dialog unmounts its content once closed (and callers key it per opening), so
 * closing it resets the form.
 * A click beside the dialog does not close it, so typed work is not lost by accident.
 */
export function FormDialog<V extends FormikValues>({
  open,
  title,
  initialValues,
  validationSchema,
  validate,
  onSubmit,
  onClose,
  submitLabel = 'Save',
  submitVariant = 'contained',
  actions,
  maxWidth = 'md',
  children,
}: FormDialogProps<V>) {
  const small = useSmallScreen();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      fullScreen={small}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <Formik
        initialValues={initialValues}
        validationSchema={validationSchema}
        validate={validate}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form
            noValidate
            style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
          >
            <DialogTitle id={titleId} sx={{ pr: 6 }}>
              {title}
            </DialogTitle>
            <IconButton
              aria-label="Close"
              onClick={onClose}
              disabled={isSubmitting}
              sx={{ position: 'absolute', right: 8, top: 8 }}
            >
              <CloseIcon />
            </IconButton>
            <DialogContent dividers>
              {children}
              <FocusFirstError />
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant={submitVariant} loading={isSubmitting}>
                {submitLabel}
              </Button>
              {actions}
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
