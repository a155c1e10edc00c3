import type { AuditCounts } from '@umrah/domain/schemas/paging';
import { useListCounts, usePagedList, type ListParams } from '../../../shared/api/paged-list';

export interface AuditEntry {
  id: string;
  actorUid: string;
  actorUsername: string;
  action: string;
  target: string;
  /** What happened (domain/model/audit-log.ts), for the filter and the sentence. */
  kind: string;
  details?: Record<string, string | number>;
  at: string;
}

/** The log's filters: ?person=&booking=&kind=&from=&to= (the server filters, pages and counts). */
export type AuditParams = ListParams;

const KEY = ['admin', 'audit-log'] as const;
const PATH = '/api/admin/audit-log';

/** GET /api/admin/audit-log: the filtered log, a page at a time, newest first. */
export function useAuditLog(params: AuditParams = {}) {
  return usePagedList<AuditEntry>(KEY, PATH, params);
}

/** GET /api/admin/audit-log/counts: how many entries the filters hold in all. */
export function useAuditCounts(params: AuditParams = {}) {
  return useListCounts<AuditCounts>(KEY, PATH, params);
}
