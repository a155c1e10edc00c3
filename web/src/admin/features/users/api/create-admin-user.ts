import type { AdminUser } from '@umrah/domain/schemas/admin';
import type { NewAdminUserBody } from '@umrah/domain/schemas/admin-password';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { idempotencyHeaders, type CreateVariables } from '../../../shared/api/content-api';
import { getAdminUsersQueryOptions } from './get-admin-users';

/**
 * POST /api/admin/users: 201 with the new admin; 409 when the username is taken. A retry with
 * the dialog's key answers the user the first try made.
 */
export function createAdminUser({
  body,
  idempotencyKey,
}: CreateVariables<NewAdminUserBody>): Promise<AdminUser> {
  return apiRequest<AdminUser>('/api/admin/users', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAdminUsersQueryOptions().queryKey }),
  });
}
