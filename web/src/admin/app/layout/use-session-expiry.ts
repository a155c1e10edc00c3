import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from '../../shared/components/notifications';
import { useClearAdminSession } from '../../shared/auth/logout';
import { isUnauthorized } from '../../shared/api/api-client';

/**
 * When an admin read answers 401 (the session expired or was revoked elsewhere), the visitor is
 * signed out here and RequireAdmin sends them to /admin. Failed saves are handled the same way
 * by useReportError.
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();
  const clearSession = useClearAdminSession();
  const notify = useNotify();

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const [scope, resource] = event.query.queryKey;
        if (scope !== 'admin' || resource === 'check') return;
        if (!isUnauthorized(event.action.error)) return;
        // Not inside the cache's own notification: clear on the next tick.
        setTimeout(() => {
          notify({
            title: 'Signed out',
            description: 'Your session has ended. Please sign in again.',
            severity: 'info',
          });
          clearSession();
        }, 0);
      }),
    [queryClient, clearSession, notify],
  );
}
