import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Chip from '@mui/material/Chip';

/** Marks a request to join a sold-out package's waiting list (nothing for a plain request). */
export function WaitingListChip({ waitingList }: { waitingList: boolean }) {
  if (!waitingList) return null;
  return (
    <Chip
      icon={<HourglassEmptyIcon />}
      label="Waiting list"
      color="secondary"
      size="small"
      variant="outlined"
    />
  );
}
