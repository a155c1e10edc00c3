import * as yup from 'yup';
import { REVIEW_LANGUAGES, type ReviewLanguage } from '../model/bilingual';
import { RATING_DEFAULT, RATING_MAX, RATING_MIN } from '../model/constants';
import {
  optionalImageUrl,
  publishedFlag,
  requiredInt,
  requiredText,
  requiredLine,
} from './validation';

/** The review form and the admin review request body (POST/PUT). */
export const reviewSchema = yup.object({
  name: requiredLine('Name', 100),
  location: requiredLine('Location', 100),
  imageUrl: optionalImageUrl('Photo'),
  rating: requiredInt('Rating', RATING_MIN, RATING_MAX).default(RATING_DEFAULT),
  comment: requiredText('Comment', 2000),
  isPublished: publishedFlag(false),
  /** The language the review was written in: shown as written, marked with its lang. */
  language: yup
    .mixed<ReviewLanguage>()
    .transform((v: unknown) => (v === null || v === '' ? undefined : v))
    .oneOf(REVIEW_LANGUAGES, 'Language must be en or fr')
    .required()
    .default('en'),
});

export type ReviewInput = yup.InferType<typeof reviewSchema>;
/** `language` is optional: reviews stored before it was kept have none, and were written in English. */
export type Review = Omit<ReviewInput, 'language'> & {
  language?: ReviewInput['language'];
  id: string;
  createdAt: string;
  updatedAt: string;
};
