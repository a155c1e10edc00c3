import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';

/** Reads a list again: inbox data is never refetched on its own (spec section 7). */
export function RefreshButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onClick} loading={busy}>
      Refresh
    </Button>
  );
}
