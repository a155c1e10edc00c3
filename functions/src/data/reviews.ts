import type { ReviewInput } from '@umrah/domain/review';
import { contentCollection } from './content-collection';

export const reviews = contentCollection<ReviewInput>('reviews', 'review');
