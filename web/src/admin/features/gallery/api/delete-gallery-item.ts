import { deleteContent, useContentMutation } from '../../../shared/api/content-api';

/** DELETE /api/admin/gallery/{id}. */
export function deleteGalleryItem(id: string): Promise<unknown> {
  return deleteContent('gallery', id);
}

export function useDeleteGalleryItem() {
  return useContentMutation('gallery', deleteGalleryItem);
}
