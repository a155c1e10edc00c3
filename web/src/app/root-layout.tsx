import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { PublicLayout } from '../components/layouts/public-layout';
import { LoadingState } from '../components/ui/loading-state';

/** While a lazy page's code loads, a thin bar at the top. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 3,
        width: '100%',
        zIndex: (theme) => theme.zIndex.appBar + 1,
        bgcolor: 'accent.main',
        transformOrigin: 'left',
        animation: 'page-progress 1.2s ease-out infinite',
        '@keyframes page-progress': {
          from: { transform: 'scaleX(0)' },
          to: { transform: 'scaleX(0.9)' },
        },
      }}
    />
  );
}

/** The public pages' frame (navbar, footer, WhatsApp button) around the matched page. */
export function RootLayout() {
  return (
    <PublicLayout>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </PublicLayout>
  );
}

/** Shown on the very first load while the first page's code arrives. */
export function RootFallback() {
  return (
    <PublicLayout>
      <LoadingState label="Loading page" />
    </PublicLayout>
  );
}
