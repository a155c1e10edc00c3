import Chip from '@mui/material/Chip';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@umrah/domain/model/bookings';

const COLORS: Record<BookingStatus, 'info' | 'warning' | 'success' | 'default' | 'error'> = {
  new: 'info',
  contacted: 'warning',
  confirmed: 'success',
  completed: 'default',
  cancelled: 'error',
};

/** A booking's status as a coloured label: New, Contacted, Confirmed, Completed, Cancelled. */
export function BookingStatusChip({ status }: { status: BookingStatus }) {
  return (
    <Chip
      label={BOOKING_STATUS_LABELS[status]}
      color={COLORS[status]}
      size="small"
      variant={status === 'new' ? 'filled' : 'outlined'}
    />
  );
}
