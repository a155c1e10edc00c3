import {
  hasFrenchVersion,
  BLOG_FRENCH_FIELDS,
  GALLERY_FRENCH_FIELDS,
  PACKAGE_FRENCH_FIELDS,
} from '@umrah/domain/model/bilingual';
import { blogs } from './blogs';
import { gallery } from './gallery';
import { packages } from './packages';

/** How many published items of each translated collection lack a complete French version. */
export interface FrenchGaps {
  packages: number;
  blogs: number;
  gallery: number;
}

/**
 * Counted over the published items (an aggregate query cannot compare fields; these
 * collections are small, and the dashboard asks once per visit).
 */
export async function countFrenchGaps(): Promise<FrenchGaps> {
  const [packageList, blogList, galleryList] = await Promise.all([
    packages.listPublished(),
    blogs.listPublished(),
    gallery.listPublished(),
  ]);
  return {
    packages: packageList.filter((p) => !hasFrenchVersion(p, PACKAGE_FRENCH_FIELDS)).length,
    blogs: blogList.filter((b) => !hasFrenchVersion(b, BLOG_FRENCH_FIELDS)).length,
    gallery: galleryList.filter((g) => !hasFrenchVersion(g, GALLERY_FRENCH_FIELDS)).length,
  };
}
