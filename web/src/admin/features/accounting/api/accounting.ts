// The accounting package's mapping and files as the admin app reads them (issue 45 item 7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AccountingFile,
  AccountingMapping,
  ClearingAccount,
} from '@umrah/domain/model/money/accounting-export';
import { apiRequest } from '../../../shared/api/api-client';
import { useRefreshingMutation } from '../../../shared/api/use-refreshing-mutation';

const KEY = ['admin', 'accounting', 'mapping'] as const;
const MAPPING_PATH = '/api/admin/accounting/mapping';

/** GET /api/admin/accounting/mapping: the saved mapping (the defaults where none was saved). */
export function useAccountingMapping() {
  return useQuery(
    queryOptions({
      queryKey: KEY,
      queryFn: ({ signal }) => apiRequest<AccountingMapping>(MAPPING_PATH, { signal }),
    }),
  );
}

/** PUT /api/admin/accounting/mapping. */
export function useSaveAccountingMapping() {
  return useRefreshingMutation(
    (body: AccountingMapping) =>
      apiRequest<AccountingMapping>(MAPPING_PATH, { method: 'PUT', body }),
    [KEY],
  );
}

/**
 * GET /api/admin/accounting/export: one file for the office days from..to, downloaded by the
 * browser with the admin session's cookie (a plain link, as the other exports).
 */
export function accountingExportPath(
  file: AccountingFile,
  from: string,
  to: string,
  account?: ClearingAccount,
): string {
  const q = new URLSearchParams({ file, from, to, ...(account ? { account } : {}) });
  return `/api/admin/accounting/export?${q.toString()}`;
}
