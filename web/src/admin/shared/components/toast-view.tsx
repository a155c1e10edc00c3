import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';

export interface Toast {
  title: string;
  description?: string;
  severity?: 'success' | 'error' | 'info' | 'warning';
}

/** Where a toast shows: away from the control the admin just used. */
export interface ToastPlacement {
  vertical: 'top' | 'bottom';
  horizontal: 'left' | 'center' | 'right';
}

interface ToastViewProps {
  toast: Toast & { key: number; placement: ToastPlacement };
  open: boolean;
  duration: number;
  onClose: () => void;
}

/** The toast on screen (loaded with the first toast, so pages paint without it). */
export default function ToastView({ toast, open, duration, onClose }: ToastViewProps) {
  const severity = toast.severity ?? 'success';
  return (
    <Snackbar
      key={toast.key}
      open={open}
      autoHideDuration={duration}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      // Away from the control just used (notifications.tsx, toastPlacement).
      anchorOrigin={toast.placement}
      sx={toast.placement.vertical === 'bottom' ? { bottom: { xs: 88, sm: 24 } } : undefined}
    >
      <Alert
        severity={severity}
        variant="filled"
        role={severity === 'error' ? 'alert' : 'status'}
        onClose={onClose}
        sx={{ width: '100%', maxWidth: 440, boxShadow: 6 }}
      >
        <AlertTitle sx={{ mb: toast.description ? 0.5 : 0, fontWeight: 700 }}>
          {toast.title}
        </AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
