import { deleteContent, useContentMutation } from '../../../shared/api/content-api';

/** DELETE /api/admin/packages/{id}. */
export function deletePackage(id: string): Promise<unknown> {
  return deleteContent('packages', id);
}

export function useDeletePackage() {
  return useContentMutation('packages', deletePackage);
}
