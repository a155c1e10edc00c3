import { definePage } from '../../page';
import { useT } from '../../site-context';
import { EmptyState } from '../../ui/empty-state';
import { PageBanner } from '../../ui/page-banner';
import { BlogCard, type CardBlog } from './blog-card';

function BlogsBody({ blogs }: { blogs: (CardBlog & { id: string })[] }) {
  const t = useT();
  return (
    <>
      <PageBanner
        eyebrow={t('blogs.eyebrow')}
        title={t('blogs.title')}
        subtitle={t('blogs.subtitle')}
      />
      <div className="container blogs">
        {blogs.length === 0 ? (
          <EmptyState icon="menuBook" title={t('blogs.empty')} />
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
  render: ({ data, t }) => ({
    title: t('blogs.pageTitle'),
    description: t('blogs.description'),
    body: <BlogsBody blogs={(data[0] as (CardBlog & { id: string })[] | null) ?? []} />,
  }),
});
