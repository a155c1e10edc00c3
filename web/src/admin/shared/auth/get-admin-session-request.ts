import type { AdminSession } from '@umrah/domain/schemas/admin';
import { ApiError } from '@umrah/domain/model/api-error';
import { apiRequest } from '../api/api-client';

/** The session's place in React Query's cache (get-admin-session.ts). */
export const adminSessionQueryKey = ['admin', 'check'] as const;

/** GET /api/admin/check; "not signed in" (401/403) is `null`, not an error. */
export async function getAdminSession(): Promise<AdminSession | null> {
  try {
    return await apiRequest<AdminSession>('/api/admin/check');
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}
