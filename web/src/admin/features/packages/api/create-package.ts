import type { PackageInput, Package } from '@umrah/domain/schemas/package';
import {
  createContent,
  useContentMutation,
  type CreateVariables,
} from '../../../shared/api/content-api';

/** POST /api/admin/packages: answers 201 with the stored item (409 when the slug is taken). */
export function createPackage(variables: CreateVariables<PackageInput>): Promise<Package> {
  return createContent<Package, PackageInput>('packages', variables);
}

export function useCreatePackage() {
  return useContentMutation('packages', createPackage);
}
