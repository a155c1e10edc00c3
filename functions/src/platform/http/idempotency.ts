import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  type CreateOnce,
} from '@umrah/domain/schemas/idempotency';
import { DomainError } from '@umrah/domain/model/errors';
import type { Request, Response } from 'express';

/** JSON with object keys sorted, so equal bodies hash equally whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The request's `Idempotency-Key` with the fingerprint of its validated body, or undefined when
 * it sends none (a plain create). 400 when the key is not a UUID.
 */
export function createOnceOf(req: Request, validatedBody: unknown): CreateOnce | undefined {
  const raw = req.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === undefined) return undefined;
  if (!idempotencyKeySchema.isValidSync(raw)) throw new DomainError('idempotency_key_malformed');
  const key = idempotencyKeySchema.cast(raw);
  if (!key) return undefined;
  const fingerprint = createHash('sha256').update(canonical(validatedBody)).digest('hex');
  return { key, fingerprint };
}

/** Marks the answer as a repeat of an earlier create: it is not written to the audit log again. */
export function markReplay(res: Response): void {
  res.locals.replayed = true;
}

export function isReplay(res: Response): boolean {
  return res.locals.replayed === true;
}
