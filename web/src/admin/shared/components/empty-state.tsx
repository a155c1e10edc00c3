import Inbox from '@mui/icons-material/Inbox';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
}

/** Shown when a list has nothing to show yet. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 8 },
        px: 3,
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ color: 'primary.main', mb: 1.5, '& svg': { fontSize: 44 } }} aria-hidden>
        {icon ?? <Inbox />}
      </Box>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}
