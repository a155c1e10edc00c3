import { definePage } from '../../page';
import { EmptyState } from '../../ui/empty-state';
import { PageBanner } from '../../ui/page-banner';
import { BlogCard, type CardBlog } from './blog-card';

function BlogsBody({ blogs }: { blogs: (CardBlog & { id: string })[] }) {
  return (
    <>
      <PageBanner
        eyebrow="Blog"
        title="Umrah Guides & Insights"
        subtitle="Practical advice and spiritual reminders to help you prepare for your journey."
      />
      <div className="container blogs">
        {blogs.length === 0 ? (
          <EmptyState icon="menuBook" title="No blog posts yet. Check back soon!" />
        ) : (
          <div className="grid grid--3">
            {blogs.map((blog, index) => (
              <BlogCard key={blog.id} blog={blog} priorityImage={index === 0} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}

/** /blogs: the published posts, newest first (as the API lists them). */
export const blogsPage = definePage({
  path: '/blogs',
  reads: () => [['blogs']],
  render: ({ data }) => ({
    title: 'Blog',
    description:
      'Guides and reflections for pilgrims from Canada: preparing for Umrah, the rites step by step, travel tips for Makkah and Madinah.',
    body: <BlogsBody blogs={(data[0] as (CardBlog & { id: string })[] | null) ?? []} />,
  }),
});
