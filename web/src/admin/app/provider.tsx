import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotificationsProvider } from '../shared/components/notifications';
import { AdminRuntimeProvider } from '../shared/auth/session-store';
import { AppThemeProvider } from './theme-provider';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a fresh client; the app makes its own with the first screen behind sign-in. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  return (
    <AdminRuntimeProvider queryClient={queryClient}>
      <AppThemeProvider>
        <NotificationsProvider>{children}</NotificationsProvider>
      </AppThemeProvider>
    </AdminRuntimeProvider>
  );
}
