import type { GalleryItemInput, GalleryItem } from '@umrah/domain/schemas/gallery';
import {
  createContent,
  useContentMutation,
  type CreateVariables,
} from '../../../shared/api/content-api';

/** POST /api/admin/gallery: answers 201 with the stored item (409 when the slug is taken). */
export function createGalleryItem(
  variables: CreateVariables<GalleryItemInput>,
): Promise<GalleryItem> {
  return createContent<GalleryItem, GalleryItemInput>('gallery', variables);
}

export function useCreateGalleryItem() {
  return useContentMutation('gallery', createGalleryItem);
}
