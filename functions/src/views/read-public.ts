import type { PageQueryKey } from '@umrah/domain/model/page-render';
import { isSlug } from '@umrah/domain/model/slugify';
import { withDepartures, withPackageDepartures } from '../wings/departures/public-departures';
import { blogs } from '../wings/content/blogs';
import { gallery } from '../wings/content/gallery';
import { packages } from '../wings/content/packages';
import { reviews } from '../wings/content/reviews';
import { getPublicSettings } from '../wings/content/settings';

/**
 * Every visitor read of the public API, by the web app's query key (the API path's segments:
 * ['packages', slug] is GET /api/packages/{slug}). The `/api` routes and the server renderer of
 * the pages both read through here, so a page renders exactly what the API would answer.
 * null: the API answers 404 (no such published item, or no such read). Packages carry their
 * upcoming departures, and the spec's date and seat fields answer from the next one.
 */
export async function readPublic(key: PageQueryKey): Promise<unknown> {
  const [resource, slug, ...rest] = key;
  if (rest.length) return null;
  if (slug === undefined) {
    switch (resource) {
      case 'settings':
        return getPublicSettings();
      case 'packages':
        return withDepartures(await packages.listPublished());
      case 'reviews':
        return reviews.listPublished();
      case 'gallery':
        return gallery.listPublished();
      case 'blogs':
        return blogs.listPublished();
    }
    return null;
  }
  // Only a well-formed slug can name an item; anything else is not asked of Firestore.
  if (!isSlug(slug)) return null;
  switch (resource) {
    case 'packages': {
      const pkg = await packages.getPublishedBySlug(slug);
      return pkg && withPackageDepartures(pkg);
    }
    case 'blogs':
      return blogs.getPublishedBySlug(slug);
  }
  return null;
}
