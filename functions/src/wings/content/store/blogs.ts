import type { BlogInput } from '@umrah/domain/schemas/blog';
import { contentCollection } from './content-collection';

export const blogs = contentCollection<BlogInput>('blogs', 'blog', {
  // Stored before French versions: no French version yet.
  afterRead: (data) => ({ ...data, fr: data.fr ?? null }),
});
