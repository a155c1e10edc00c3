import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** How much of the booking (with its passport scan) has been sent. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id="upload-progress-label">
        {percent < 100 ? `Uploading passport scan… ${percent}%` : 'Upload complete, confirming…'}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="upload-progress-label"
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
