import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

export interface InboxCounts {
  newBookings: number;
  unreadMessages: number;
}

export const INBOX_COUNTS_KEY = ['admin', 'inbox-counts'] as const;

/** GET /api/admin/inbox-counts: booking requests still new and messages not yet read. */
export function getInboxCountsQueryOptions() {
  return queryOptions({
    queryKey: INBOX_COUNTS_KEY,
    queryFn: ({ signal }) => apiRequest<InboxCounts>('/api/admin/inbox-counts', { signal }),
  });
}

export function useInboxCounts() {
  return useQuery(getInboxCountsQueryOptions());
}
