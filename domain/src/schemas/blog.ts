import * as yup from 'yup';
import type { StoredContent } from '../model/bilingual';
import { frenchBlogSchema } from './french-versions';
import {
  optionalImageUrl,
  publishedFlag,
  requiredText,
  slugField,
  requiredLine,
} from './validation';

/** The blog form and the admin blog request body (POST/PUT). */
export const blogSchema = yup.object({
  title: requiredLine('Title', 120),
  slug: slugField(),
  excerpt: requiredText('Excerpt', 500),
  content: requiredText('Content', 50000),
  imageUrl: optionalImageUrl('Image'),
  isPublished: publishedFlag(false),
  fr: frenchBlogSchema,
});

export type BlogInput = yup.InferType<typeof blogSchema>;
export type Blog = StoredContent<BlogInput>;
