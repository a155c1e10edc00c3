import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../api/api-client';
import { adminSessionQueryKey } from './get-admin-session';

/** POST /api/admin/logout: revokes the session and clears the cookie. */
export function logout(): Promise<unknown> {
  return apiRequest('/api/admin/logout', { method: 'POST' });
}

/** Forgets every admin answer held in the cache and marks the visitor as signed out. */
export function useClearAdminSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    // The session query is updated in place, so a mounted RequireAdmin sees it and redirects.
    queryClient.setQueryData(adminSessionQueryKey, null);
    queryClient.removeQueries({
      queryKey: ['admin'],
      predicate: (query) => query.queryKey[1] !== adminSessionQueryKey[1],
    });
  }, [queryClient]);
}

export function useLogout() {
  const clearSession = useClearAdminSession();
  return useMutation({ mutationFn: logout, onSettled: clearSession });
}
