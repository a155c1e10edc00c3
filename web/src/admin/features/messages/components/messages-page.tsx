import { submissionReference } from '@umrah/domain/model/reference';
import DownloadIcon from '@mui/icons-material/Download';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { LanguageChip } from '../../../shared/inbox/components/language-chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ContactMessage } from '@umrah/domain/model/messages';
import { mailtoHref } from '@umrah/domain/model/mailto';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../shared/components/empty-state';
import { useNotify } from '../../../shared/components/notifications';
import { RefreshButton } from '../../../shared/inbox/components/refresh-button';
import { formatReceived } from '../../../shared/inbox/format';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { useDeleteMessage } from '../api/delete-message';
import { MARKETING_EXPORT_PATH } from '../api/marketing-export';
import { LoadMore } from '../../../shared/components/load-more';
import { useAdminMessages, useMessageCounts } from '../api/get-admin-messages';
import { useSetMessageRead } from '../api/update-message';

/** /admin/messages: contact messages, newest first, a page at a time; unread ones stand out. */
export function MessagesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const unreadOnly = searchParams.get('filter') === 'unread';
  const messages = useAdminMessages(unreadOnly);
  const counts = useMessageCounts();
  const remove = useDeleteMessage();
  const notify = useNotify();
  const reportError = useReportError();
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null);
  const shown = messages.data ?? [];
  const tabLabel = (label: string, n: number | undefined) =>
    n === undefined ? label : `${label} (${n.toLocaleString('en-CA')})`;
  const refresh = () => {
    void messages.refetch();
    void counts.refetch();
  };

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      notify({ title: 'Message deleted successfully!', severity: 'success' });
    } catch (error) {
      reportError(error, 'Failed to delete message');
    }
    setToDelete(null);
  }

  return (
    <>
      <PageHeader
        title="Messages"
        description="Messages sent from the contact forms of the website."
        action={
          <Stack direction="row" spacing={1}>
            <RefreshButton onClick={refresh} busy={messages.isFetching} />
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={MARKETING_EXPORT_PATH}
              download
              title="Addresses that ticked “Send me news and offers” on a form and have not unsubscribed"
            >
              Export news and offers list
            </Button>
          </Stack>
        }
      />
      <Tabs
        value={unreadOnly ? 'unread' : 'all'}
        onChange={(_e, value: string) =>
          setSearchParams(value === 'unread' ? { filter: 'unread' } : {}, { replace: true })
        }
        aria-label="Filter messages"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={tabLabel('All', counts.data?.all)} />
        <Tab value="unread" label={tabLabel('Unread', counts.data?.unread)} />
      </Tabs>
      {messages.isPending ? (
        <Loading label="Loading messages" />
      ) : messages.isError ? (
        <LoadError
          title="Could not load messages"
          error={messages.error}
          onRetry={() => void messages.refetch()}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<MailOutlineIcon />}
          title={unreadOnly ? 'No unread messages' : 'No messages yet'}
          description={
            unreadOnly
              ? 'Every message has been read.'
              : 'Messages sent from the contact forms appear here.'
          }
        />
      ) : (
        <>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {shown.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                onDelete={() => setToDelete(message)}
              />
            ))}
          </Stack>
          <LoadMore
            list={messages}
            total={unreadOnly ? counts.data?.unread : counts.data?.all}
            noun="messages"
          />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete message?"
        message={`Are you sure you want to delete this message${toDelete ? ` from ${toDelete.name}` : ''}?`}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

function MessageItem({ message, onDelete }: { message: ContactMessage; onDelete: () => void }) {
  const setRead = useSetMessageRead();
  const reportError = useReportError();
  // The visitor typed the address: mailtoHref encodes it, so it cannot add a bcc or a body.
  const reply = mailtoHref(message.email, 'Re: your message to our Umrah team');

  async function toggleRead() {
    try {
      await setRead.mutateAsync({ id: message.id, read: !message.read });
    } catch (error) {
      reportError(error, 'Failed to update message');
    }
  }

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${message.read ? '' : 'Unread: '}${message.name}`}
      sx={{
        p: 2,
        borderLeft: 4,
        borderLeftColor: message.read ? 'divider' : 'info.main',
      }}
    >
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5, flexWrap: 'wrap' }}>
        {!message.read && <Chip label="Unread" color="info" size="small" />}
        <LanguageChip language={message.language} />
        <Typography variant="body2" color="text.secondary">
          {formatReceived(message.receivedAt)}
        </Typography>
        {message.bookingId ? (
          // Written from a booking's trip page: tied to that booking, by its reference.
          <Typography variant="body2" color="text.secondary">
            {'From the trip page of booking '}
            <Link
              component={RouterLink}
              to={`/admin/bookings/${encodeURIComponent(message.bookingId)}`}
            >
              {message.bookingReference || message.bookingId}
            </Link>
          </Typography>
        ) : (
          // The reference the visitor has on their confirmation and in their mail.
          <Typography variant="body2" color="text.secondary">
            {`Ref. ${submissionReference(message.id)}`}
          </Typography>
        )}
      </Stack>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: message.read ? 500 : 700 }}>
        {message.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <Link href={reply}>{message.email}</Link>
        {message.phone && (
          <>
            {' · '}
            <Link href={`tel:${message.phone}`}>{message.phone}</Link>
          </>
        )}
      </Typography>
      <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {message.message}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => void toggleRead()} loading={setRead.isPending}>
          {message.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
        <Button variant="outlined" href={reply}>
          Reply by email
        </Button>
        <Button variant="outlined" color="error" onClick={onDelete}>
          Delete
        </Button>
      </Box>
    </Paper>
  );
}
