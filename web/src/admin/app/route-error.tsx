import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';

/** The last resort when a page crashes or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  return (
    // A Box, not MUI's Container (the same box): this is in the shell every screen loads.
    <Box sx={{ maxWidth: 600, mx: 'auto', px: { xs: 2, sm: 3 }, py: 12, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        This page could not be displayed. Please reload to try again.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Box>
  );
}

/** Shows RouteError instead of a blank page when anything below throws while rendering. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
