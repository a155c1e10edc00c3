import { Timestamp } from 'firebase-admin/firestore';

/** API answers carry ISO-8601 strings; Firestore stores Timestamps. */
export function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  return new Date(0).toISOString();
}
