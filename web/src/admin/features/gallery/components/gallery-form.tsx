import {
  gallerySchema,
  type GalleryItem,
  type GalleryItemInput,
} from '@umrah/domain/schemas/gallery';
import type { ContentForm } from '../../../shared/components/content-manager';
import { useFormikContext } from 'formik';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FormTextField } from '../../../shared/components/form-text-field';
import { ImageField } from '../../../shared/components/image-field';
import { PublishSwitch } from '../../../shared/components/publish-switch';
import { formValuesToBody, itemToFormValues } from '../../../shared/form-values';
import { frenchFormValues, frenchOrNull } from '../../../shared/french/french-form-values';
import { FrenchTextField } from '../../../shared/french/french-text-field';
import { LanguageTabs } from '../../../shared/french/language-tabs';

export type GalleryFormValues = {
  title: string;
  description: string;
  imageUrl: string;
  isPublished: boolean;
  /** The French version; all blank is "no French version". */
  fr: { title: string; description: string };
};

/** The gallery form starts (and resets to) published (spec section 4). */
export const emptyGalleryValues: GalleryFormValues = {
  title: '',
  description: '',
  imageUrl: '',
  isPublished: true,
  fr: { title: '', description: '' },
};

/** An item being edited, its French version included (so a save never drops it). */
export function galleryToFormValues(item: object & { fr?: unknown }): GalleryFormValues {
  return {
    ...itemToFormValues(item, emptyGalleryValues),
    fr: frenchFormValues(item.fr, emptyGalleryValues.fr),
  };
}

export function toGalleryBody(values: GalleryFormValues): GalleryItemInput {
  return formValuesToBody(gallerySchema, { ...values, fr: frenchOrNull(values.fr) });
}

function GalleryFrenchFields() {
  const { values } = useFormikContext<GalleryFormValues>();
  return (
    <FieldGrid>
      <FrenchTextField
        className="full-width"
        name="fr.title"
        label="French title"
        english={values.title}
      />
      <FrenchTextField
        className="full-width"
        name="fr.description"
        label="French description"
        english={values.description}
        multiline
        minRows={2}
      />
    </FieldGrid>
  );
}

export function GalleryFormFields() {
  return <LanguageTabs english={<GalleryEnglishFields />} french={<GalleryFrenchFields />} />;
}

function GalleryEnglishFields() {
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

/** The gallery screen's form, loaded when Add or Edit is first pressed. */
export const galleryContentForm: ContentForm<GalleryItem, GalleryFormValues, GalleryItemInput> = {
  schema: gallerySchema,
  emptyValues: emptyGalleryValues,
  toFormValues: galleryToFormValues,
  toBody: toGalleryBody,
  renderFields: () => <GalleryFormFields />,
};
