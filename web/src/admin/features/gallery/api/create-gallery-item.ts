import type { GalleryItemInput, GalleryItem } from '@umrah/domain/gallery';
import { createContent, useContentMutation } from '../../../shared/api/content-api';

/** POST /api/admin/gallery: answers 201 with the stored item (409 when the slug is taken). */
export function createGalleryItem(body: GalleryItemInput): Promise<GalleryItem> {
  return createContent<GalleryItem, GalleryItemInput>('gallery', body);
}

export function useCreateGalleryItem() {
  return useContentMutation('gallery', createGalleryItem);
}
