import * as yup from 'yup';
import type { StoredContent } from '../model/bilingual';
import { frenchGallerySchema } from './french-versions';
import { optionalText, publishedFlag, requiredImageUrl, requiredLine } from './validation';

/** The gallery form and the admin gallery request body (POST/PUT). New items default to published. */
export const gallerySchema = yup.object({
  title: requiredLine('Title', 120),
  description: optionalText('Description', 500),
  imageUrl: requiredImageUrl('Image'),
  isPublished: publishedFlag(true),
  fr: frenchGallerySchema,
});

export type GalleryItemInput = yup.InferType<typeof gallerySchema>;
export type GalleryItem = StoredContent<GalleryItemInput>;
