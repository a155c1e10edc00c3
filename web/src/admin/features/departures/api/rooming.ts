import type { RoomingRoomType } from '@umrah/domain/model/rooming';
import type { RoomingStayView, RoomingView } from '@umrah/domain/model/room-list';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { DEPARTURES_KEY, departurePath } from '../../../shared/departures/api/get-departures';
import { glanceKey } from './glance';

/** Under the departures' key: a change to the departure or its bookings reads the rooms again. */
export const roomingKey = (departureId: string) =>
  [...DEPARTURES_KEY, 'rooming', departureId] as const;

export const roomingPath = (departureId: string) => `${departurePath(departureId)}/rooming`;

const stayPath = (departureId: string, stayKey: string) =>
  `${roomingPath(departureId)}/${encodeURIComponent(stayKey)}`;

const roomPath = (departureId: string, stayKey: string, roomId: string) =>
  `${stayPath(departureId, stayKey)}/rooms/${encodeURIComponent(roomId)}`;

/** GET .../rooming/{stay}/rooming-list.csv or .pdf: the list for the hotel (behind the session). */
export const roomingListPath = (departureId: string, stayKey: string, format: 'csv' | 'pdf') =>
  `${stayPath(departureId, stayKey)}/rooming-list.${format}`;

/** GET /api/admin/departures/{id}/rooming: every stay's rooms, travellers and unplaced. */
export function useRooming(departureId: string) {
  return useQuery(
    queryOptions({
      queryKey: roomingKey(departureId),
      queryFn: ({ signal }) => apiRequest<RoomingView>(roomingPath(departureId), { signal }),
    }),
  );
}

/** What staff can do to one stay's list; each answer is the stay as it now stands. */
export type RoomingChange =
  | { kind: 'suggest' }
  | { kind: 'copy'; fromStay: string }
  | { kind: 'move'; travellerId: string; toRoomId: string | null }
  | { kind: 'addRoom'; type: RoomingRoomType }
  | { kind: 'removeRoom'; roomId: string }
  | { kind: 'numberRoom'; roomId: string; number: string | null }
  | { kind: 'lock' }
  | { kind: 'unlock' };

function sendChange(departureId: string, stayKey: string, change: RoomingChange) {
  const stay = stayPath(departureId, stayKey);
  const post = (path: string, body?: unknown) =>
    apiRequest<RoomingStayView>(path, { method: 'POST', body });
  switch (change.kind) {
    case 'suggest':
      return post(`${stay}/suggest`);
    case 'copy':
      return post(`${stay}/copy`, { fromStay: change.fromStay });
    case 'move':
      return post(`${stay}/moves`, { travellerId: change.travellerId, toRoomId: change.toRoomId });
    case 'addRoom':
      return post(`${stay}/rooms`, { type: change.type });
    case 'removeRoom':
      return apiRequest<RoomingStayView>(roomPath(departureId, stayKey, change.roomId), {
        method: 'DELETE',
      });
    case 'numberRoom':
      return apiRequest<RoomingStayView>(roomPath(departureId, stayKey, change.roomId), {
        method: 'PATCH',
        body: { number: change.number },
      });
    case 'lock':
      return post(`${stay}/lock`);
    case 'unlock':
      return post(`${stay}/unlock`);
  }
}

/**
 * A change to one stay's list. The answer replaces that stay in the cached view (no second read,
 * no optimistic guess: the server decides what a move or a lock makes of the list).
 */
export function useRoomingChange(departureId: string, stayKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RoomingChange) => sendChange(departureId, stayKey, change),
    onSuccess: (stay) => {
      queryClient.setQueryData<RoomingView>(roomingKey(departureId), (view) =>
        view ? { ...view, stays: view.stays.map((s) => (s.key === stay.key ? stay : s)) } : view,
      );
      // The departure at a glance counts who is roomed.
      void queryClient.invalidateQueries({ queryKey: glanceKey(departureId) });
    },
  });
}
