import * as yup from 'yup';
import { frenchBlogSchema } from './french-versions';
import { optionalImageUrl, publishedFlag, requiredText, slugField } from './validation';

/** The blog form and the admin blog request body (POST/PUT). */
export const blogSchema = yup.object({
  title: requiredText('Title', 120),
  slug: slugField(),
  excerpt: requiredText('Excerpt', 500),
  content: requiredText('Content', 50000),
  imageUrl: optionalImageUrl('Image'),
  isPublished: publishedFlag(false),
  fr: frenchBlogSchema,
});

export type BlogInput = yup.InferType<typeof blogSchema>;
/** Posts stored before issue 17 have no `fr`: read it as "no French version". */
export type Blog = Omit<BlogInput, 'fr'> & {
  fr?: BlogInput['fr'];
  id: string;
  createdAt: string;
  updatedAt: string;
};
