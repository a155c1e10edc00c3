import type { LoginInput } from '@umrah/domain/schemas/admin';
import type { SignInStep } from '@umrah/domain/schemas/second-factor';
import { apiRequest } from '../api/api-client';

/** POST /api/admin/login: sets the session cookie, or asks for the second factor first. */
export function login(body: LoginInput): Promise<SignInStep> {
  return apiRequest<SignInStep>('/api/admin/login', { method: 'POST', body });
}

/** POST /api/admin/login/email-link: the answer is the same whatever the name. */
export function requestSignInLink(username: string): Promise<{ message: string }> {
  return apiRequest('/api/admin/login/email-link', { method: 'POST', body: { username } });
}
