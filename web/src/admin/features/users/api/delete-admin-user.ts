import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { getAdminUsersQueryOptions } from './get-admin-users';

/** DELETE /api/admin/users/{id}: refused (400) for your own account and for the last admin. */
export function deleteAdminUser(id: string): Promise<unknown> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAdminUsersQueryOptions().queryKey }),
  });
}
