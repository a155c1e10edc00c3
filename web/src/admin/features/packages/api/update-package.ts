import type { PackageInput, Package } from '@umrah/domain/schemas/package';
import {
  updateContent,
  useContentMutation,
  type UpdateVariables,
} from '../../../shared/api/content-api';

/** PUT /api/admin/packages/{id}: replaces the item and answers the updated one. */
export function updatePackage({ id, body }: UpdateVariables<PackageInput>): Promise<Package> {
  return updateContent<Package, PackageInput>('packages', id, body);
}

export function useUpdatePackage() {
  return useContentMutation('packages', updatePackage);
}
