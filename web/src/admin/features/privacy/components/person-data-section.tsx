import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@umrah/domain/model/api-error';
import {
  cancelledTripSummary,
  PRIVACY_RECORD_KINDS,
  type PrivacyFindings,
  type PrivacyRecord,
  type PrivacyRecordKind,
  type UpcomingTrip,
} from '@umrah/domain/model/privacy';
import { formatDay } from '@umrah/domain/model/admin-format';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { receiptPdfPath } from '../../../shared/api/receipt-pdf';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useNotify } from '../../../shared/components/notifications';
import { Loading, LoadError } from '../../../shared/components/query-state';
import { privacyExportPath, useErasePersonData, usePersonData } from '../api/privacy-api';
import { CorrectDialog } from './correct-dialog';

export const KIND_LABELS: Record<PrivacyRecordKind, string> = {
  messages: 'Messages',
  bookings: 'Bookings',
  payments: 'Payment records',
  receipts: 'Receipts',
  passportScans: 'Passport scans',
  travellers: 'Traveller records (passport details)',
  groupMessages: 'Messages to their departure group',
  mails: 'Mails sent to them or about them',
  marketingContacts: 'News and offers contact',
  auditEntries: 'Audit log entries',
};

/** Where staff open a record (and correct it: the booking and message screens edit them). */
function recordLink(record: PrivacyRecord): { to: string; external?: boolean } | null {
  switch (record.kind) {
    case 'bookings':
      return { to: `/admin/bookings/${record.id}` };
    case 'passportScans':
      return { to: `/admin/bookings/${record.id}` };
    case 'travellers':
      return { to: `/admin/bookings/${String(record.fields['bookingId'] ?? '')}` };
    case 'messages':
      return { to: '/admin/messages' };
    case 'receipts':
      return { to: receiptPdfPath(record.id), external: true };
    default:
      return null;
  }
}

function RecordLine({
  record,
  onCorrect,
}: {
  record: PrivacyRecord;
  onCorrect: (record: PrivacyRecord) => void;
}) {
  const link = recordLink(record);
  const correctable = record.kind === 'bookings' || record.kind === 'messages';
  return (
    <li>
      {link === null ? (
        record.label
      ) : link.external ? (
        <Link href={link.to} target="_blank" rel="noopener">
          {record.label}
        </Link>
      ) : (
        <Link component={RouterLink} to={link.to}>
          {record.label}
        </Link>
      )}
      {correctable && (
        <Button
          size="small"
          sx={{ ml: 1 }}
          aria-label={`Correct ${record.label}`}
          onClick={() => onCorrect(record)}
        >
          Correct
        </Button>
      )}
    </li>
  );
}

function Findings({
  findings,
  onCorrect,
}: {
  findings: PrivacyFindings;
  onCorrect: (record: PrivacyRecord) => void;
}) {
  if (findings.records.length === 0)
    return <Alert severity="info">Nothing is held about {findings.email}.</Alert>;
  const onlyKept = findings.records.every((r) => r.kept);
  return (
    <Stack spacing={2}>
      {onlyKept && (
        <Alert severity="info">
          {`Only what must be kept is held about ${findings.email}: the records below, kept as the law requires (nothing left to erase).`}
        </Alert>
      )}
      {PRIVACY_RECORD_KINDS.map((kind) => {
        const records = findings.records.filter((r) => r.kind === kind);
        if (!records.length) return null;
        const kept = records.some((r) => r.kept);
        return (
          <Box key={kind} component="section" aria-label={KIND_LABELS[kind]}>
            <Stack direction="row" spacing={1} alignItems="center">
              <Typography variant="subtitle1" component="h3">
                {`${KIND_LABELS[kind]} (${records.length})`}
              </Typography>
              {kept && <Chip size="small" label="Kept on erasure (law)" />}
            </Stack>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {records.map((record) => (
                <RecordLine
                  key={`${record.kind}:${record.id}`}
                  record={record}
                  onCorrect={onCorrect}
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * Asks before an erasure. A confirmed trip still ahead is cancelled by it: the dialog says what
 * happens to its seats, rooms and manifest line, and asks why (the reason goes to the audit log).
 */
function EraseConfirmDialog({
  email,
  upcomingTrips,
  ...actions
}: {
  email: string;
  upcomingTrips: readonly UpcomingTrip[];
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const cancelsTrips = upcomingTrips.length > 0;
  return (
    <ConfirmDialog
      open
      title="Erase this person's information?"
      message={`The names, email, phone, address, notes and messages of ${email} are erased, the passport scans, traveller records and mails to or about them deleted, and their news and offers consent reduced to a suppression (a hash of the address). Receipts and the payment records behind them are kept, as the law requires. This cannot be undone.`}
      details={
        cancelsTrips && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {upcomingTrips.map((trip) => (
              <div key={trip.bookingId}>
                {`Confirmed trip of ${formatDay(trip.tripDate)}: it is cancelled. Its ${trip.seats} seat${trip.seats === 1 ? ' is' : 's are'} freed, its travellers leave the rooming lists (a locked list keeps the room marked changed after lock: tell the hotel) and the manifest.`}
              </div>
            ))}
          </Alert>
        )
      }
      reasonLabel={cancelsTrips ? 'Reason for cancelling the trip' : undefined}
      confirmLabel={cancelsTrips ? 'Cancel the trip and erase' : 'Erase'}
      {...actions}
    />
  );
}

/**
 * Find, export or erase everything held about one email address. Correction goes through the
 * booking and message screens the results link to.
 */
export function PersonDataSection() {
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState<PrivacyRecord | null>(null);
  const found = usePersonData(email);
  const erase = useErasePersonData();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setEmail(typed.trim());
  };

  const onErase = (reason: string) => {
    erase.mutate(
      { email, reason },
      {
        onSuccess: (result) => {
          setConfirming(false);
          const count = (m: Partial<Record<PrivacyRecordKind, number>>) =>
            Object.entries(m)
              .map(([kind, n]) => `${n} ${KIND_LABELS[kind as PrivacyRecordKind].toLowerCase()}`)
              .join(', ') || 'nothing';
          const trips = (result.cancelledTrips ?? []).map((t) => ` ${cancelledTripSummary(t)}.`);
          notify({
            title: 'Personal information erased',
            description: `Erased: ${count(result.erased)}. Kept as the law requires: ${count(result.kept)}.${trips.join('')}`,
            severity: 'success',
          });
        },
        onError: (error) => {
          setConfirming(false);
          notify({
            title: 'Erasure failed',
            description: errorMessage(error, ''),
            severity: 'error',
          });
        },
      },
    );
  };

  const hasErasable = found.data?.records.some((r) => !r.kept) ?? false;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="privacy-person" sx={{ p: 3 }}>
      <Typography id="privacy-person" variant="h6" component="h2">
        Find a person&apos;s information
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Everything held about one email address (any spelling of it): messages, bookings, their
        payment records and receipts, passport scans, traveller records, the mails sent to them or
        about them, their news and offers consent and the audit entries about them. A correction
        request: correct the name, email and phone of a booking or message here (each correction is
        audited); other fields are edited on the booking.
      </Typography>
      <Stack
        component="form"
        role="search"
        aria-label="Find by email"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={onSearch}
        sx={{ mb: 2 }}
      >
        <TextField
          label="Email address"
          type="email"
          size="small"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ minWidth: 320 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={!typed.trim()}
        >
          Search
        </Button>
      </Stack>
      {email !== '' &&
        (found.isPending ? (
          <Loading label="Searching" />
        ) : found.isError ? (
          <LoadError
            title="Could not search"
            error={found.error}
            onRetry={() => void found.refetch()}
          />
        ) : (
          <Stack spacing={2}>
            <Findings findings={found.data} onCorrect={setCorrecting} />
            {found.data.records.length > 0 && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  href={privacyExportPath(email)}
                  download
                >
                  Export archive (zip)
                </Button>
                {/* The archive opens with a letter: in French for a French-speaking requester. */}
                <Button
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  href={privacyExportPath(email, 'fr')}
                  download
                >
                  Archive with a French letter
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteForeverIcon />}
                  disabled={!hasErasable}
                  onClick={() => setConfirming(true)}
                >
                  Erase
                </Button>
              </Stack>
            )}
          </Stack>
        ))}
      {correcting && (
        <CorrectDialog
          key={`${correcting.kind}:${correcting.id}`}
          record={correcting}
          onClose={() => setCorrecting(null)}
        />
      )}
      {confirming && found.data && (
        <EraseConfirmDialog
          email={email}
          upcomingTrips={found.data.upcomingTrips ?? []}
          busy={erase.isPending}
          onConfirm={onErase}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Paper>
  );
}
