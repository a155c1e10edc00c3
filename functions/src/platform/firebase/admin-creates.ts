import { db } from './firebase';

/**
 * One record per admin create that carried an Idempotency-Key, written in the same transaction
 * as what it created: `{ collection, itemId, fingerprint, at }` (content items, and 'payments'
 * for a payment staff record by hand). A repeat of the key finds it.
 */
export const adminCreates = () => db().collection('adminCreates');

/**
 * How long a create's key is remembered (its record's `expireAt`, removed by a TTL policy):
 * retries come within minutes; a week keeps the collection small.
 */
export const ADMIN_CREATE_MEMORY_MS = 7 * 24 * 60 * 60 * 1000;
