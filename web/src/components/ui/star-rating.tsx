import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';

interface StarRatingProps {
  /** How many stars to draw (1-5): the row has exactly this many. */
  value: number;
  /** What the stars mean, for screen readers, e.g. '4-star hotel'. */
  label: string;
  size?: 'small' | 'medium';
}

/** A row of gold stars, one per point of the rating. */
export function StarRating({ value, label, size = 'small' }: StarRatingProps) {
  const count = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <Box
      role="img"
      aria-label={label}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        color: (theme.vars ?? theme).palette.accent.dark,
        ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.accent.main }),
      })}
    >
      {Array.from({ length: count }, (_, i) => (
        <StarRounded key={i} fontSize={size} data-testid="star" aria-hidden />
      ))}
    </Box>
  );
}
