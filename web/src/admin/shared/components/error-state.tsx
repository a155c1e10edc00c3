import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface ErrorStateProps {
  title?: string;
  description?: string;
  onRetry?: () => void;
}

/** A failed read: a short human message and a way to try again. */
export function ErrorState({
  title = 'Something went wrong',
  description = 'We could not load this content. Please check your connection and try again.',
  onRetry,
}: ErrorStateProps) {
  return (
    <Box
      role="alert"
      sx={{
        my: 4,
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        border: 1,
        borderColor: 'error.main',
        bgcolor: 'background.paper',
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        flexWrap: 'wrap',
      }}
    >
      <ErrorOutline sx={{ color: 'error.main', mt: '2px' }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      </Box>
      {onRetry && (
        <Button variant="outlined" color="error" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Box>
  );
}
