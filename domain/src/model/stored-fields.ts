// What the domain's document readers take from Firestore, without importing Firestore: the
// server's stores hand them a document's data, and its timestamps read as ISO strings here.

/** A stored document's fields as Firestore hands them over (its own DocumentData). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Firestore's own type is any-valued
export type DocumentFields = { [field: string]: any };

/** API answers carry ISO-8601 strings; Firestore stores Timestamps (anything with toDate()). */
export function isoOf(value: unknown): string {
  const stamp = value as { toDate?: unknown } | null | undefined;
  if (stamp && typeof stamp.toDate === 'function') {
    return (stamp.toDate as () => Date).call(value).toISOString();
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  return new Date(0).toISOString();
}
