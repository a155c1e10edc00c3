import type { ContactMessage } from '@umrah/domain/inbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** GET /api/admin/messages: every contact message, newest first. */
export function getAdminMessagesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'messages'],
    queryFn: ({ signal }) => apiRequest<ContactMessage[]>('/api/admin/messages', { signal }),
  });
}

export function useAdminMessages() {
  return useQuery(getAdminMessagesQueryOptions());
}

export const messagePath = (id: string) => `/api/admin/messages/${encodeURIComponent(id)}`;
