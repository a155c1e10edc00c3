import type { ContactMessage } from '@umrah/domain/model/messages';
import type { MessageReplyInput } from '@umrah/domain/schemas/group-message';
import { apiRequest } from '../../../shared/api/api-client';
import { useRefreshingMutation } from '../../../shared/api/use-refreshing-mutation';
import { INBOX_COUNTS_KEY } from '../../../shared/inbox/api/get-inbox-counts';
import { bookingPath } from './get-admin-booking';

/**
 * POST /api/admin/bookings/{id}/messages/{messageId}/replies: staff answer the pilgrim's trip-page
 * message (mailed to the pilgrim, shown on the trip page; the message becomes read).
 */
export function useReplyToMessage() {
  return useRefreshingMutation(
    ({ id, messageId, body }: { id: string; messageId: string; body: MessageReplyInput }) =>
      apiRequest<ContactMessage>(
        `${bookingPath(id)}/messages/${encodeURIComponent(messageId)}/replies`,
        { method: 'POST', body },
      ),
    [['admin', 'bookings'], ['admin', 'messages'], INBOX_COUNTS_KEY],
  );
}
