import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSessionQueryKey, getAdminSession } from './get-admin-session-request';

export { adminSessionQueryKey, getAdminSession };

export function adminSessionQueryOptions() {
  return queryOptions({ queryKey: adminSessionQueryKey, queryFn: getAdminSession });
}

/** The session behind sign-in (the sign-in screens read session-store.tsx instead). */
export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}
