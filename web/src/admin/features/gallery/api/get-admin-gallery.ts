import type { GalleryItem } from '@umrah/domain/schemas/gallery';
import { useAdminContentList } from '../../../shared/api/content-api';

/** GET /api/admin/gallery: gallery, drafts included, newest first, a page at a time. */
export function useAdminGallery() {
  return useAdminContentList<GalleryItem>('gallery');
}
