import type { AuditCounts } from '@umrah/domain/schemas/paging';
import { useListCounts, usePagedList } from '../../../shared/api/paged-list';

export interface AuditEntry {
  id: string;
  actorUid: string;
  actorUsername: string;
  action: string;
  target: string;
  at: string;
}

const KEY = ['admin', 'audit-log'] as const;
const PATH = '/api/admin/audit-log';

/** GET /api/admin/audit-log: admin writes, sign-ins and passport views, a page at a time, newest first. */
export function useAuditLog() {
  return usePagedList<AuditEntry>(KEY, PATH);
}

/** GET /api/admin/audit-log/counts: how many entries in all. */
export function useAuditCounts() {
  return useListCounts<AuditCounts>(KEY, PATH);
}
