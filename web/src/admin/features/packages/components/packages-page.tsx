import { formatPrice } from '@umrah/domain/model/price';
import type { Package } from '@umrah/domain/schemas/package';
import { PACKAGE_FRENCH_FIELDS } from '@umrah/domain/model/bilingual';
import { ContentManager } from '../../../shared/components/content-manager';
import { FrenchStatusChip } from '../../../shared/french/french-status';
import { useCreatePackage } from '../api/create-package';
import { useDeletePackage } from '../api/delete-package';
import { useAdminPackages } from '../api/get-admin-packages';
import { useUpdatePackage } from '../api/update-package';

/** The seats part of a package's line: nothing when open. */
function seatsText(seatsLeft: number | null | undefined): string {
  if (typeof seatsLeft !== 'number') return '';
  return seatsLeft === 0
    ? ' · Sold out'
    : ` · ${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`;
}

function describe(pkg: Package) {
  return {
    title: pkg.title,
    imageUrl: pkg.imageUrl,
    flags: <FrenchStatusChip item={pkg} fields={PACKAGE_FRENCH_FIELDS} />,
    sitePath: `/packages/${pkg.slug}`,
    subtitle: `From ${formatPrice(pkg.price)} · ${pkg.nightsInMakkah} nights Makkah · ${pkg.nightsInMadina} nights Madinah${seatsText(pkg.seatsLeft)} · /packages/${pkg.slug}`,
  };
}

/** /admin/packages */
export function PackagesPage() {
  return (
    <ContentManager
      heading="Packages"
      description="Umrah packages shown on the public site. Drafts stay hidden until published."
      noun="Package"
      messages={{
        created: 'Package created successfully!',
        updated: 'Package updated successfully!',
        deleted: 'Package deleted successfully!',
        confirmDelete: 'Are you sure you want to delete this package?',
        empty: {
          title: 'No packages yet',
          description: 'Use Add Package to create the first one.',
        },
      }}
      list={useAdminPackages()}
      create={useCreatePackage()}
      update={useUpdatePackage()}
      remove={useDeletePackage()}
      loadForm={() => import('./package-content-form').then((m) => m.packageContentForm)}
      describe={describe}
    />
  );
}
