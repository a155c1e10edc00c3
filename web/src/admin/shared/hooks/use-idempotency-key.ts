import { useState } from 'react';

/** A new key for one create dialog: a UUID, the form the server's schema accepts. */
function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * The Idempotency-Key of one create dialog: made when the dialog opens, the same for every retry
 * of its Save (so a create whose answer was lost is stored once), new when `dialog` changes
 * (another dialog is opened). A component mounted once per dialog can leave `dialog` out.
 */
export function useIdempotencyKey(dialog?: unknown): string {
  const [state, setState] = useState(() => ({ dialog, key: newIdempotencyKey() }));
  if (!Object.is(state.dialog, dialog)) {
    // Derived state: React re-renders at once with the new key, before anything is shown.
    const next = { dialog, key: newIdempotencyKey() };
    setState(next);
    return next.key;
  }
  return state.key;
}
