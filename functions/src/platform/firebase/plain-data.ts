// Stored documents as plain JSON, for the privacy export: Firestore timestamps become ISO-8601.
import { createHash } from 'node:crypto';
import type { PlainValue } from '@umrah/domain/model/privacy';
import type { DocumentData, Query } from 'firebase-admin/firestore';
import { privacyMailboxOf } from '@umrah/domain/model/privacy';

function hasToDate(value: object): value is { toDate(): Date } {
  return typeof (value as { toDate?: unknown }).toDate === 'function';
}

/** A stored value as plain JSON (timestamps as ISO-8601, bytes and references left out). */
export function plainOf(value: unknown): PlainValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(plainOf);
  if (typeof value === 'object') {
    if (hasToDate(value)) return value.toDate().toISOString();
    if (value instanceof Date) return value.toISOString();
    const out: { [key: string]: PlainValue } = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) out[key] = plainOf(v);
    return out;
  }
  return null;
}

/** A document's data as a plain object. */
export function plainDocument(data: DocumentData | undefined): { [key: string]: PlainValue } {
  const plain = plainOf(data ?? {});
  return plain && typeof plain === 'object' && !Array.isArray(plain) ? plain : {};
}

/**
 * The ids of the documents of `query` whose `field` (a dotted path) is an address of `mailbox`.
 * Stored addresses keep the visitor's spelling, so no equality query finds them all: this reads
 * only that field of each document (a projection), which an agency's few thousand documents
 * make cheap. A stored mailbox field would turn it into a query if the collections grow large.
 */
export async function idsWithMailbox(
  query: Query,
  field: string,
  mailbox: string,
): Promise<string[]> {
  const snap = await query.select(field).get();
  return snap.docs
    .filter((doc) => {
      const email: unknown = doc.get(field);
      return (
        typeof email === 'string' && email.trim() !== '' && privacyMailboxOf(email) === mailbox
      );
    })
    .map((doc) => doc.id);
}

/**
 * What an erased record keeps of the person's mailbox: its SHA-256 (base64url). It names no one,
 * yet a later request from the same address finds what the law kept (the booking behind the
 * receipts) and lists it as kept.
 */
export function mailboxHash(mailbox: string): string {
  return createHash('sha256').update(mailbox).digest('base64url');
}
