// What the other wings, the views and the edges use of audit's audit-log store: its use cases
// and reads, one import for them (the store itself stays the audit wing's own).
export {
  appendAudit,
  auditAccount,
  auditEntriesAbout,
  auditInTransaction,
  countAudit,
  listAudit,
} from './store/audit-log';
export type { Actor } from './store/audit-log';
