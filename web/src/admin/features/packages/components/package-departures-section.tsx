import { DEPARTURE_STATUS_EFFECTS } from '@umrah/domain/model/departures';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay } from '@umrah/domain/model/admin-format';
import { departurePricesLine, departureTermsLine } from '@umrah/domain/model/departure-terms';
import type { Package } from '@umrah/domain/schemas/package';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useSaveFirst } from '../../../shared/components/content-form-dialog';
import { useNotify } from '../../../shared/components/notifications';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { useCloseDeparture } from '../../../shared/departures/api/change-departures';
import type { DepartureSummary } from '@umrah/domain/model/departures';
import { usePackageDepartures } from '../../../shared/departures/api/get-departures';
import { CopyDepartureDialog } from '../../../shared/departures/components/copy-departure-dialog';
import { DepartureCountsList } from '../../../shared/departures/components/departure-counts';
import {
  DepartureFormDialog,
  type DepartureDialogState,
} from '../../../shared/departures/components/departure-form-dialog';
import { DepartureStatusChip } from '../../../shared/departures/components/departure-status-chip';
import { SeatHolds } from '../../../shared/departures/components/seat-holds';

/** The flights in one line, for the list ("Saudia SV 72 / SV 71 · YUL 18:45 · via Jeddah"). */
function flightsLine(d: DepartureSummary): string {
  const f = d.flights;
  return [
    [f.airline, f.flightNumbers].filter(Boolean).join(' '),
    [f.departureAirport, f.departureTime].filter(Boolean).join(' '),
    f.connections,
  ]
    .filter(Boolean)
    .join(' · ');
}

function DepartureItem({
  pkg,
  departure,
  onEdit,
  onCopy,
  onClose,
}: {
  pkg: Package;
  departure: DepartureSummary;
  onEdit: () => void;
  onCopy: () => void;
  onClose: () => void;
}) {
  const dates = `${formatDay(departure.departureDate)} – ${formatDay(departure.returnDate)}`;
  const flights = flightsLine(departure);
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={dates}>
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {dates}
          </Typography>
          <DepartureStatusChip status={departure.status} />
        </Box>
        {flights && (
          <Typography variant="body2" color="text.secondary">
            {flights}
          </Typography>
        )}
        <Typography variant="body2">{departurePricesLine(pkg, departure)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {departureTermsLine(departure)}
        </Typography>
        <DepartureCountsList
          counts={departure.counts}
          only={['capacity', 'held', 'left', 'requested', 'waiting']}
        />
        <SeatHolds departure={departure} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={onEdit}>
            Edit
          </Button>
          <Button size="small" variant="outlined" onClick={onCopy}>
            Copy to next date
          </Button>
          {departure.status !== 'closed' && (
            <Button size="small" variant="outlined" color="warning" onClick={onClose}>
              Close
            </Button>
          )}
          <Button size="small" component={RouterLink} to={`/admin/departures/${departure.id}`}>
            Open departure page
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** What the package dialog goes on with after a new package's first save. */
export const ADD_DEPARTURE = 'add-departure';

type Opened =
  | { kind: 'form'; state: DepartureDialogState }
  | { kind: 'copy'; departure: DepartureSummary }
  | { kind: 'none' };

// The section's dialogs are forms of their own inside the package's form (React events bubble
// through portals): their submit must not also save the package.
const keepSubmitInside = (event: FormEvent) => event.stopPropagation();

/** The section's frame: its heading with the Add button, what it is, then its content. */
function DeparturesFrame({ action, children }: { action: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby="package-departures-heading"
      className="full-width"
      onSubmit={keepSubmitInside}
      sx={{ mt: 3 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography id="package-departures-heading" component="h3" variant="h6">
          Departures
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

/**
 * A new package's departures: a departure belongs to a saved package, so Add saves the package
 * first (after the form's checks) and the dialog goes on as its Edit dialog with the departure's
 * form open: one flow, no second visit.
 */
export function NewPackageDeparturesSection() {
  const saveFirst = useSaveFirst();
  return (
    <DeparturesFrame
      action={
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={!saveFirst}
          onClick={() => saveFirst?.(ADD_DEPARTURE)}
        >
          Save and add departure
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary">
        Each date the package runs, with its own flights, seats and prices. Adding one saves the
        package first (still a draft unless published), then opens the departure&apos;s form here.
      </Typography>
    </DeparturesFrame>
  );
}
/**
 * The package's departures in its edit dialog: each date with its status, seats and holds; add,
 * edit, copy to a later date and close. Saved at once (not with the package's Save).
 */
export function PackageDeparturesSection({ pkg, startWith }: { pkg: Package; startWith?: string }) {
  const list = usePackageDepartures(pkg.id);
  const close = useCloseDeparture();
  const notify = useNotify();
  const reportError = useReportError();
  // Opened right after a new package's first save by its "Save and add departure".
  const [opened, setOpened] = useState<Opened>(() =>
    startWith === ADD_DEPARTURE
      ? { kind: 'form', state: { mode: 'create', packageId: pkg.id } }
      : { kind: 'none' },
  );
  const [openings, setOpenings] = useState(0);
  const [toClose, setToClose] = useState<DepartureSummary | null>(null);

  function open(next: Opened) {
    setOpenings((n) => n + 1);
    setOpened(next);
  }

  async function confirmClose() {
    if (!toClose) return;
    try {
      await close.mutateAsync(toClose.id);
      notify({
        title: `Departure of ${formatDay(toClose.departureDate)} closed`,
        severity: 'success',
      });
      setToClose(null);
    } catch (error) {
      reportError(error, 'Could not close the departure');
    }
  }

  return (
    <DeparturesFrame
      action={
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => open({ kind: 'form', state: { mode: 'create', packageId: pkg.id } })}
        >
          Add departure
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Each date the package runs, with its own flights, seats and prices. Changes here are saved
        at once.
      </Typography>
      {list.isPending ? (
        <Loading label="Loading departures" />
      ) : list.isError ? (
        <LoadError
          title="Could not load the departures"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <Typography color="text.secondary">
          No departures yet: the package shows its own dates until one is added.
        </Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Departures">
          {list.data.map((d) => (
            <DepartureItem
              key={d.id}
              pkg={pkg}
              departure={d}
              onEdit={() => open({ kind: 'form', state: { mode: 'edit', departure: d } })}
              onCopy={() => open({ kind: 'copy', departure: d })}
              onClose={() => setToClose(d)}
            />
          ))}
        </Stack>
      )}
      {opened.kind === 'form' && (
        <DepartureFormDialog
          key={openings}
          open
          state={opened.state}
          pkg={pkg}
          onClose={() => setOpened({ kind: 'none' })}
        />
      )}
      {opened.kind === 'copy' && (
        <CopyDepartureDialog
          key={openings}
          open
          departure={opened.departure}
          onClose={() => setOpened({ kind: 'none' })}
        />
      )}
      <ConfirmDialog
        open={toClose !== null}
        title="Close the departure?"
        message={DEPARTURE_STATUS_EFFECTS.closed}
        confirmLabel="Close departure"
        busy={close.isPending}
        onConfirm={() => void confirmClose()}
        onCancel={() => setToClose(null)}
      />
    </DeparturesFrame>
  );
}
