import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DepartureCounts } from '@umrah/domain/model/departures';

const FIGURES: { key: keyof DepartureCounts; label: string }[] = [
  { key: 'capacity', label: 'Capacity' },
  { key: 'held', label: 'Held' },
  { key: 'left', label: 'Left' },
  { key: 'requested', label: 'Requested' },
  { key: 'waiting', label: 'Waiting' },
  { key: 'paidInFull', label: 'Paid in full' },
];

/**
 * A departure's seat figures as a description list that wraps on narrow screens (no table to
 * scroll sideways on a phone).
 */
export function DepartureCountsList({
  counts,
  only,
}: {
  counts: DepartureCounts;
  /** The figures to show (default: all). */
  only?: readonly (keyof DepartureCounts)[];
}) {
  const figures = only ? FIGURES.filter((f) => only.includes(f.key)) : FIGURES;
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0 }}>
      {figures.map(({ key, label }) => (
        <Box key={key} sx={{ display: 'flex', gap: 0.75, alignItems: 'baseline' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: 600 }}
            color={key === 'left' && counts.left === 0 ? 'error' : undefined}
          >
            {counts[key]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
