import type { Receipt } from '@umrah/domain/model/receipts';
import { RECEIPT_PAGE_DEFAULT } from '@umrah/domain/schemas/paging';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

interface ReceiptPage {
  items: Receipt[];
  next: number | null;
}

/** GET /api/admin/receipts?after=&limit=: the register in number order, a page at a time. */
export function useReceiptRegister() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['admin', 'receipts'],
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) =>
        apiRequest<ReceiptPage>(
          `/api/admin/receipts?after=${pageParam}&limit=${RECEIPT_PAGE_DEFAULT}`,
          { signal },
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  );
}

/** GET /api/admin/receipts/export: every receipt as CSV, for the accountant. */
export const RECEIPTS_EXPORT_PATH = '/api/admin/receipts/export';
