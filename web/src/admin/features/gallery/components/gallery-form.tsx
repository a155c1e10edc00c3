import { gallerySchema, type GalleryItemInput } from '@umrah/domain/gallery';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FormTextField } from '../../../shared/components/form-text-field';
import { ImageField } from '../../../shared/components/image-field';
import { PublishSwitch } from '../../../shared/components/publish-switch';
import { formValuesToBody } from '../../../shared/form-values';

export type GalleryFormValues = {
  title: string;
  description: string;
  imageUrl: string;
  isPublished: boolean;
};

/** The gallery form starts (and resets to) published (spec section 4). */
export const emptyGalleryValues: GalleryFormValues = {
  title: '',
  description: '',
  imageUrl: '',
  isPublished: true,
};

export function toGalleryBody(values: GalleryFormValues): GalleryItemInput {
  return formValuesToBody(gallerySchema, values);
}

export function GalleryFormFields() {
  return (
    <FieldGrid>
      <FormTextField className="full-width" name="title" label="Title" required />
      <FormTextField
        className="full-width"
        name="description"
        label="Description (optional)"
        multiline
        minRows={2}
      />
      <div className="full-width">
        <ImageField
          name="imageUrl"
          label="Image URL"
          required
          failureMessage="Image upload failed"
          previewAlt="Gallery image preview"
        />
      </div>
      <div className="full-width">
        <PublishSwitch />
      </div>
    </FieldGrid>
  );
}
