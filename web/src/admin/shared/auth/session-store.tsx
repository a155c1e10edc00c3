import type { QueryClient } from '@tanstack/react-query';
import type { AdminSession } from '@umrah/domain/schemas/admin';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { getAdminSession } from './get-admin-session-request';

/** What the app knows of the visitor's session: not asked yet, being asked, or the answer. */
export type SessionState =
  | { status: 'unknown' }
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'done'; session: AdminSession | null };

/**
 * The session as the sign-in screens see it, without React Query (issue 42: the sign-in screen's
 * script stays small). Behind sign-in React Query holds the same session (['admin', 'check']);
 * app/query-area.tsx keeps the two equal both ways, so the sign-in screens and the signed-in
 * screens never ask twice for what one of them already knows.
 */
export interface SessionStore {
  get(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Records an answer (from the query cache, or from a check). */
  set(session: AdminSession | null): void;
  /** GET /api/admin/check now (joined when one is in flight): the session, or null. */
  check(): Promise<AdminSession | null>;
}

export function createSessionStore(): SessionStore {
  let state: SessionState = { status: 'unknown' };
  let running: Promise<AdminSession | null> | undefined;
  const listeners = new Set<() => void>();
  const update = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const store: SessionStore = {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(session) {
      if (state.status === 'done' && state.session === session) return;
      update({ status: 'done', session });
    },
    check() {
      if (running) return running;
      // Only a first check shows as pending: a recheck keeps what is on screen.
      if (state.status === 'unknown') update({ status: 'pending' });
      const asking = getAdminSession().then(
        (session) => {
          running = undefined;
          store.set(session);
          return session;
        },
        (error: unknown) => {
          running = undefined;
          update({ status: 'error', error });
          throw error;
        },
      );
      running = asking;
      return asking;
    },
  };
  return store;
}

/** One app's session store, and the query client tests hand in (the app makes its own). */
export interface AdminRuntime {
  session: SessionStore;
  queryClient?: QueryClient | undefined;
}

const RuntimeContext = createContext<AdminRuntime | null>(null);

export function AdminRuntimeProvider({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient | undefined;
}) {
  const [runtime] = useState<AdminRuntime>(() => ({ session: createSessionStore(), queryClient }));
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useAdminRuntime(): AdminRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useAdminRuntime must be used inside AdminRuntimeProvider');
  return runtime;
}

/** The session for the sign-in screens: asked once when nobody knows it yet. */
export function useSessionState(): SessionState {
  const { session } = useAdminRuntime();
  const state = useSyncExternalStore(session.subscribe, session.get);
  useEffect(() => {
    if (session.get().status === 'unknown') void session.check().catch(() => undefined);
  }, [session]);
  return state;
}

/** Asks the server again (spec section 4) so the app holds what the server says. */
export function useRecheckSession(): () => Promise<AdminSession | null> {
  const { session } = useAdminRuntime();
  return () => session.check();
}
