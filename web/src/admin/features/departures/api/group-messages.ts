import type {
  DepartureGroupMessages,
  GroupMessage,
  GroupMessagePreview,
} from '@umrah/domain/model/group-messages';
import type { GroupMessageInput } from '@umrah/domain/schemas/group-message';
import type { ReadinessReminderInput } from '@umrah/domain/schemas/readiness-reminder';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { useRefreshingMutation } from '../../../shared/api/use-refreshing-mutation';
import { DEPARTURES_KEY } from '../../../shared/departures/api/get-departures';

export { groupMessageSchema } from '@umrah/domain/schemas/group-message';

const groupMessagesKey = (departureId: string) =>
  [...DEPARTURES_KEY, departureId, 'messages'] as const;

const groupMessagesPath = (departureId: string) =>
  `/api/admin/departures/${encodeURIComponent(departureId)}/messages`;

/** GET /api/admin/departures/{id}/messages: the past sends and where today's limit stands. */
export function useGroupMessages(departureId: string) {
  return useQuery(
    queryOptions({
      queryKey: groupMessagesKey(departureId),
      queryFn: ({ signal }) =>
        apiRequest<DepartureGroupMessages>(groupMessagesPath(departureId), { signal }),
    }),
  );
}

/** POST .../messages/preview: each language's mail as its pilgrims get it, and who gets it. */
export function usePreviewGroupMessage(departureId: string) {
  return useMutation({
    mutationFn: (body: GroupMessageInput) =>
      apiRequest<GroupMessagePreview>(`${groupMessagesPath(departureId)}/preview`, {
        method: 'POST',
        body,
      }),
  });
}

/** POST .../messages: sends it (one mail per booking, in its language); the bookings refresh. */
export function useSendGroupMessage(departureId: string) {
  return useRefreshingMutation(
    (body: GroupMessageInput) =>
      apiRequest<GroupMessage>(groupMessagesPath(departureId), { method: 'POST', body }),
    [groupMessagesKey(departureId), ['admin', 'bookings']],
  );
}

/** What a reminder from the readiness board did: bookings mailed (one mail each), travellers. */
export interface BoardRemindersSent {
  bookings: number;
  travellers: number;
}

/**
 * POST .../readiness/reminders: mails the travellers missing one item (ticked, or all); the
 * departure's messages and the bookings' messages refresh.
 */
export function useSendReadinessReminder(departureId: string) {
  return useRefreshingMutation(
    (body: ReadinessReminderInput) =>
      apiRequest<BoardRemindersSent>(
        `/api/admin/departures/${encodeURIComponent(departureId)}/readiness/reminders`,
        { method: 'POST', body },
      ),
    [groupMessagesKey(departureId), ['admin', 'bookings']],
  );
}
