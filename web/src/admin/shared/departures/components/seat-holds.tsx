import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@umrah/domain/model/admin-format';
import type { Departure, ManualHold } from '@umrah/domain/model/departures';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useNotify } from '../../components/notifications';
import { useReportError } from '../../hooks/use-report-error';
import { useRemoveSeatHold } from '../api/change-departures';
import { seatsText } from './seats-text';

// The form (Formik, yup and the hold's rules) loads when "Hold seats" is first pressed.
const SeatHoldDialog = lazy(() =>
  import('./seat-hold-dialog').then((m) => ({ default: m.SeatHoldDialog })),
);

/**
 * Seats staff hold by hand on a departure (a tour leader, an airline block): the list with a
 * remove button each, and "Hold seats" (refused by the server when they do not fit).
 */
export function SeatHolds({ departure }: { departure: Departure }) {
  const remove = useRemoveSeatHold();
  const notify = useNotify();
  const reportError = useReportError();
  const [adding, setAdding] = useState(0);
  const [toRemove, setToRemove] = useState<ManualHold | null>(null);

  async function confirmRemove() {
    if (!toRemove) return;
    try {
      await remove.mutateAsync({ id: departure.id, holdId: toRemove.id });
      notify({ title: 'Seats released', severity: 'success' });
      setToRemove(null);
    } catch (error) {
      reportError(error, 'Could not release the seats');
    }
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h4">
          Seats held by hand
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding((n) => n + 1)}>
          Hold seats
        </Button>
      </Box>
      {departure.manualHolds.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Seats held by hand">
          {departure.manualHolds.map((hold) => (
            <ListItem
              key={hold.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Release ${seatsText(hold.seats)} held for ${hold.label}`}
                  onClick={() => setToRemove(hold)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={`${hold.label}: ${seatsText(hold.seats)}`}
                secondary={`By ${hold.by}, ${formatDateTime(hold.at)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {adding > 0 && (
        <Suspense fallback={null}>
          <SeatHoldDialog key={adding} departure={departure} open onClose={() => setAdding(0)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title="Release the seats?"
        message={
          toRemove ? `${seatsText(toRemove.seats)} held for ${toRemove.label} go back on sale.` : ''
        }
        confirmLabel="Release"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setToRemove(null)}
      />
    </Box>
  );
}
