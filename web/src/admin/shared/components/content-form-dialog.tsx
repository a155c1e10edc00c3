import {
  setIn,
  useFormikContext,
  type FormikErrors,
  type FormikHelpers,
  type FormikTouched,
} from 'formik';
import { createContext, useContext, useRef, type ReactNode } from 'react';
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
   * edited (null when adding), for parts that manage its own records (a package's departures);
   * `next` is what staff asked to do once a new item was first saved (useSaveFirst).
   */
  renderFields: (mode: FormMode, initialValues: V, item: Item | null, next?: string) => ReactNode;
}

/** Asks to save a new item first, then keep its dialog open on it to go on with `next`. */
const SaveFirstContext = createContext<((next: string) => void) | null>(null);

/**
 * In an Add dialog: a function that saves the item (after the form's checks) and reopens the
 * dialog as its Edit dialog with `next` (a package's "Add departure" before its first save).
 * Null in an Edit dialog.
 */
export function useSaveFirst(): ((next: string) => void) | null {
  const nextWith = useContext(SaveFirstContext);
  const { submitForm } = useFormikContext();
  if (!nextWith) return null;
  return (next: string) => {
    nextWith(next);
    void submitForm();
  };
}

export interface ContentFormDialogProps<Item extends StoredItem, B> {
  open: boolean;
  noun: string;
  /** The item edited, or null when adding. */
  item: Item | null;
  /** Stores the body; throws when the server refuses it. `next`: see useSaveFirst. */
  save: (body: B, next?: string) => Promise<void>;
  /** What to go on with, in an Edit dialog opened by a first save (useSaveFirst). */
  next?: string;
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
  next,
}: ContentFormDialogProps<Item, B> & { form: ContentForm<Item, V, B> }) {
  // Set by useSaveFirst just before it submits; a plain Save leaves it empty.
  const nextAfterSave = useRef<string | undefined>(undefined);
  const initialValues = item
    ? (form.toFormValues?.(item) ?? itemToFormValues(item, form.emptyValues))
    : form.emptyValues;

  async function submit(values: V, helpers: FormikHelpers<V>) {
    const then = nextAfterSave.current;
    nextAfterSave.current = undefined;
    try {
      await save(form.toBody(values), then);
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
      <SaveFirstContext.Provider
        value={item ? null : (then: string) => void (nextAfterSave.current = then)}
      >
        {form.renderFields(item ? 'edit' : 'create', initialValues, item, next)}
      </SaveFirstContext.Provider>
    </FormDialog>
  );
}
