import type { Blog } from '@umrah/domain/blog';
import { formatBlogDate } from '@umrah/domain/dates';
import { splitParagraphs } from '@umrah/domain/text';
import { imageOf } from '../../components/image-of';
import { definePage } from '../../page';
import { blogPostData } from '../../seo/structured-data';
import { Icon } from '../../ui/icon';
import { MissingItem } from '../../ui/missing-item';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { CardBlog } from '../blogs/blog-card';

type PostBlog = Pick<Blog, 'title' | 'excerpt' | 'content' | 'createdAt'> & CardBlog;

function BlogPost({ blog }: { blog: PostBlog }) {
  const image = imageOf(blog);
  return (
    <article className="container container--md blog-post">
      <a className="btn blog-post__back" href="/blogs">
        <Icon name="arrowBack" />
        Back to Blogs
      </a>
      <time className="blog-post__date" dateTime={blog.createdAt}>
        {formatBlogDate(blog.createdAt)}
      </time>
      <h1>{blog.title}</h1>
      {image && (
        <ResponsiveImage
          className="blog-post__image"
          src={image}
          alt={blog.title}
          width={960}
          height={600}
          sizes="(min-width: 900px) 852px, 100vw"
          priority
        />
      )}
      <div className="blog-post__content">
        {splitParagraphs(blog.content).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}

function BlogNotFound() {
  return (
    <MissingItem
      title="Blog Not Found"
      text="The article you are looking for does not exist or is no longer available."
      back={{ href: '/blogs', label: 'Back to Blogs', icon: 'arrowBack' }}
    />
  );
}

/** /blogs/{slug}: one published post; 'Blog Not Found' (404) with Back to Blogs when missing. */
export const blogPostPage = definePage({
  path: '/blogs/:slug',
  reads: ({ slug = '' }) => [['blogs', slug]],
  render: ({ data, siteUrl }) => {
    const blog = data[0] as Blog | null | undefined;
    if (!blog) {
      return {
        title: 'Blog Not Found',
        description: 'This blog post does not exist or is no longer available.',
        status: 404,
        body: <BlogNotFound />,
      };
    }
    return {
      title: blog.title,
      description: blog.excerpt,
      body: <BlogPost blog={blog} />,
      kind: 'article',
      image: blog.imageUrl,
      crumbs: [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blogs' },
        { name: blog.title, path: `/blogs/${blog.slug}` },
      ],
      structuredData: [blogPostData(blog, siteUrl)],
    };
  },
});
