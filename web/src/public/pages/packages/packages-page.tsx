import type { Package } from '@umrah/domain/package';
import { PackagesGrid } from '../../components/packages-grid';
import { definePage } from '../../page';
import { PageBanner } from '../../ui/page-banner';

/** /packages: the banner and every published package as a card. */
export const packagesPage = definePage({
  path: '/packages',
  reads: () => [['packages']],
  render: ({ data }) => {
    const packages = (data[0] as Package[] | null) ?? [];
    return {
      title: 'Umrah Packages',
      description:
        'Compare our Umrah packages from Canada: nights in Makkah and Madinah, hotel ratings and prices per person, with visa, flights and hotels included.',
      body: (
        <>
          <PageBanner
            eyebrow="Packages"
            title="Our Umrah Packages"
            subtitle="Carefully planned journeys with visa, flights and hotels close to the Haram. Choose the package that suits your family."
          />
          <div className="container packages-page">
            <PackagesGrid packages={packages} titleLevel="h2" priorityFirstImage />
          </div>
        </>
      ),
    };
  },
});
