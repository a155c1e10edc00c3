import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@umrah/domain/model/api-error';
import { GROUP_AUDIENCE_LABELS } from '@umrah/domain/model/group-messages';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import { formatReceived } from '../../../shared/inbox/format';
import { useBookingMessages } from '../api/get-booking-messages';
import { DetailCard } from './detail-card';

interface Entry {
  key: string;
  at: string;
  heading: string;
  detail: string;
  text: string;
}

/**
 * The booking's messages, newest first: what staff sent its departure's group (in the booking's
 * language, to the address used) and what the pilgrim wrote from the trip page.
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
            </Box>
          ))}
        </Box>
      );
  }
  return <DetailCard title="Messages">{content}</DetailCard>;
}
