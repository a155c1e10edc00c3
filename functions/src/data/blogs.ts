import type { BlogInput } from '@umrah/domain/blog';
import { contentCollection } from './content-collection';

export const blogs = contentCollection<BlogInput>('blogs', 'blog');
