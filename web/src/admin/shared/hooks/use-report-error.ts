import { useCallback } from 'react';
import { useClearAdminSession } from '../auth/logout';
import { errorMessage } from '@umrah/domain/model/api-error';
import { isUnauthorized } from '../api/api-client';
import { useNotify } from '../components/notifications';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * The one place a failed admin call becomes a toast: `title` with the server's message (or
 * `fallback`). A 401 means the session ended, so the visitor is signed out and sent to /admin.
 */
export function useReportError() {
  const notify = useNotify();
  const clearSession = useClearAdminSession();
  return useCallback(
    (error: unknown, title: string, fallback = 'Please try again') => {
      if (isUnauthorized(error)) {
        notify({ title, description: SESSION_ENDED, severity: 'error' });
        clearSession();
        return;
      }
      notify({ title, description: errorMessage(error, fallback), severity: 'error' });
    },
    [notify, clearSession],
  );
}
