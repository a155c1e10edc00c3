import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

export interface AuditEntry {
  id: string;
  actorUid: string;
  actorUsername: string;
  action: string;
  target: string;
  at: string;
}

/** GET /api/admin/audit-log: the latest admin writes and passport views, newest first. */
export function getAuditLogQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'audit-log'],
    queryFn: ({ signal }) => apiRequest<AuditEntry[]>('/api/admin/audit-log', { signal }),
  });
}

export function useAuditLog() {
  return useQuery(getAuditLogQueryOptions());
}
