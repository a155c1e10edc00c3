import * as yup from 'yup';
import { optionalImageUrl, publishedFlag, requiredText, slugField } from './validation';

/** The blog form and the admin blog request body (POST/PUT). */
export const blogSchema = yup.object({
  title: requiredText('Title', 120),
  slug: slugField(),
  excerpt: requiredText('Excerpt', 500),
  content: requiredText('Content', 50000),
  imageUrl: optionalImageUrl('Image'),
  isPublished: publishedFlag(false),
});

export type BlogInput = yup.InferType<typeof blogSchema>;
export type Blog = BlogInput & { id: string; createdAt: string };

/**
 * Splits text into paragraphs on blank lines (lines empty or only spaces),
 * trimming each and dropping empty ones. Single line breaks stay inside a
 * paragraph. Used for blog content and a package's full description.
 */
export function splitParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
