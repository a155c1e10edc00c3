// A use case owns its transaction: it opens one here and hands it to each store it writes
// through, so a store never receives another wing's callback to run inside a transaction of its own.
import type { Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';

export type { Transaction };

export function inTransaction<T>(
  work: (tx: Transaction) => Promise<T>,
  options?: { maxAttempts: number },
): Promise<T> {
  return db().runTransaction(work, options);
}
