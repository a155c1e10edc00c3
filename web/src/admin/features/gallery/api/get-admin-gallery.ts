import type { GalleryItem } from '@umrah/domain/gallery';
import { useQuery } from '@tanstack/react-query';
import { adminListQueryOptions } from '../../../shared/api/content-api';

/** GET /api/admin/gallery: all gallery items, drafts included, newest first. */
export function getAdminGalleryQueryOptions() {
  return adminListQueryOptions<GalleryItem>('gallery');
}

export function useAdminGallery() {
  return useQuery(getAdminGalleryQueryOptions());
}
