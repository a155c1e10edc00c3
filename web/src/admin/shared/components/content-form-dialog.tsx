import { setIn, type FormikErrors, type FormikHelpers, type FormikTouched } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { fieldErrorsOf } from '@umrah/domain/model/api-error';
import type { StoredItem } from '../api/content-api';
import { itemToFormValues, type FormValue } from '../form-values';
import { FormDialog } from './form-dialog';

export type FormMode = 'create' | 'edit';

/** One collection's form: loaded when Add or Edit is first pressed (issue 42, screen weight). */
export interface ContentForm<Item extends StoredItem, V extends Record<string, FormValue>, B> {
  schema: AnyObjectSchema;
  /** The create form's values (spec: new packages, reviews and blogs are drafts). */
  emptyValues: V;
  /** An edited item as form values (default: itemToFormValues over `emptyValues`). */
  toFormValues?: (item: Item) => V;
  toBody: (values: V) => B;
  /**
   * The form's fields; they read and write the Formik context. `item` is the stored item being
   * edited (null when adding), for parts that manage its own records (a package's departures).
   */
  renderFields: (mode: FormMode, initialValues: V, item: Item | null) => ReactNode;
}

export interface ContentFormDialogProps<Item extends StoredItem, B> {
  open: boolean;
  noun: string;
  /** The item edited, or null when adding. */
  item: Item | null;
  /** Stores the body; throws when the server refuses it. */
  save: (body: B) => Promise<void>;
  onSaveError: (error: unknown) => void;
  onClose: () => void;
}

/** The create/edit dialog of a content screen, with the server's field errors under the fields. */
export function ContentFormDialog<Item extends StoredItem, V extends Record<string, FormValue>, B>({
  form,
  open,
  noun,
  item,
  save,
  onSaveError,
  onClose,
}: ContentFormDialogProps<Item, B> & { form: ContentForm<Item, V, B> }) {
  const initialValues = item
    ? (form.toFormValues?.(item) ?? itemToFormValues(item, form.emptyValues))
    : form.emptyValues;

  async function submit(values: V, helpers: FormikHelpers<V>) {
    try {
      await save(form.toBody(values));
    } catch (error) {
      onSaveError(error);
      const fields = fieldErrorsOf(error);
      if (fields) {
        // The server names nested fields by path ('fr.title'): Formik reads errors nested.
        const paths = Object.entries(fields);
        const errors = paths.reduce<object>(
          (all, [path, message]) => setIn(all, path, message),
          {},
        );
        const touched = paths.reduce<object>((all, [path]) => setIn(all, path, true), {});
        helpers.setErrors(errors as FormikErrors<V>);
        void helpers.setTouched(touched as FormikTouched<V>, false);
      }
    }
  }

  return (
    <FormDialog
      open={open}
      title={item ? `Edit ${noun}` : `Add ${noun}`}
      initialValues={initialValues}
      validationSchema={form.schema}
      onSubmit={submit}
      onClose={onClose}
    >
      {form.renderFields(item ? 'edit' : 'create', initialValues, item)}
    </FormDialog>
  );
}
