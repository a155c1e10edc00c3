import Chip from '@mui/material/Chip';
import { DEPARTURE_STATUS_LABELS, type DepartureStatus } from '@umrah/domain/model/departures';

const COLOURS = {
  open: 'info',
  guaranteed: 'success',
  closed: 'default',
  cancelled: 'error',
} as const;

/** Staff's word on a departure: Open, Guaranteed, Closed or Cancelled. */
export function DepartureStatusChip({ status }: { status: DepartureStatus }) {
  return (
    <Chip
      label={DEPARTURE_STATUS_LABELS[status]}
      color={COLOURS[status]}
      variant={status === 'closed' ? 'outlined' : 'filled'}
      size="small"
    />
  );
}
