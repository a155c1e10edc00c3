import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { NotificationsProvider } from '../shared/components/notifications';
import { createQueryClient } from '../shared/api/query-client';
import { AppThemeProvider } from './theme-provider';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a fresh client; the app creates its own. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AppThemeProvider>
        <NotificationsProvider>{children}</NotificationsProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
