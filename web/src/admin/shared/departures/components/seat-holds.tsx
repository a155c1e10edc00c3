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
import { seatHoldSchema } from '@umrah/domain/schemas/departure';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FieldGrid } from '../../components/field-grid';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { useNotify } from '../../components/notifications';
import { useReportError } from '../../hooks/use-report-error';
import { useAddSeatHold, useRemoveSeatHold } from '../api/change-departures';
import { showServerFieldErrors } from './server-field-errors';

type Values = { label: string; seats: string };
const seatsText = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/**
 * Seats staff hold by hand on a departure (a tour leader, an airline block): the list with a
 * remove button each, and "Hold seats" (refused by the server when they do not fit).
 */
export function SeatHolds({ departure }: { departure: Departure }) {
  const add = useAddSeatHold();
  const remove = useRemoveSeatHold();
  const notify = useNotify();
  const reportError = useReportError();
  const [adding, setAdding] = useState(0);
  const [toRemove, setToRemove] = useState<ManualHold | null>(null);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    try {
      const body = seatHoldSchema.cast(values);
      await add.mutateAsync({ id: departure.id, body });
      notify({ title: `${seatsText(body.seats)} held for ${body.label}`, severity: 'success' });
      setAdding(0);
    } catch (error) {
      reportError(error, 'Could not hold the seats');
      showServerFieldErrors(error, helpers);
    }
  }

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
      <FormDialog
        key={adding}
        open={adding > 0}
        title="Hold seats"
        initialValues={{ label: '', seats: '' }}
        validationSchema={seatHoldSchema}
        onSubmit={submit}
        onClose={() => setAdding(0)}
        submitLabel="Hold"
        maxWidth="xs"
      >
        <FieldGrid>
          <FormTextField
            id="hold-label"
            name="label"
            label="For whom"
            required
            className="full-width"
            helperText="e.g. Tour leader, airline block"
          />
          <FormTextField
            id="hold-seats"
            name="seats"
            label="Seats"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </FieldGrid>
      </FormDialog>
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
