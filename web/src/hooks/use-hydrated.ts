import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server or hydrates server markup, true from the render after:
 * what only the browser knows (a saved preference) waits for it, so hydration sees the same
 * markup the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
