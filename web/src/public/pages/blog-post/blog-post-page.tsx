import {
  contentLocalesOf,
  hasFrenchVersion,
  localizedField,
  BLOG_FRENCH_FIELDS,
} from '@umrah/domain/model/bilingual';
import type { Blog } from '@umrah/domain/schemas/blog';
import { formatDate } from '@umrah/domain/model/locale-format';
import { splitParagraphs } from '@umrah/domain/model/text';
import { imageOf } from '../../components/image-of';
import { Localized } from '../../components/localized';
import { definePage } from '../../page';
import { blogPostData } from '../../seo/structured-data';
import { Icon } from '../../ui/icon';
import { MissingItem } from '../../ui/missing-item';
import { ResponsiveImage } from '../../ui/responsive-image';
import { useHref, useLocale, useT } from '../../site-context';
import type { CardBlog } from '../blogs/blog-card';

type PostBlog = Pick<Blog, 'title' | 'excerpt' | 'content' | 'createdAt' | 'fr'> & CardBlog;

function BlogPost({ blog }: { blog: PostBlog }) {
  const image = imageOf(blog);
  const t = useT();
  const href = useHref();
  const locale = useLocale();
  const title = localizedField(blog, 'title', locale);
  const content = localizedField(blog, 'content', locale);
  return (
    <article className="container container--md blog-post">
      <a className="btn blog-post__back" href={href('/blogs')}>
        <Icon name="arrowBack" />
        {t('blogPost.back')}
      </a>
      <time className="blog-post__date" dateTime={blog.createdAt}>
        {formatDate(blog.createdAt, locale)}
      </time>
      <Localized as="h1" text={title} />
      {image && (
        <ResponsiveImage
          className="blog-post__image"
          src={image}
          alt={title.value}
          width={960}
          height={600}
          sizes="(min-width: 900px) 852px, 100vw"
          priority
        />
      )}
      <Localized as="div" className="blog-post__content" text={content}>
        {splitParagraphs(content.value).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </Localized>
    </article>
  );
}

function BlogNotFound() {
  const t = useT();
  const href = useHref();
  return (
    <MissingItem
      title={t('blogPost.notFound')}
      text={t('blogPost.notFoundText')}
      back={{ href: href('/blogs'), label: t('blogPost.back'), icon: 'arrowBack' }}
    />
  );
}

/** /blogs/{slug}: one published post; 'Blog Not Found' (404) with Back to Blogs when missing. */
export const blogPostPage = definePage({
  path: '/blogs/:slug',
  reads: ({ slug = '' }) => [['blogs', slug]],
  render: ({ data, siteUrl, t, locale }) => {
    const blog = data[0] as Blog | null | undefined;
    if (!blog) {
      return {
        title: t('blogPost.notFound'),
        description: t('blogPost.notFoundDescription'),
        status: 404,
        body: <BlogNotFound />,
      };
    }
    const title = localizedField(blog, 'title', locale).value;
    return {
      title,
      description: localizedField(blog, 'excerpt', locale).value,
      body: <BlogPost blog={blog} />,
      kind: 'article',
      image: blog.imageUrl,
      versions: contentLocalesOf(hasFrenchVersion(blog, BLOG_FRENCH_FIELDS)),
      crumbs: [
        { name: t('nav.home'), path: '/' },
        { name: t('blogs.pageTitle'), path: '/blogs' },
        { name: title, path: `/blogs/${blog.slug}` },
      ],
      structuredData: [blogPostData(blog, siteUrl, locale)],
    };
  },
});
