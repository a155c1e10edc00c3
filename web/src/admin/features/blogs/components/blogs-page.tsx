import type { Blog } from '@umrah/domain/schemas/blog';
import { BLOG_FRENCH_FIELDS } from '@umrah/domain/model/bilingual';
import { formatDateTime } from '@umrah/domain/model/admin-format';
import { ContentManager } from '../../../shared/components/content-manager';
import { FrenchStatusChip } from '../../../shared/french/french-status';
import { useCreateBlog } from '../api/create-blog';
import { useDeleteBlog } from '../api/delete-blog';
import { useAdminBlogs } from '../api/get-admin-blogs';
import { useUpdateBlog } from '../api/update-blog';

function describe(blog: Blog) {
  return {
    title: blog.title,
    imageUrl: blog.imageUrl,
    subtitle: `${formatDateTime(blog.createdAt)} · /blogs/${blog.slug}`,
    flags: <FrenchStatusChip item={blog} fields={BLOG_FRENCH_FIELDS} />,
    sitePath: `/blogs/${blog.slug}`,
  };
}

/** /admin/blogs */
export function BlogsPage() {
  return (
    <ContentManager
      heading="Blogs"
      description="Articles for pilgrims. Drafts stay hidden until published."
      noun="Blog"
      messages={{
        created: 'Blog created successfully!',
        updated: 'Blog updated successfully!',
        deleted: 'Blog deleted successfully!',
        confirmDelete: 'Are you sure you want to delete this blog?',
        empty: { title: 'No blog posts yet', description: 'Use Add Blog to write the first one.' },
      }}
      list={useAdminBlogs()}
      create={useCreateBlog()}
      update={useUpdateBlog()}
      remove={useDeleteBlog()}
      loadForm={() => import('./blog-form').then((m) => m.blogContentForm)}
      describe={describe}
    />
  );
}
