import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDay } from '@umrah/domain/model/admin-format';
import { errorMessage, fieldErrorsOf } from '@umrah/domain/model/api-error';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import {
  PRIVACY_REQUEST_KINDS,
  privacyDueState,
  type PrivacyRequest,
  type PrivacyRequestKind,
} from '@umrah/domain/model/privacy';
import { useState, type FormEvent } from 'react';
import { useNotify } from '../../../shared/components/notifications';
import { Loading, LoadError } from '../../../shared/components/query-state';
import {
  useCreatePrivacyRequest,
  usePrivacyRequests,
  useUpdatePrivacyRequest,
} from '../api/privacy-api';

export const REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  access: 'Access',
  correction: 'Correction',
  erasure: 'Erasure',
};

/** The request's state as a chip: late, due soon, open, or closed on its day. */
export function DueChip({ request, today }: { request: PrivacyRequest; today: string }) {
  const state = privacyDueState(request, today);
  if (state === 'closed') return <Chip size="small" label={`Closed ${request.closedDate ?? ''}`} />;
  if (state === 'late') return <Chip size="small" color="error" label="Late" />;
  if (state === 'comingDue') return <Chip size="small" color="warning" label="Due soon" />;
  return <Chip size="small" color="info" variant="outlined" label="Open" />;
}

/** Server field errors of a failed save, by field. */
const errorsOf = (error: unknown): Record<string, string> => fieldErrorsOf(error) ?? {};

function NewRequestForm() {
  const notify = useNotify();
  const create = useCreatePrivacyRequest();
  const [kind, setKind] = useState<PrivacyRequestKind>('access');
  const [email, setEmail] = useState('');
  const [receivedDate, setReceivedDate] = useState(todayInTimeZone());
  const errors = create.isError ? errorsOf(create.error) : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { kind, email, receivedDate },
      {
        onSuccess: (saved) => {
          setEmail('');
          notify({
            title: 'Request recorded',
            description: `Due ${formatDay(saved.dueDate)}.`,
            severity: 'success',
          });
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      aria-label="Record a request"
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      alignItems={{ md: 'flex-start' }}
      onSubmit={onSubmit}
      noValidate
    >
      <TextField
        select
        size="small"
        label="Kind"
        value={kind}
        onChange={(e) => setKind(e.target.value as PrivacyRequestKind)}
        sx={{ minWidth: 150 }}
      >
        {PRIVACY_REQUEST_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {REQUEST_KIND_LABELS[k]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="email"
        label="Requester's email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(errors['email'])}
        helperText={errors['email']}
        sx={{ minWidth: 280 }}
      />
      <TextField
        size="small"
        type="date"
        label="Received"
        value={receivedDate}
        onChange={(e) => setReceivedDate(e.target.value)}
        error={Boolean(errors['receivedDate'])}
        helperText={errors['receivedDate']}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<AddIcon />}
        loading={create.isPending}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap', alignSelf: { md: 'center' } }}
      >
        Record request
      </Button>
      {create.isError && !Object.keys(errors).length && (
        <Typography color="error">{errorMessage(create.error, 'Could not record it')}</Typography>
      )}
    </Stack>
  );
}

function CloseDialog({
  request,
  onClose,
}: {
  request: PrivacyRequest | null;
  onClose: () => void;
}) {
  const update = useUpdatePrivacyRequest();
  const notify = useNotify();
  const [outcome, setOutcome] = useState('');
  const errors = update.isError ? errorsOf(update.error) : {};
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    update.mutate(
      { id: request.id, update: { status: 'closed', outcome } },
      {
        onSuccess: () => {
          notify({ title: 'Request closed', severity: 'success' });
          setOutcome('');
          update.reset();
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open={request !== null} onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>Close the request</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            multiline
            minRows={3}
            fullWidth
            label="Outcome"
            helperText={
              errors['outcome'] ??
              'What was done: archive sent, corrected, erased (receipts kept), or refused and why.'
            }
            error={Boolean(errors['outcome'])}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Close request
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const LANGUAGE_NAMES = { en: 'English', fr: 'French' } as const;

/** Who asked: the address; for a request sent from the privacy page, also who and what they wrote. */
function Requester({ request: r }: { request: PrivacyRequest }) {
  if (r.source !== 'website') return <>{r.email}</>;
  return (
    <>
      <Typography variant="body2">{`${r.name ?? ''} · ${r.email}`}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {`Sent from the privacy page, in ${LANGUAGE_NAMES[r.language ?? 'en']}`}
      </Typography>
      {r.details && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {r.details}
        </Typography>
      )}
    </>
  );
}

/** The register of privacy requests: each request, its due date (30 days) and its outcome. */
export function RequestsRegister() {
  const requests = usePrivacyRequests();
  const [closing, setClosing] = useState<PrivacyRequest | null>(null);
  const today = todayInTimeZone();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="privacy-register" sx={{ p: 3 }}>
      <Typography id="privacy-register" variant="h6" component="h2">
        Requests register
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every access, correction and erasure request, answered within 30 days of its receipt.
      </Typography>
      <NewRequestForm />
      <Stack sx={{ mt: 3 }}>
        {requests.isPending ? (
          <Loading label="Loading the requests" />
        ) : requests.isError ? (
          <LoadError
            title="Could not load the requests"
            error={requests.error}
            onRetry={() => void requests.refetch()}
          />
        ) : requests.data.length === 0 ? (
          <Typography color="text.secondary">No requests recorded.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Privacy requests">
              <TableHead>
                <TableRow>
                  <TableCell>Received</TableCell>
                  <TableCell>Kind</TableCell>
                  <TableCell>Requester</TableCell>
                  <TableCell>Due</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Outcome</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {requests.data.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(r.receivedDate)}</TableCell>
                    <TableCell>{REQUEST_KIND_LABELS[r.kind]}</TableCell>
                    <TableCell>
                      <Requester request={r} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(r.dueDate)}</TableCell>
                    <TableCell>
                      <DueChip request={r} today={today} />
                    </TableCell>
                    <TableCell>{r.outcome}</TableCell>
                    <TableCell align="right">
                      {r.status === 'open' && (
                        <Button size="small" onClick={() => setClosing(r)}>
                          Close
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Stack>
      <CloseDialog request={closing} onClose={() => setClosing(null)} />
    </Paper>
  );
}
