import { QueryClient } from '@tanstack/react-query';
import { apiRequest, pathFromKey } from './api-client';

/** Spec section 7: no automatic refetch, no refetch on focus, data never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey, signal }) => apiRequest(pathFromKey(queryKey), { signal }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
