import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryItem } from '@umrah/domain/gallery';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/gallery: the published past-trip photos. */
export function getGallery({ signal }: { signal?: AbortSignal } = {}): Promise<GalleryItem[]> {
  return apiRequest<GalleryItem[]>('/api/gallery', { signal });
}

export function getGalleryQueryOptions() {
  return queryOptions({ queryKey: ['gallery'], queryFn: getGallery });
}

export function useGallery() {
  return useQuery(getGalleryQueryOptions());
}
