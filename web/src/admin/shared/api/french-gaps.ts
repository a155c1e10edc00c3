import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Published items per collection whose French version is missing or incomplete. */
export interface FrenchGaps {
  packages: number;
  blogs: number;
  gallery: number;
}

/** Refreshed by every content write (content-api), as the lists are. */
export const FRENCH_GAPS_KEY = ['admin', 'french-gaps'] as const;

/** GET /api/admin/french-gaps (the dashboard's Missing French card). */
export function useFrenchGaps() {
  return useQuery({
    queryKey: FRENCH_GAPS_KEY,
    queryFn: ({ signal }) => apiRequest<FrenchGaps>('/api/admin/french-gaps', { signal }),
  });
}
