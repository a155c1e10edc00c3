import type { Package } from '@umrah/domain/schemas/package';
import { useAdminContentList } from '../../../shared/api/content-api';

/** GET /api/admin/packages: packages, drafts included, newest first, a page at a time. */
export function useAdminPackages() {
  return useAdminContentList<Package>('packages');
}
