import { localizedField } from '@umrah/domain/model/bilingual';
import type { Blog } from '@umrah/domain/schemas/blog';
import { formatDate } from '@umrah/domain/model/locale-format';
import { imageOf } from '../../components/image-of';
import { Localized } from '../../components/localized';
import { Icon } from '../../ui/icon';
import { useHref, useLocale, useT } from '../../site-context';
import { ResponsiveImage } from '../../ui/responsive-image';

export type CardBlog = Pick<
  Blog,
  'slug' | 'title' | 'excerpt' | 'imageUrl' | 'createdAt' | 'fr'
> & {
  /** The older field name of the image (spec section 3). */
  image?: string | null;
};

/** Blog list card: image, date ('March 5, 2026'), title, excerpt, Read More (the whole card). */
export function BlogCard({
  blog,
  priorityImage = false,
}: {
  blog: CardBlog;
  /** The first card of /blogs: its image is the page's LCP element, loaded at once. */
  priorityImage?: boolean;
}) {
  const titleId = `blog-${blog.slug}-title`;
  const t = useT();
  const href = useHref();
  const locale = useLocale();
  const title = localizedField(blog, 'title', locale);
  return (
    <article className="card blog-card" aria-labelledby={titleId}>
      <ResponsiveImage
        className="blog-card__image"
        src={imageOf(blog)}
        alt={title.value}
        width={960}
        height={600}
        sizes="(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
        priority={priorityImage}
      />
      <div className="blog-card__body">
        <time className="small blog-card__date" dateTime={blog.createdAt}>
          {formatDate(blog.createdAt, locale)}
        </time>
        <Localized as="h2" className="h5" id={titleId} text={title} />
        <Localized
          as="p"
          className="muted clamp-3 blog-card__excerpt"
          text={localizedField(blog, 'excerpt', locale)}
        />
        {/* The hidden words make the link say where it goes (screen readers, search engines). */}
        <a className="blog-card__more" href={href(`/blogs/${blog.slug}`)}>
          {t('blogs.readMore')}
          <Localized className="visually-hidden" text={{ ...title, value: `: ${title.value}` }} />
          <Icon name="arrowForward" />
        </a>
      </div>
    </article>
  );
}
