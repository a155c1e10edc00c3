import EventBusyIcon from '@mui/icons-material/EventBusy';
import Chip from '@mui/material/Chip';
import type { CancellationRequest } from '@umrah/domain/model/money/cancellation';

/**
 * Marks a booking whose pilgrim (or staff) asked to cancel travellers and waits for staff's
 * decision; its title says how many and when (nothing when no request is open).
 */
export function CancellationChip({ request }: { request: CancellationRequest | null | undefined }) {
  if (!request) return null;
  const who = request.by === 'staff' ? 'staff' : 'the pilgrim';
  return (
    <Chip
      icon={<EventBusyIcon />}
      label="Cancellation requested"
      title={`${request.travellers} traveller${request.travellers === 1 ? '' : 's'}, asked by ${who} on ${request.at.slice(0, 10)}`}
      color="warning"
      size="small"
      variant="outlined"
    />
  );
}
