import { renderHook } from '@testing-library/react';
import { IDEMPOTENCY_KEY_PATTERN } from '@umrah/domain/schemas/idempotency';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './use-idempotency-key';

describe('useIdempotencyKey', () => {
  it('keeps one UUID across re-renders of the same dialog (its retries)', () => {
    const { result, rerender } = renderHook(({ dialog }) => useIdempotencyKey(dialog), {
      initialProps: { dialog: 1 },
    });
    const first = result.current;
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    rerender({ dialog: 1 });
    rerender({ dialog: 1 });
    expect(result.current).toBe(first);
  });

  it('makes a new key for a new dialog, then keeps that one', () => {
    const { result, rerender } = renderHook(({ dialog }) => useIdempotencyKey(dialog), {
      initialProps: { dialog: 1 },
    });
    const first = result.current;
    rerender({ dialog: 2 });
    const second = result.current;
    expect(second).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(second).not.toBe(first);
    rerender({ dialog: 2 });
    expect(result.current).toBe(second);
  });

  it('makes a new key for each mount when no dialog is given', () => {
    const a = renderHook(() => useIdempotencyKey());
    const b = renderHook(() => useIdempotencyKey());
    const first = a.result.current;
    expect(first).not.toBe(b.result.current);
    a.rerender();
    expect(a.result.current).toBe(first);
  });
});
