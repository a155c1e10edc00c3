import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@umrah/domain/model/api-error';
import {
  READINESS_RULE_LABELS,
  READINESS_RULES,
  type ReadinessRow,
} from '@umrah/domain/model/readiness';
import {
  PILGRIM_READINESS_RULES,
  travellersToRemind,
  type PilgrimReadinessRule,
  type TravellerRef,
} from '@umrah/domain/model/readiness-reminders';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  readinessCsvPath,
  useDepartureReadiness,
} from '../../../shared/travellers/api/get-travellers';
import { ReadinessChip } from '../../../shared/travellers/components/readiness-chip';
import { useNotify } from '../../../shared/components/notifications';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { useSendReadinessReminder } from '../api/group-messages';

const bookingPagePath = (id: string) => `/admin/bookings/${encodeURIComponent(id)}`;

const keyOf = (t: TravellerRef) => `${t.bookingId}/${t.index}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A reminder about to go: the item, who (ticked or all) and how many it reaches. */
interface PendingReminder {
  item: PilgrimReadinessRule;
  travellers: TravellerRef[] | 'all';
  reached: ReadinessRow[];
}

/**
 * The board's reminders: one button per item the pilgrim can act on, mailing the travellers
 * ticked (or, none ticked, everyone) who still miss it, after a confirmation saying how many.
 */
function RemindBar({
  departureId,
  rows,
  ticked,
  onSent,
}: {
  departureId: string;
  rows: readonly ReadinessRow[];
  ticked: TravellerRef[];
  onSent: () => void;
}) {
  const [pending, setPending] = useState<PendingReminder | null>(null);
  const sending = useSendReadinessReminder(departureId);
  const notify = useNotify();
  const reportError = useReportError();
  const chosen = ticked.length > 0 ? ticked : ('all' as const);

  async function send(p: PendingReminder) {
    try {
      const sent = await sending.mutateAsync({ item: p.item, travellers: p.travellers });
      notify({
        title: `Reminder about ${READINESS_RULE_LABELS.en[p.item].toLowerCase()} sent to ${plural(sent.bookings, 'booking')} (${plural(sent.travellers, 'traveller')})`,
        severity: 'success',
      });
      setPending(null);
      onSent();
    } catch (error) {
      reportError(error, 'Failed to send the reminder');
    }
  }

  const bookingsOf = (reached: readonly ReadinessRow[]) =>
    new Set(reached.map((r) => r.bookingId)).size;

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {ticked.length > 0
          ? `Remind the ${plural(ticked.length, 'ticked traveller')} missing:`
          : 'Remind everyone missing:'}
      </Typography>
      {PILGRIM_READINESS_RULES.map((item) => {
        const reached = travellersToRemind(rows, item, chosen);
        const label = READINESS_RULE_LABELS.en[item];
        return (
          <Button
            key={item}
            size="small"
            variant="outlined"
            disabled={reached.length === 0}
            onClick={() => setPending({ item, travellers: chosen, reached })}
            aria-label={`Remind about ${label} (${plural(reached.length, 'traveller')})`}
          >
            {`${label} (${reached.length})`}
          </Button>
        );
      })}
      <Dialog open={pending !== null} onClose={() => setPending(null)}>
        {pending && (
          <>
            <DialogTitle>{`Remind about ${READINESS_RULE_LABELS.en[pending.item].toLowerCase()}?`}</DialogTitle>
            <DialogContent>
              <DialogContentText>
                {`${plural(pending.reached.length, 'traveller')} in ${plural(bookingsOf(pending.reached), 'booking')} still miss it. Each booking gets one mail in its language, with its trip page link, and the mail is kept in the booking's messages.`}
              </DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setPending(null)}>Cancel</Button>
              <Button
                variant="contained"
                loading={sending.isPending}
                onClick={() => void send(pending)}
              >
                Send reminder
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Box>
  );
}

/**
 * The departure's readiness board: every traveller of its confirmed bookings against every rule
 * (green ok, amber missing, red problem), a "not ready" filter, the board as CSV, and reminders
 * to the travellers (ticked, or all) missing an item the pilgrim can give. Names only:
 * passport numbers and birth dates stay on each booking's page.
 */
export function ReadinessBoardView({ departureId }: { departureId: string }) {
  const board = useDepartureReadiness(departureId);
  const [notReadyOnly, setNotReadyOnly] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());

  if (board.isPending) return <Typography color="text.secondary">Loading the board…</Typography>;
  if (board.isError) {
    return (
      <Typography color="error">
        {errorMessage(board.error, 'The readiness board could not be loaded.')}
      </Typography>
    );
  }
  const { rows, ready, total } = board.data;
  const shown = notReadyOnly ? rows.filter((r) => !r.ready) : rows;
  // Only rows still on the board count as ticked (a booking may have left since).
  const tickedRows: TravellerRef[] = rows
    .filter((r) => ticked.has(keyOf(r)))
    .map(({ bookingId, index }) => ({ bookingId, index }));
  const toggle = (r: TravellerRef, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(keyOf(r));
      else next.delete(keyOf(r));
      return next;
    });
  const allShownTicked = shown.length > 0 && shown.every((r) => ticked.has(keyOf(r)));

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {`${ready} of ${total} travellers ready.`}
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={notReadyOnly} onChange={(_e, checked) => setNotReadyOnly(checked)} />
          }
          label="Not ready only"
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={readinessCsvPath(departureId)}
          disabled={total === 0}
        >
          Download CSV
        </Button>
      </Box>
      {total > 0 && (
        <RemindBar
          departureId={departureId}
          rows={rows}
          ticked={tickedRows}
          onSent={() => setTicked(new Set())}
        />
      )}
      {total === 0 ? (
        <Typography color="text.secondary">
          No confirmed bookings yet: travellers appear here once their booking is confirmed.
        </Typography>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">Every traveller is ready.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Readiness board">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={allShownTicked}
                    indeterminate={!allShownTicked && shown.some((r) => ticked.has(keyOf(r)))}
                    onChange={(_e, on) => shown.forEach((r) => toggle(r, on))}
                    slotProps={{ input: { 'aria-label': 'Tick every traveller shown' } }}
                  />
                </TableCell>
                <TableCell>Traveller</TableCell>
                {READINESS_RULES.map((rule) => (
                  <TableCell key={rule}>{READINESS_RULE_LABELS.en[rule]}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((r) => (
                <TableRow
                  key={`${r.bookingId}-${r.index}`}
                  aria-label={r.name || `Traveller ${r.index} of ${r.leadName}`}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={ticked.has(keyOf(r))}
                      onChange={(_e, on) => toggle(r, on)}
                      slotProps={{
                        input: {
                          'aria-label': `Tick ${r.name || `traveller ${r.index} of ${r.leadName}`}`,
                        },
                      }}
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    <Link component={RouterLink} to={bookingPagePath(r.bookingId)}>
                      {r.name || 'Name not given yet'}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {`${r.index} of ${r.travellers} · ${r.leadName} · ${r.bookingReference}`}
                    </Typography>
                  </TableCell>
                  {r.readiness.map((c) => (
                    <TableCell key={c.rule}>
                      <ReadinessChip check={c} compact />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
