import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled section of the package detail page. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 4, md: 5 } }}>
      <Typography variant="h4" component="h2" id={id} sx={{ mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
