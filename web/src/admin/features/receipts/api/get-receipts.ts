import type { Receipt } from '@umrah/domain/model/receipts';
import { RECEIPT_PAGE_DEFAULT } from '@umrah/domain/model/paging';
import type { ReceiptTotals } from '@umrah/domain/schemas/paging';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { listPath, type ListParams } from '../../../shared/api/paged-list';

interface ReceiptPage {
  items: Receipt[];
  next: number | null;
}

/** The register's filters: ?from=&to= (office days, both included) and ?method=. */
export type ReceiptParams = ListParams;

const KEY = ['admin', 'receipts'] as const;

/** GET /api/admin/receipts?after=&limit=&…filters: the register in number order, a page at a time. */
export function useReceiptRegister(params: ReceiptParams = {}) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...KEY, 'pages', params],
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) =>
        apiRequest<ReceiptPage>(
          listPath(
            '/api/admin/receipts',
            { ...params, after: String(pageParam), limit: String(RECEIPT_PAGE_DEFAULT) },
            null,
          ),
          { signal },
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  );
}

/** GET /api/admin/receipts/totals: how many receipts the filters hold and their net amount. */
export function useReceiptTotals(params: ReceiptParams = {}) {
  return useQuery({
    queryKey: [...KEY, 'totals', params],
    queryFn: ({ signal }) =>
      apiRequest<ReceiptTotals>(listPath('/api/admin/receipts/totals', params, null), { signal }),
  });
}

/** GET /api/admin/receipts/export: every receipt as CSV, for the accountant. */
export const RECEIPTS_EXPORT_PATH = '/api/admin/receipts/export';
