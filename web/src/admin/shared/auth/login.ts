import type { AdminSession, LoginInput } from '@umrah/domain/schemas/admin';
import type { SignInStep } from '@umrah/domain/schemas/second-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { adminSessionQueryOptions } from './get-admin-session';

/** POST /api/admin/login: sets the session cookie, or asks for the second factor first. */
export function login(body: LoginInput): Promise<SignInStep> {
  return apiRequest<SignInStep>('/api/admin/login', { method: 'POST', body });
}

/** What signing in led to: a session (null if the cookie did not stick), or a second step. */
export type LoginOutcome =
  | { session: AdminSession | null; needsNoticeEmail: boolean }
  | { secondFactor: 'code' | 'enrol'; ticket: string };

/** Re-checks the session (spec section 4) so the cache holds what the server says. */
export function useRecheckSession() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...adminSessionQueryOptions(), staleTime: 0 });
}

export function useLogin() {
  const recheck = useRecheckSession();
  return useMutation({
    mutationFn: async (body: LoginInput): Promise<LoginOutcome> => {
      const step = await login(body);
      if ('secondFactor' in step) return { secondFactor: step.secondFactor, ticket: step.ticket };
      return { session: await recheck(), needsNoticeEmail: step.needsNoticeEmail === true };
    },
  });
}
