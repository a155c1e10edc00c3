import type { ChangePasswordBody } from '@umrah/domain/schemas/admin-password';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** PUT /api/admin/change-password; a wrong current password is a 400 with a field error. */
export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return apiRequest('/api/admin/change-password', { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
