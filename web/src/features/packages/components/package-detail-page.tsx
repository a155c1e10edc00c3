import { useParams } from 'react-router-dom';
import { usePackage } from '../api/get-package';
import { PackageDetail } from './package-detail';
import { PackageDetailSkeleton } from './package-detail-skeleton';
import { PackageNotFound } from './package-not-found';

/** /packages/{slug}: skeleton while loading; 'Package Not Found' on error or no data. */
export function PackageDetailPage() {
  const { slug = '' } = useParams();
  const query = usePackage(slug);

  if (query.isPending) return <PackageDetailSkeleton />;
  if (query.isError || !query.data) return <PackageNotFound />;
  return <PackageDetail pkg={query.data} />;
}
