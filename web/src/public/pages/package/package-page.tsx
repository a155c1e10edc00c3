import { fewSeatsThresholdOf } from '@umrah/domain/availability';
import type { Package } from '@umrah/domain/package';
import { definePage } from '../../page';
import { packageData } from '../../seo/structured-data';
import { PackageDetail } from './package-detail';
import { PackageNotFound } from './package-not-found';

/** /packages/{slug}: the package, or 'Package Not Found' (404) for a missing or draft one. */
export const packagePage = definePage({
  path: '/packages/:slug',
  reads: ({ slug = '' }) => [['packages', slug]],
  render: ({ data, settings, siteUrl }) => {
    const pkg = data[0] as Package | null | undefined;
    if (!pkg) {
      return {
        title: 'Package Not Found',
        description: 'This Umrah package does not exist or is no longer available.',
        status: 404,
        body: <PackageNotFound />,
      };
    }
    return {
      title: pkg.title,
      description: pkg.description,
      body: (
        <PackageDetail
          pkg={pkg}
          fewSeatsThreshold={fewSeatsThresholdOf(settings.fewSeatsThreshold)}
        />
      ),
      image: pkg.imageUrl,
      crumbs: [
        { name: 'Home', path: '/' },
        { name: 'Packages', path: '/packages' },
        { name: pkg.title, path: `/packages/${pkg.slug}` },
      ],
      structuredData: packageData(pkg, siteUrl),
    };
  },
});
