import type { AdminUser } from '@umrah/domain/schemas/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** GET /api/admin/users: id and username of every admin (never a password). */
export function getAdminUsersQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'users'],
    queryFn: ({ signal }) => apiRequest<AdminUser[]>('/api/admin/users', { signal }),
  });
}

export function useAdminUsers() {
  return useQuery(getAdminUsersQueryOptions());
}
