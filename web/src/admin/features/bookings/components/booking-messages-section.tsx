import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@umrah/domain/model/api-error';
import { GROUP_AUDIENCE_LABELS, MESSAGE_REPLY_MAX } from '@umrah/domain/model/group-messages';
import type { MessageReply } from '@umrah/domain/model/messages';
import { formLanguageOf, type FormLanguage } from '@umrah/domain/model/validation-messages';
import { useState, type FormEvent } from 'react';
import { useNotify } from '../../../shared/components/notifications';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { formatReceived } from '../../../shared/inbox/format';
import { useBookingMessages } from '../api/get-booking-messages';
import { useReplyToMessage } from '../api/reply-to-message';
import { DetailCard } from './detail-card';

interface Entry {
  key: string;
  at: string;
  heading: string;
  detail: string;
  text: string;
  /** A pilgrim's trip-page message: staff may answer it. */
  pilgrim?: { id: string; email: string; replies: MessageReply[] };
}

const LANGUAGE_NAMES: Record<FormLanguage, string> = { en: 'English', fr: 'French' };

/** The replies staff sent to one of the pilgrim's messages, and the form to send another. */
function PilgrimReplies({
  bookingId,
  language,
  message,
}: {
  bookingId: string;
  language: FormLanguage;
  message: NonNullable<Entry['pilgrim']>;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const reply = useReplyToMessage();
  const notify = useNotify();
  const reportError = useReportError();
  const fieldId = `reply-${message.id}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await reply.mutateAsync({ id: bookingId, messageId: message.id, body: { text } });
      setOpen(false);
      setText('');
      notify({
        title: 'Reply sent',
        description: `Mailed to ${message.email}`,
        severity: 'success',
      });
    } catch (err) {
      reportError(err, 'Reply not sent');
    }
  };
  return (
    <>
      {message.replies.length > 0 && (
        <Box component="ul" aria-label="Replies" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {message.replies.map((r, i) => (
            <Box
              component="li"
              key={`${r.sentAt}-${i}`}
              sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, mt: 1 }}
            >
              <Typography variant="body2" color="text.secondary">
                {`Reply by ${r.sentBy} · ${formatReceived(r.sentAt)}`}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {r.text}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {open ? (
        <Stack
          component="form"
          aria-label="Reply to the pilgrim"
          onSubmit={(e) => void submit(e)}
          spacing={1}
          sx={{ mt: 1.5 }}
        >
          <TextField
            id={fieldId}
            label={`Reply (in ${LANGUAGE_NAMES[language]})`}
            multiline
            minRows={3}
            value={text}
            onChange={(e) => setText(e.target.value)}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: MESSAGE_REPLY_MAX } }}
            helperText={`Mailed to ${message.email} with the trip page's link, and shown on the trip page under the pilgrim's message.`}
          />
          <Stack direction="row" spacing={1}>
            <Button
              type="submit"
              variant="contained"
              disabled={reply.isPending || text.trim() === ''}
            >
              Send reply
            </Button>
            <Button type="button" onClick={() => setOpen(false)} disabled={reply.isPending}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setOpen(true)}>
          {message.replies.length > 0 ? 'Reply again' : 'Reply'}
        </Button>
      )}
    </>
  );
}

/**
 * The booking's messages, newest first: what staff sent its departure's group (in the booking's
 * language, to the address used) and what the pilgrim wrote from the trip page, with the staff's
 * replies under each and a form to answer it (mailed in the booking's language).
 */
export function BookingMessagesSection({
  bookingId,
  language,
}: {
  bookingId: string;
  language: string | undefined;
}) {
  const messages = useBookingMessages(bookingId);
  const lang = formLanguageOf(language);
  let content;
  if (messages.isPending) {
    content = <Typography color="text.secondary">Loading messages…</Typography>;
  } else if (messages.isError) {
    content = (
      <Typography color="error">
        {errorMessage(messages.error, 'The messages could not be loaded.')}
      </Typography>
    );
  } else {
    const entries: Entry[] = [
      ...messages.data.groupMessages.map((m) => ({
        key: `g-${m.id}`,
        at: m.sentAt,
        heading: `${m.audience === 'readiness-reminder' ? 'To this booking' : 'To the group'}: ${m.texts[lang].subject}`,
        detail: `Sent by ${m.sentBy} to ${m.email} · ${GROUP_AUDIENCE_LABELS[m.audience]}`,
        text: m.texts[lang].body,
      })),
      ...messages.data.pilgrimMessages.map((m) => ({
        key: `p-${m.id}`,
        at: m.receivedAt,
        heading: 'From the pilgrim’s trip page',
        detail: `${m.name} <${m.email}>${m.read ? '' : ' · unread in the inbox'}`,
        text: m.message,
        pilgrim: { id: m.id, email: m.email, replies: m.replies ?? [] },
      })),
    ].sort((a, b) => b.at.localeCompare(a.at));
    content =
      entries.length === 0 ? (
        <Typography color="text.secondary">No messages yet.</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Messages">
          {entries.map((e) => (
            <Box
              component="li"
              key={e.key}
              sx={{
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>{e.heading}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`${formatReceived(e.at)} · ${e.detail}`}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {e.text}
              </Typography>
              {e.pilgrim && (
                <PilgrimReplies bookingId={bookingId} language={lang} message={e.pilgrim} />
              )}
            </Box>
          ))}
        </Box>
      );
  }
  return <DetailCard title="Messages">{content}</DetailCard>;
}
