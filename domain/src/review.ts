import * as yup from 'yup';
import { RATING_DEFAULT, RATING_MAX, RATING_MIN } from './constants';
import { optionalImageUrl, publishedFlag, requiredInt, requiredText } from './validation';

/** The review form and the admin review request body (POST/PUT). */
export const reviewSchema = yup.object({
  name: requiredText('Name', 100),
  location: requiredText('Location', 100),
  imageUrl: optionalImageUrl('Photo'),
  rating: requiredInt('Rating', RATING_MIN, RATING_MAX).default(RATING_DEFAULT),
  comment: requiredText('Comment', 2000),
  isPublished: publishedFlag(false),
});

export type ReviewInput = yup.InferType<typeof reviewSchema>;
export type Review = ReviewInput & { id: string; createdAt: string; updatedAt: string };
