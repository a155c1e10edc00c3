import { useQuery } from '@tanstack/react-query';
import type { SecondFactorStatus } from '@umrah/domain/schemas/second-factor';
import { apiRequest } from '../api/api-client';
import { secondFactorKey } from './second-factor';

/** Apart from second-factor.ts, which the sign-in screen uses without React Query. */
export function useSecondFactorStatus() {
  return useQuery({
    queryKey: secondFactorKey,
    queryFn: ({ signal }) => apiRequest<SecondFactorStatus>('/api/admin/second-factor', { signal }),
  });
}
