import type { GalleryItem } from '@umrah/domain/schemas/gallery';
import { GALLERY_FRENCH_FIELDS } from '@umrah/domain/model/bilingual';
import { ContentManager } from '../../../shared/components/content-manager';
import { FrenchStatusChip } from '../../../shared/french/french-status';
import { useCreateGalleryItem } from '../api/create-gallery-item';
import { useDeleteGalleryItem } from '../api/delete-gallery-item';
import { useAdminGallery } from '../api/get-admin-gallery';
import { useUpdateGalleryItem } from '../api/update-gallery-item';

function describe(item: GalleryItem) {
  return {
    title: item.title,
    imageUrl: item.imageUrl,
    subtitle: item.description || undefined,
    flags: <FrenchStatusChip item={item} fields={GALLERY_FRENCH_FIELDS} />,
    // The gallery has no page per item: its items show on /past-trips.
    sitePath: '/past-trips',
  };
}

/** /admin/gallery */
export function GalleryPage() {
  return (
    <ContentManager
      heading="Gallery"
      description="Photos from past trips, shown on the Past Trips page."
      noun="Gallery Item"
      messages={{
        created: 'Gallery item added successfully!',
        updated: 'Gallery item updated successfully!',
        deleted: 'Gallery item deleted successfully!',
        confirmDelete: 'Are you sure you want to delete this gallery item?',
        empty: {
          title: 'No gallery items yet',
          description: 'Use Add Gallery Item to add the first photo.',
        },
      }}
      list={useAdminGallery()}
      create={useCreateGalleryItem()}
      update={useUpdateGalleryItem()}
      remove={useDeleteGalleryItem()}
      loadForm={() => import('./gallery-form').then((m) => m.galleryContentForm)}
      describe={describe}
    />
  );
}
