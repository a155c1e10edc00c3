import { hashKey, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { AdminSession } from '@umrah/domain/schemas/admin';
import type { ReactNode } from 'react';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { createQueryClient } from '../shared/api/query-client';
import { adminSessionQueryKey } from '../shared/auth/get-admin-session';
import {
  useAdminRuntime,
  type AdminRuntime,
  type SessionStore,
} from '../shared/auth/session-store';
import { AdminLayout } from './layout/admin-layout';

const clients = new WeakMap<AdminRuntime, QueryClient>();

/**
 * The app's one query client, made when a screen behind sign-in first opens: React Query is not
 * part of the sign-in screen's script (issue 42). Tests hand theirs in through the runtime.
 */
function clientFor(runtime: AdminRuntime): QueryClient {
  let client = clients.get(runtime);
  if (!client) {
    client = runtime.queryClient ?? createQueryClient();
    clients.set(runtime, client);
    linkSession(client, runtime.session);
  }
  return client;
}

/**
 * Keeps the session the sign-in screens know (session store) and the cached ['admin', 'check']
 * equal both ways: signing in fills the cache, so the dashboard does not ask again; signing out
 * (useClearAdminSession) or an expired session empties the store, so the sign-in form shows at
 * once.
 */
function linkSession(client: QueryClient, store: SessionStore) {
  const known = store.get();
  if (known.status === 'done') client.setQueryData(adminSessionQueryKey, known.session);
  // The cache's first check is the store's (joined if one is in flight), so the route's own early
  // check (routes.tsx) and RequireAdmin's query ask the server once between them.
  else if (known.status !== 'error') {
    void client.prefetchQuery({ queryKey: adminSessionQueryKey, queryFn: () => store.check() });
  }
  const hash = hashKey(adminSessionQueryKey);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== hash) return;
    if (event.action.type === 'success') store.set(event.query.state.data as AdminSession | null);
  });
  store.subscribe(() => {
    const now = store.get();
    if (now.status === 'done' && client.getQueryData(adminSessionQueryKey) !== now.session) {
      client.setQueryData(adminSessionQueryKey, now.session);
    }
  });
}

/** React Query for everything below (the screens behind sign-in). */
export function QueryArea({ children }: { children: ReactNode }) {
  const client = clientFor(useAdminRuntime());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Every screen behind sign-in: an admin's session, the layout, and the screen in its outlet. */
export function SignedInLayout() {
  return (
    <QueryArea>
      <RequireAdmin>
        <AdminLayout />
      </RequireAdmin>
    </QueryArea>
  );
}
