import type { ReviewInput } from '@umrah/domain/schemas/review';
import { contentCollection } from './content-collection';

export const reviews = contentCollection<ReviewInput>('reviews', 'review', {
  // Stored before the language was recorded: those were written in English.
  afterRead: (data) => ({ ...data, language: data.language ?? 'en' }),
});
