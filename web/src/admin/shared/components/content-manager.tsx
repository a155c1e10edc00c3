import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { setIn, type FormikErrors, type FormikHelpers, type FormikTouched } from 'formik';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from './empty-state';
import type { AnyObjectSchema } from 'yup';
import { fieldErrorsOf } from '@umrah/domain/model/api-error';
import type { CreateVariables, StoredItem, UpdateVariables } from '../api/content-api';
import type { PagedList } from '../api/paged-list';
import { itemToFormValues, type FormValue } from '../form-values';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useReportError } from '../hooks/use-report-error';
import { ConfirmDialog } from './confirm-dialog';
import { ContentList, type ItemSummary } from './content-list';
import { FormDialog } from './form-dialog';
import { useNotify } from './notifications';
import { PageHeader } from './page-header';
import { LoadMore } from './load-more';
import { LoadError, Loading } from './query-state';

interface Mutation<TVariables> {
  mutateAsync: (variables: TVariables) => Promise<unknown>;
  isPending: boolean;
}

export type FormMode = 'create' | 'edit';

export interface ContentManagerProps<
  Item extends StoredItem,
  V extends Record<string, FormValue>,
  B,
> {
  /** Screen heading, e.g. 'Packages'. */
  heading: string;
  description: string;
  /** Singular, capitalised: 'Package' gives 'Add Package' and 'Edit Package'. */
  noun: string;
  messages: {
    created: string;
    updated: string;
    deleted: string;
    confirmDelete: string;
    /** Shown when the list is empty. */
    empty: { title: string; description: string };
  };
  list: PagedList<Item>;
  /** Sent with the dialog's Idempotency-Key: a retried Save stores the item once. */
  create: Mutation<CreateVariables<B>>;
  update: Mutation<UpdateVariables<B>>;
  remove: Mutation<string>;
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
  describe: (item: Item) => ItemSummary;
}

type DialogState<Item> = { mode: 'create' } | { mode: 'edit'; item: Item };

/**
 * The management screen of one content collection: the list (loading, error, empty), an
 * 'Add …' button, create/edit in a dialog and delete after confirmation, with the spec's toasts.
 * Opening the screen with `?new=1` opens the Add dialog (the dashboard's quick actions).
 */
export function ContentManager<Item extends StoredItem, V extends Record<string, FormValue>, B>(
  props: ContentManagerProps<Item, V, B>,
) {
  const { heading, description, noun, messages, list, create, update, remove } = props;
  const notify = useNotify();
  const reportError = useReportError();
  const [searchParams, setSearchParams] = useSearchParams();
  // The dialog's content stays while it fades out; `open` alone says whether it shows.
  const [dialog, setDialog] = useState<DialogState<Item>>({ mode: 'create' });
  const [open, setOpen] = useState(() => searchParams.get('new') === '1');
  const [dialogKey, setDialogKey] = useState(0);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  // One key per opened dialog, kept across its retries.
  const idempotencyKey = useIdempotencyKey(dialogKey);
  const lowerNoun = noun.toLowerCase();

  function openDialog(next: DialogState<Item>) {
    setDialogKey((k) => k + 1);
    setDialog(next);
    setOpen(true);
  }

  function closeDialog() {
    setOpen(false);
    if (searchParams.has('new')) setSearchParams({}, { replace: true });
  }

  const initialValues =
    dialog.mode === 'edit'
      ? (props.toFormValues?.(dialog.item) ?? itemToFormValues(dialog.item, props.emptyValues))
      : props.emptyValues;

  async function submit(values: V, helpers: FormikHelpers<V>) {
    try {
      const body = props.toBody(values);
      if (dialog.mode === 'create') {
        await create.mutateAsync({ body, idempotencyKey });
        notify({ title: messages.created, severity: 'success' });
      } else {
        await update.mutateAsync({ id: dialog.item.id, body });
        notify({ title: messages.updated, severity: 'success' });
      }
      closeDialog();
    } catch (error) {
      reportError(error, `Could not save the ${lowerNoun}`);
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

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      notify({ title: messages.deleted, severity: 'success' });
      setToDelete(null);
    } catch (error) {
      reportError(error, `Could not delete the ${lowerNoun}`);
    }
  }

  return (
    <>
      <PageHeader
        title={heading}
        description={description}
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => openDialog({ mode: 'create' })}
          >
            {`Add ${noun}`}
          </Button>
        }
      />
      {list.isPending ? (
        <Loading label={`Loading ${heading.toLowerCase()}`} />
      ) : list.isError ? (
        <LoadError
          title={`Could not load ${heading.toLowerCase()}`}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data?.length ? (
        <EmptyState title={messages.empty.title} description={messages.empty.description} />
      ) : (
        <>
          <ContentList
            items={list.data}
            describe={props.describe}
            isPublished={(item) => item.isPublished}
            onEdit={(item) => openDialog({ mode: 'edit', item })}
            onDelete={setToDelete}
          />
          <LoadMore list={list} noun={heading.toLowerCase()} />
        </>
      )}
      <FormDialog
        key={dialogKey}
        open={open}
        title={dialog.mode === 'edit' ? `Edit ${noun}` : `Add ${noun}`}
        initialValues={initialValues}
        validationSchema={props.schema}
        onSubmit={submit}
        onClose={closeDialog}
      >
        {props.renderFields(
          dialog.mode,
          initialValues,
          dialog.mode === 'edit' ? dialog.item : null,
        )}
      </FormDialog>
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${lowerNoun}?`}
        message={messages.confirmDelete}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
