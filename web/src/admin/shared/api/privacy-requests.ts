import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivacyRequest } from '@umrah/domain/model/privacy';
import { apiRequest } from './api-client';

/** GET /api/admin/privacy/requests: the register, most recently received first. */
export function usePrivacyRequests() {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'privacy', 'requests'],
      queryFn: ({ signal }) =>
        apiRequest<{ items: PrivacyRequest[] }>('/api/admin/privacy/requests', { signal }),
      select: (data) => data.items,
    }),
  );
}
