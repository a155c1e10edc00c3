// The agency's books as the admin app reads and writes them (issue 45): suppliers, a departure's
// cost sheet with its margin and allotments, supplier payments, what is due soon, the report.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  rateToText,
  type AgencyTrust,
  type CostLine,
  type CostSheet,
  type DepartureCosts,
  type MarginReport,
  type Supplier,
  type SupplierPayment,
  type SupplierPaymentDue,
} from '@umrah/domain/model/costs';
import { centsToText } from '@umrah/domain/model/payments';
import type {
  CostLineInput,
  CostSheetInput,
  SupplierInput,
  SupplierPaymentInput,
} from '@umrah/domain/schemas/costs';
import { apiRequest } from '../../api/api-client';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';
import { DEPARTURES_KEY, departurePath } from '../../departures/api/get-departures';

/** Every query about the books starts with this key, so one write refreshes them all. */
export const COSTS_KEY = ['admin', 'costs'] as const;
const SUPPLIERS_PATH = '/api/admin/suppliers';
const costsPath = (departureId: string) => `${departurePath(departureId)}/costs`;

/** GET /api/admin/suppliers: the suppliers list, by name. */
export function useSuppliers() {
  return useQuery(
    queryOptions({
      queryKey: [...COSTS_KEY, 'suppliers'],
      queryFn: ({ signal }) => apiRequest<Supplier[]>(SUPPLIERS_PATH, { signal }),
    }),
  );
}

/** POST /api/admin/suppliers (no id) or PUT /api/admin/suppliers/{id}. */
export function useSaveSupplier() {
  return useRefreshingMutation(
    ({ id, body }: { id: string | null; body: SupplierInput }) =>
      apiRequest<Supplier>(id ? `${SUPPLIERS_PATH}/${encodeURIComponent(id)}` : SUPPLIERS_PATH, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    [COSTS_KEY],
  );
}

/** GET /api/admin/departures/{id}/costs: the sheet, its figures, margin and allotments. */
export function useDepartureCosts(departureId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...COSTS_KEY, 'departure', departureId],
      queryFn: ({ signal }) => apiRequest<DepartureCosts>(costsPath(departureId), { signal }),
    }),
  );
}

// A sheet's change shows on its departure's glance too.
const REFRESH = [COSTS_KEY, DEPARTURES_KEY];

/** PUT /api/admin/departures/{id}/costs: the whole sheet (rates and lines). */
export function useSaveCostSheet() {
  return useRefreshingMutation(
    ({ departureId, body }: { departureId: string; body: CostSheetInput }) =>
      apiRequest<DepartureCosts>(costsPath(departureId), { method: 'PUT', body }),
    REFRESH,
  );
}

/** POST /api/admin/departures/{id}/costs/copy: another departure's sheet onto this one. */
export function useCopyCostSheet() {
  return useRefreshingMutation(
    ({ departureId, fromDepartureId }: { departureId: string; fromDepartureId: string }) =>
      apiRequest<DepartureCosts>(`${costsPath(departureId)}/copy`, {
        method: 'POST',
        body: { fromDepartureId },
      }),
    REFRESH,
  );
}

/** POST /api/admin/departures/{id}/costs/payments: what was paid to a supplier. */
export function useRecordSupplierPayment() {
  return useRefreshingMutation(
    ({ departureId, body }: { departureId: string; body: SupplierPaymentInput }) =>
      apiRequest<{ payment: SupplierPayment; costs: DepartureCosts }>(
        `${costsPath(departureId)}/payments`,
        { method: 'POST', body },
      ),
    REFRESH,
  );
}

/** GET /api/admin/costs/due: supplier payments owed within the next two weeks, overdue too. */
export function useSupplierPaymentsDue() {
  return useQuery(
    queryOptions({
      queryKey: [...COSTS_KEY, 'due'],
      queryFn: ({ signal }) => apiRequest<SupplierPaymentDue[]>('/api/admin/costs/due', { signal }),
    }),
  );
}

/** GET /api/admin/costs/report: margins per departure, package and season. */
export function useMarginReport() {
  return useQuery(
    queryOptions({
      queryKey: [...COSTS_KEY, 'report'],
      queryFn: ({ signal }) => apiRequest<MarginReport>('/api/admin/costs/report', { signal }),
    }),
  );
}

/** GET /api/admin/costs/trust: the agency's money held, by month. */
export function useAgencyTrust() {
  return useQuery(
    queryOptions({
      queryKey: [...COSTS_KEY, 'trust'],
      queryFn: ({ signal }) => apiRequest<AgencyTrust>('/api/admin/costs/trust', { signal }),
    }),
  );
}

/** A stored line as the sheet's body holds it (amounts back to text). */
export function lineToInput(l: CostLine): CostLineInput {
  return {
    id: l.id,
    kind: l.kind,
    label: l.label,
    supplierId: l.supplierId,
    currency: l.currency,
    unitPrice: centsToText(l.unitCents),
    quantity: l.quantity,
    perTraveller: l.perTraveller,
    stayKey: l.stayKey,
    roomType: l.roomType,
    rooms: l.rooms,
    nights: l.nights,
    seats: l.seats,
    nameDeadline: l.nameDeadline,
    ticketingDeadline: l.ticketingDeadline,
    schedule: l.schedule.map((s) => ({
      id: s.id,
      label: s.label,
      dueDate: s.dueDate,
      amount: centsToText(s.amountCents),
    })),
  };
}

/** The stored sheet as a body, with `lines` replaced where given. */
export function sheetToInput(
  sheet: Pick<CostSheet, 'rates' | 'lines'>,
  lines: CostLineInput[] = sheet.lines.map(lineToInput),
): CostSheetInput {
  return { rates: { USD: rateToText(sheet.rates.USD), SAR: rateToText(sheet.rates.SAR) }, lines };
}
