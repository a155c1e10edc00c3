import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@umrah/domain/model/api-error';
import {
  DEFAULT_GROUP_AUDIENCE,
  GROUP_AUDIENCE_LABELS,
  GROUP_AUDIENCES,
  GROUP_BODY_MAX,
  GROUP_SUBJECT_MAX,
  groupWhatsappLink,
  type GroupMessagePreview,
  type GroupTexts,
} from '@umrah/domain/model/group-messages';
import type { GroupMessageInput } from '@umrah/domain/schemas/group-message';
import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { newDatesMessage } from '@umrah/domain/model/departures';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormTextField } from '../../../shared/components/form-text-field';
import { useNotify } from '../../../shared/components/notifications';
import { formatReceived } from '../../../shared/inbox/format';
import { useReportError } from '../../../shared/hooks/use-report-error';
import {
  groupMessageSchema,
  useGroupMessages,
  usePreviewGroupMessage,
  useSendGroupMessage,
} from '../api/group-messages';

const EMPTY: GroupMessageInput = {
  texts: { en: { subject: '', body: '' }, fr: { subject: '', body: '' } },
  audience: DEFAULT_GROUP_AUDIENCE,
};

const LANGUAGE_NAMES = { en: 'English', fr: 'French' } as const;

const bookingsText = (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'}`;

/**
 * The departure's messages to its group: the past sends (what, to whom, by whom, when), today's
 * limit, and "Message the group" (write in both languages, choose recipients, preview, send).
 */
export function GroupMessagesSection({
  departureId,
  dates,
}: {
  departureId: string;
  /** The departure's dates: after a change of dates (?compose=new-dates) the message is prefilled. */
  dates?: { departureDate: string; returnDate: string | null };
}) {
  const messages = useGroupMessages(departureId);
  const [params, setParams] = useSearchParams();
  const prefilled = params.get('compose') === 'new-dates' && dates ? dates : null;
  const [opened, setOpened] = useState(prefilled ? 1 : 0);

  if (messages.isPending) return <Typography color="text.secondary">Loading messages…</Typography>;
  if (messages.isError) {
    return (
      <Typography color="error">
        {errorMessage(messages.error, 'The messages could not be loaded.')}
      </Typography>
    );
  }
  const { sends, limit } = messages.data;
  const full = limit.sentToday >= limit.dailyLimit;
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setOpened((n) => n + 1)} disabled={full}>
          Message the group
        </Button>
        <Typography variant="body2" color="text.secondary">
          {`${limit.sentToday} of ${limit.dailyLimit} sends today`}
          {full ? `; the limit resets ${formatReceived(limit.resetsAt)}.` : '.'}
        </Typography>
      </Box>
      {sends.length === 0 ? (
        <Typography color="text.secondary">No message sent to this group yet.</Typography>
      ) : (
        <Box component="ul" aria-label="Messages sent" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sends.map((s) => (
            <Box
              component="li"
              key={s.id}
              sx={{
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>{s.texts.en.subject}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  formatReceived(s.sentAt),
                  `by ${s.sentBy}`,
                  GROUP_AUDIENCE_LABELS[s.audience],
                  bookingsText(s.recipients.length),
                ].join(' · ')}
              </Typography>
              <Box component="details" sx={{ mt: 0.5 }}>
                <Box component="summary" sx={{ cursor: 'pointer' }}>
                  Recipients and WhatsApp links
                </Box>
                <RecipientList preview={{ recipients: s.recipients }} texts={s.texts} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {opened > 0 && (
        <MessageGroupDialog
          key={opened}
          departureId={departureId}
          initial={
            prefilled
              ? {
                  ...EMPTY,
                  texts: newDatesMessage(prefilled.departureDate, prefilled.returnDate),
                }
              : EMPTY
          }
          onClose={() => {
            setOpened(0);
            if (prefilled) setParams({}, { replace: true });
          }}
        />
      )}
    </Stack>
  );
}

/** Who gets the message, each with a click-to-chat link prefilled in their language. */
function RecipientList({
  preview,
  texts,
}: {
  preview: Pick<GroupMessagePreview, 'recipients'>;
  texts: GroupTexts;
}) {
  return (
    <Box component="ul" aria-label="Recipients" sx={{ pl: 2, my: 1 }}>
      {preview.recipients.map((r) => {
        const whatsapp = groupWhatsappLink(r, texts);
        return (
          <li key={r.bookingId}>
            <Typography variant="body2" component="span">
              {`${r.name} (${r.reference}, ${LANGUAGE_NAMES[r.language]}) · ${r.email} · `}
            </Typography>
            {whatsapp ? (
              <Link
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
                aria-label={`WhatsApp ${r.name}`}
              >
                WhatsApp
              </Link>
            ) : (
              <Typography variant="body2" component="span" color="text.secondary">
                no phone for WhatsApp
              </Typography>
            )}
          </li>
        );
      })}
    </Box>
  );
}

function MessageGroupDialog({
  departureId,
  initial,
  onClose,
}: {
  departureId: string;
  initial: GroupMessageInput;
  onClose: () => void;
}) {
  const previewing = usePreviewGroupMessage(departureId);
  const [preview, setPreview] = useState<{ of: string; answer: GroupMessagePreview } | null>(null);
  const reportError = useReportError();

  async function showPreview(values: GroupMessageInput) {
    try {
      const input = groupMessageSchema.cast(values) as GroupMessageInput;
      setPreview({ of: JSON.stringify(input), answer: await previewing.mutateAsync(input) });
    } catch (error) {
      reportError(error, 'Failed to preview the message');
    }
  }

  return (
    <FormDialog
      open
      title="Message the group"
      initialValues={initial}
      validationSchema={groupMessageSchema}
      onSubmit={showPreview}
      onClose={onClose}
      // Once previewed, Send sits where Preview was clicked, in the bar that never scrolls away.
      submitLabel={preview ? 'Preview again' : 'Preview'}
      submitVariant={preview ? 'outlined' : 'contained'}
      actions={
        preview && (
          <SendButton
            departureId={departureId}
            previewedOf={preview.of}
            preview={preview.answer}
            onSent={onClose}
          />
        )
      }
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Each booking gets one email in its language, with its reference and trip page link. The
          message also shows on each booking and on the pilgrim’s trip page.
        </Typography>
        <FormTextField name="audience" label="Recipients" select required>
          {GROUP_AUDIENCES.map((a) => (
            <MenuItem key={a} value={a}>
              {GROUP_AUDIENCE_LABELS[a]}
            </MenuItem>
          ))}
        </FormTextField>
        {(['en', 'fr'] as const).map((language) => (
          <Stack key={language} spacing={1.5}>
            <FormTextField
              name={`texts.${language}.subject`}
              label={`Subject (${LANGUAGE_NAMES[language]})`}
              required
              slotProps={{ htmlInput: { maxLength: GROUP_SUBJECT_MAX, lang: language } }}
            />
            <FormTextField
              name={`texts.${language}.body`}
              label={`Message (${LANGUAGE_NAMES[language]})`}
              required
              multiline
              minRows={4}
              slotProps={{ htmlInput: { maxLength: GROUP_BODY_MAX, lang: language } }}
            />
          </Stack>
        ))}
        {preview && <PreviewPanel previewedOf={preview.of} preview={preview.answer} />}
      </Stack>
    </FormDialog>
  );
}

/** What was previewed, whether the form changed since, and whether it can go out. */
function usePreviewState(previewedOf: string, preview: GroupMessagePreview) {
  const { values } = useFormikContext<GroupMessageInput>();
  const input = JSON.parse(previewedOf) as GroupMessageInput;
  const stale = JSON.stringify(groupMessageSchema.cast(values)) !== previewedOf;
  const count = preview.recipients.length;
  const full = preview.limit.sentToday >= preview.limit.dailyLimit;
  return { input, stale, count, full };
}

function SendButton({
  departureId,
  previewedOf,
  preview,
  onSent,
}: {
  departureId: string;
  previewedOf: string;
  preview: GroupMessagePreview;
  onSent: () => void;
}) {
  const { input, stale, count, full } = usePreviewState(previewedOf, preview);
  const sending = useSendGroupMessage(departureId);
  const notify = useNotify();
  const reportError = useReportError();
  const button = useRef<HTMLButtonElement>(null);
  // Each new preview hands the keyboard and the eye to Send.
  useEffect(() => {
    button.current?.focus();
  }, [previewedOf, preview]);

  async function send() {
    try {
      const sent = await sending.mutateAsync(input);
      notify({
        title: `Message sent to ${bookingsText(sent.recipients.length)}`,
        severity: 'success',
      });
      onSent();
    } catch (error) {
      reportError(error, 'Failed to send the message');
    }
  }

  return (
    <Button
      ref={button}
      variant="contained"
      onClick={() => void send()}
      disabled={stale || count === 0 || full}
      loading={sending.isPending}
    >
      {`Send to ${bookingsText(count)}`}
    </Button>
  );
}

function PreviewPanel({
  previewedOf,
  preview,
}: {
  previewedOf: string;
  preview: GroupMessagePreview;
}) {
  const { input, stale, count, full } = usePreviewState(previewedOf, preview);
  const section = useRef<HTMLElement>(null);
  // The mails just asked for come into view above the form (jsdom has no scrolling).
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [previewedOf, preview]);

  return (
    <Box component="section" aria-label="Preview" ref={section}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Preview
      </Typography>
      {stale && (
        <Alert severity="info" sx={{ my: 1 }}>
          The message changed since this preview: preview it again before sending.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          my: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {(['en', 'fr'] as const).map((language) => (
          <Paper
            key={language}
            variant="outlined"
            sx={{ p: 1.5 }}
            aria-label={`${LANGUAGE_NAMES[language]} email`}
            lang={language}
          >
            <Typography variant="caption" color="text.secondary" lang="en">
              {`As ${LANGUAGE_NAMES[language]}-speaking travellers get it`}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{preview.mails[language].subject}</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview.mails[language].text}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="body2" aria-label="Bookings per group">
        {`This departure has ${bookingsText(preview.counts.confirmed)} confirmed, ${
          preview.counts.requests
        } ${preview.counts.requests === 1 ? 'request' : 'requests'} not confirmed and ${
          preview.counts.waitingList
        } on the waiting list.`}
      </Typography>
      <Typography variant="body2">
        {count === 0
          ? 'No booking matches these recipients.'
          : `Goes to ${bookingsText(count)}: ${GROUP_AUDIENCE_LABELS[input.audience].toLowerCase()} (cancelled bookings never get it):`}
      </Typography>
      <RecipientList preview={preview} texts={input.texts} />
      {full && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {`This departure had ${preview.limit.dailyLimit} sends today; the limit resets ${formatReceived(preview.limit.resetsAt)}.`}
        </Alert>
      )}
    </Box>
  );
}
