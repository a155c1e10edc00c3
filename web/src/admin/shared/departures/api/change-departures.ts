import type { Booking } from '@umrah/domain/model/bookings';
import type {
  Departure,
  DepartureReschedule,
  SavedDeparture,
} from '@umrah/domain/model/departures';
import type {
  CopyDepartureInput,
  DepartureInput,
  MoveBookingInput,
  SeatHoldInput,
} from '@umrah/domain/schemas/departure';
import { apiRequest } from '../../api/api-client';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';
import { INBOX_COUNTS_KEY } from '../../inbox/api/get-inbox-counts';
import { PAYMENT_COUNTS_KEY } from '../../inbox/api/get-payment-counts';
import { DEPARTURES_KEY, departurePath, packageDeparturesPath } from './get-departures';

// A departure's seats show on the packages (next departure) and its bookings: refresh them too.
const REFRESH = [DEPARTURES_KEY, ['admin', 'packages'], ['packages']];
const REFRESH_BOOKINGS = [...REFRESH, ['admin', 'bookings'], INBOX_COUNTS_KEY, PAYMENT_COUNTS_KEY];

/** POST /api/admin/packages/{id}/departures: a new date of the package. */
export function useCreateDeparture() {
  return useRefreshingMutation(
    ({ packageId, body }: { packageId: string; body: DepartureInput }) =>
      apiRequest<Departure>(packageDeparturesPath(packageId), { method: 'POST', body }),
    REFRESH,
  );
}

/**
 * PUT /api/admin/departures/{id}: replaces what staff enter (never the seats taken); new dates
 * move its confirmed bookings in the same write, and the answer names them.
 */
export function useUpdateDeparture() {
  return useRefreshingMutation(
    ({ id, body }: { id: string; body: DepartureInput }) =>
      apiRequest<SavedDeparture>(departurePath(id), { method: 'PUT', body }),
    REFRESH_BOOKINGS,
  );
}

/** POST /api/admin/departures/{id}/reschedule-preview: who new dates would move (writes nothing). */
export function usePreviewReschedule() {
  return useRefreshingMutation(
    ({ id, body }: { id: string; body: DepartureInput }) =>
      apiRequest<DepartureReschedule>(`${departurePath(id)}/reschedule-preview`, {
        method: 'POST',
        body,
      }),
    [],
  );
}

/** POST /api/admin/departures/{id}/close: only its waiting list takes requests from now on. */
export function useCloseDeparture() {
  return useRefreshingMutation(
    (id: string) => apiRequest<Departure>(`${departurePath(id)}/close`, { method: 'POST' }),
    REFRESH,
  );
}

/** POST /api/admin/departures/{id}/copy: the same departure on a later date, no seat taken. */
export function useCopyDeparture() {
  return useRefreshingMutation(
    ({ id, body }: { id: string; body: CopyDepartureInput }) =>
      apiRequest<Departure>(`${departurePath(id)}/copy`, { method: 'POST', body }),
    REFRESH,
  );
}

/** POST /api/admin/departures/{id}/holds: seats held by hand (refused when they do not fit). */
export function useAddSeatHold() {
  return useRefreshingMutation(
    ({ id, body }: { id: string; body: SeatHoldInput }) =>
      apiRequest<Departure>(`${departurePath(id)}/holds`, { method: 'POST', body }),
    REFRESH,
  );
}

/** DELETE /api/admin/departures/{id}/holds/{holdId}: gives the seats back. */
export function useRemoveSeatHold() {
  return useRefreshingMutation(
    ({ id, holdId }: { id: string; holdId: string }) =>
      apiRequest<Departure>(`${departurePath(id)}/holds/${encodeURIComponent(holdId)}`, {
        method: 'DELETE',
      }),
    REFRESH,
  );
}

/** POST /api/admin/bookings/{id}/move: to another upcoming departure, seats moving along. */
export function useMoveBooking() {
  return useRefreshingMutation(
    ({ id, body }: { id: string; body: MoveBookingInput }) =>
      apiRequest<Booking>(`/api/admin/bookings/${encodeURIComponent(id)}/move`, {
        method: 'POST',
        body,
      }),
    REFRESH_BOOKINGS,
  );
}
