import type { GalleryItemInput } from '@umrah/domain/schemas/gallery';
import { contentCollection } from './content-collection';

export const gallery = contentCollection<GalleryItemInput>('gallery', 'gallery item', {
  // Stored before French versions: no French version yet.
  afterRead: (data) => ({ ...data, fr: data.fr ?? null }),
});
