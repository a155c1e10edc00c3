import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@umrah/domain/model/api-error';
import type {
  CodeStepResult,
  SecondFactorSetup,
  SignInStep,
} from '@umrah/domain/schemas/second-factor';
import { apiRequest } from '../api/api-client';

/** The field error the server sends when a change needs a fresh second-factor check. */
export function needsSecondFactor(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && !!error.fieldErrors?.secondFactor;
}

/** A session was set; or (a set-up proven by the password alone) a link was mailed first. */
export type SignedIn = CodeStepResult;

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

export function startSetup(): Promise<SecondFactorSetup> {
  return apiRequest<SecondFactorSetup>('/api/admin/second-factor/setup', { method: 'POST' });
}

/** The recovery codes, and the message when the factor waits for the mailed link. */
export async function confirmSetup(
  code: string,
  queryClient: QueryClient,
): Promise<{ recoveryCodes: string[]; activationMessage?: string }> {
  const result = await apiRequest<CodeStepResult>('/api/admin/second-factor/confirm', {
    method: 'POST',
    body: { code },
  });
  await queryClient.invalidateQueries({ queryKey: secondFactorKey });
  return {
    recoveryCodes: result.recoveryCodes ?? [],
    ...('activationMailed' in result && { activationMessage: result.message }),
  };
}

/** PUT /api/admin/second-factor/notice-email: the admin's own address for security notices. */
export async function saveNoticeEmail(email: string, queryClient?: QueryClient): Promise<void> {
  await apiRequest('/api/admin/second-factor/notice-email', { method: 'PUT', body: { email } });
  await queryClient?.invalidateQueries({ queryKey: secondFactorKey });
}

/** POST /api/admin/login/email-link/finish: signs this browser in (or asks for the code). */
export function finishSignInLink(token: string): Promise<SignInStep> {
  return apiRequest('/api/admin/login/email-link/finish', { method: 'POST', body: { token } });
}

/** POST /api/admin/login/activate: the mailed link that turns a factor on. */
export function activateSecondFactor(token: string): Promise<{ message: string }> {
  return apiRequest('/api/admin/login/activate', { method: 'POST', body: { token } });
}

/** DELETE /api/admin/users/{id}/second-factor: a colleague's reset (needs a fresh check). */
export function resetColleagueFactor(id: string): Promise<unknown> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}/second-factor`, {
    method: 'DELETE',
  });
}

/** POST /api/admin/second-factor/check: proves the second factor for this session now. */
export function checkCode(code: string): Promise<unknown> {
  return apiRequest('/api/admin/second-factor/check', { method: 'POST', body: { code } });
}
