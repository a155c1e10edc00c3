import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A centred spinner; `label` names it for screen readers ('Loading packages'). */
export function LoadingState({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
      <CircularProgress aria-label={label} color="primary" />
    </Box>
  );
}
