// What the other wings, the views and the edges use of audit's audit-log store: its use cases
// and reads, one import for them (the store itself stays the audit wing's own).
export * from './store/audit-log';
