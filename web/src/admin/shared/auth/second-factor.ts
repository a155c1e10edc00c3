import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@umrah/domain/model/api-error';
import type { AdminSession } from '@umrah/domain/schemas/admin';
import type { SecondFactorSetup, SecondFactorStatus } from '@umrah/domain/schemas/second-factor';
import { apiRequest } from '../api/api-client';

/** The field error the server sends when a change needs a fresh second-factor check. */
export function needsSecondFactor(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && !!error.fieldErrors?.secondFactor;
}

export type SignedIn = AdminSession & { recoveryCodes?: string[] };

/** POST /api/admin/login/second-factor: the code for the password step's ticket; sets the session. */
export function signInWithCode(ticket: string, code: string): Promise<SignedIn> {
  return apiRequest<SignedIn>('/api/admin/login/second-factor', {
    method: 'POST',
    body: { ticket, code },
  });
}

/** POST /api/admin/login/setup: after the grace period, set the second factor up inside sign-in. */
export function setUpDuringSignIn(ticket: string): Promise<SecondFactorSetup> {
  return apiRequest<SecondFactorSetup>('/api/admin/login/setup', {
    method: 'POST',
    body: { ticket },
  });
}

export const secondFactorKey = ['admin', 'second-factor'] as const;

export function useSecondFactorStatus() {
  return useQuery({
    queryKey: secondFactorKey,
    queryFn: ({ signal }) => apiRequest<SecondFactorStatus>('/api/admin/second-factor', { signal }),
  });
}

export function startSetup(): Promise<SecondFactorSetup> {
  return apiRequest<SecondFactorSetup>('/api/admin/second-factor/setup', { method: 'POST' });
}

export async function confirmSetup(code: string, queryClient: QueryClient): Promise<string[]> {
  const { recoveryCodes } = await apiRequest<{ recoveryCodes: string[] }>(
    '/api/admin/second-factor/confirm',
    { method: 'POST', body: { code } },
  );
  await queryClient.invalidateQueries({ queryKey: secondFactorKey });
  return recoveryCodes;
}

/** POST /api/admin/second-factor/check: proves the second factor for this session now. */
export function checkCode(code: string): Promise<unknown> {
  return apiRequest('/api/admin/second-factor/check', { method: 'POST', body: { code } });
}
