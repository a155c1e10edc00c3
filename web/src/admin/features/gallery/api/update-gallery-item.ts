import type { GalleryItemInput, GalleryItem } from '@umrah/domain/schemas/gallery';
import {
  updateContent,
  useContentMutation,
  type UpdateVariables,
} from '../../../shared/api/content-api';

/** PUT /api/admin/gallery/{id}: replaces the item and answers the updated one. */
export function updateGalleryItem({
  id,
  body,
}: UpdateVariables<GalleryItemInput>): Promise<GalleryItem> {
  return updateContent<GalleryItem, GalleryItemInput>('gallery', id, body);
}

export function useUpdateGalleryItem() {
  return useContentMutation('gallery', updateGalleryItem);
}
