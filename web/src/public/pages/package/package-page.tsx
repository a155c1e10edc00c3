import { fewSeatsThresholdOf } from '@umrah/domain/model/availability';
import {
  contentLocalesOf,
  hasFrenchVersion,
  localizedField,
  PACKAGE_FRENCH_FIELDS,
} from '@umrah/domain/model/bilingual';
import type { PublicPackage } from '../../components/departures';
import { definePage } from '../../page';
import { packageData } from '../../seo/structured-data';
import { PackageDetail } from './package-detail';
import { PackageNotFound } from './package-not-found';

/** /packages/{slug}: the package, or 'Package Not Found' (404) for a missing or draft one. */
export const packagePage = definePage({
  path: '/packages/:slug',
  reads: ({ slug = '' }) => [['packages', slug]],
  // ?departure= chooses the date the room cards are priced for (a plain link: no script).
  query: ['departure'],
  render: ({ data, settings, siteUrl, locale, t, query }) => {
    const pkg = data[0] as PublicPackage | null | undefined;
    if (!pkg) {
      return {
        title: t('package.notFound'),
        description: t('package.notFoundDescription'),
        status: 404,
        body: <PackageNotFound />,
      };
    }
    const title = localizedField(pkg, 'title', locale).value;
    const fewSeatsThreshold = fewSeatsThresholdOf(settings.fewSeatsThreshold);
    return {
      title,
      description: localizedField(pkg, 'description', locale).value,
      body: (
        <PackageDetail
          pkg={pkg}
          fewSeatsThreshold={fewSeatsThreshold}
          departureId={query.get('departure') ?? ''}
        />
      ),
      image: pkg.imageUrl,
      versions: contentLocalesOf(hasFrenchVersion(pkg, PACKAGE_FRENCH_FIELDS)),
      crumbs: [
        { name: t('nav.home'), path: '/' },
        { name: t('nav.packages'), path: '/packages' },
        { name: title, path: `/packages/${pkg.slug}` },
      ],
      structuredData: packageData(pkg, siteUrl, locale, { fewSeatsThreshold }),
    };
  },
});
