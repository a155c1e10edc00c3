import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from './empty-state';
import type { CreateVariables, StoredItem, UpdateVariables } from '../api/content-api';
import type { PagedList } from '../api/paged-list';
import type { FormValue } from '../form-values';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useReportError } from '../hooks/use-report-error';
import { ConfirmDialog } from './confirm-dialog';
import { ContentList, type ItemSummary } from './content-list';
import type { ContentForm, ContentFormDialogProps } from './content-form-dialog';
import { useNotify } from './notifications';
import { PageHeader } from './page-header';
import { LoadMore } from './load-more';
import { LoadError, Loading } from './query-state';

interface Mutation<TVariables, TResult = unknown> {
  mutateAsync: (variables: TVariables) => Promise<TResult>;
  isPending: boolean;
}

export type { ContentForm, FormMode } from './content-form-dialog';

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
  create: Mutation<CreateVariables<B>, Item>;
  update: Mutation<UpdateVariables<B>>;
  remove: Mutation<string>;
  /**
   * The form (rules, values, fields), loaded with Formik and the dialog when Add or Edit is first
   * pressed: the list opens without them (issue 42, screen weight).
   */
  loadForm: () => Promise<ContentForm<Item, V, B>>;
  describe: (item: Item) => ItemSummary;
}

/** The dialog and the screen's form, fetched together on first use. */
function lazyFormDialog<Item extends StoredItem, V extends Record<string, FormValue>, B>(
  loadForm: () => Promise<ContentForm<Item, V, B>>,
): ComponentType<ContentFormDialogProps<Item, B>> {
  return lazy(async () => {
    const [{ ContentFormDialog }, form] = await Promise.all([
      import('./content-form-dialog'),
      loadForm(),
    ]);
    return {
      default: (dialogProps: ContentFormDialogProps<Item, B>) => (
        <ContentFormDialog form={form} {...dialogProps} />
      ),
    };
  });
}

type DialogState<Item> = { mode: 'create' } | { mode: 'edit'; item: Item; next?: string };

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
  // Once opened, the dialog stays mounted (it fades out); before that its code is not loaded.
  const [loaded, setLoaded] = useState(open);
  // One lazy component per screen: the shared dialog and this screen's form load together.
  const [LazyDialog] = useState(() => lazyFormDialog(props.loadForm));

  function openDialog(next: DialogState<Item>) {
    setLoaded(true);
    setDialogKey((k) => k + 1);
    setDialog(next);
    setOpen(true);
  }

  function closeDialog() {
    setOpen(false);
    if (searchParams.has('new')) setSearchParams({}, { replace: true });
  }

  async function save(body: B, next?: string) {
    if (dialog.mode === 'create') {
      const created = await create.mutateAsync({ body, idempotencyKey });
      notify({ title: messages.created, severity: 'success' });
      if (next) {
        // Saved first to go on in the same flow: the same dialog (what was typed kept) becomes the
        // new item's Edit dialog.
        setDialog({ mode: 'edit', item: created, next });
        return;
      }
    } else {
      await update.mutateAsync({ id: dialog.item.id, body });
      notify({ title: messages.updated, severity: 'success' });
    }
    closeDialog();
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
      {/* Mounted from the first opening on, so it fades out and keeps MUI's focus return. */}
      {loaded && (
        <Suspense fallback={null}>
          <LazyDialog
            key={dialogKey}
            open={open}
            noun={noun}
            item={dialog.mode === 'edit' ? dialog.item : null}
            next={dialog.mode === 'edit' ? dialog.next : undefined}
            save={save}
            onSaveError={(error) => reportError(error, `Could not save the ${lowerNoun}`)}
            onClose={closeDialog}
          />
        </Suspense>
      )}
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
