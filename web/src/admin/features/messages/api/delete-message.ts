import { apiRequest } from '../../../shared/api/api-client';
import { useInboxMutation } from '../../../shared/inbox/api/use-inbox-mutation';
import { messagePath } from './get-admin-messages';

/** DELETE /api/admin/messages/{id}. */
export function deleteMessage(id: string): Promise<unknown> {
  return apiRequest(messagePath(id), { method: 'DELETE' });
}

export function useDeleteMessage() {
  return useInboxMutation('messages', deleteMessage);
}
