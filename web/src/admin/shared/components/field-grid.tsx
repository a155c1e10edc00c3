import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Form fields in two columns on wide screens, one on phones. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        '& > .full-width': { gridColumn: '1 / -1' },
      }}
    >
      {children}
    </Box>
  );
}

/** A titled part of a long form, e.g. 'Prices'. Spans both columns. */
export function FieldSection({ title }: { title: string }) {
  return (
    <Typography
      className="full-width"
      component="h3"
      variant="overline"
      color="text.secondary"
      sx={{ mt: 1, lineHeight: 1.5 }}
    >
      {title}
    </Typography>
  );
}
