import type { AdminSession, LoginInput } from '@umrah/domain/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { adminSessionQueryOptions } from './get-admin-session';

/** POST /api/admin/login: sets the session cookie. */
export function login(body: LoginInput): Promise<AdminSession> {
  return apiRequest<AdminSession>('/api/admin/login', { method: 'POST', body });
}

/**
 * Signs in, then re-checks the session (spec section 4) so the cache holds what the server
 * says; resolves with that re-checked session (null if the cookie did not stick).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginInput) => {
      await login(body);
      return queryClient.fetchQuery({ ...adminSessionQueryOptions(), staleTime: 0 });
    },
  });
}
