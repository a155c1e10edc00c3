import type { ContactMessage } from '@umrah/domain/model/messages';
import { apiRequest } from '../../../shared/api/api-client';
import { useInboxMutation } from '../../../shared/inbox/api/use-inbox-mutation';
import { messagePath } from './get-admin-messages';

/** PUT /api/admin/messages/{id}: marks a message read or unread. */
export function setMessageRead({ id, read }: { id: string; read: boolean }) {
  return apiRequest<ContactMessage>(messagePath(id), { method: 'PUT', body: { read } });
}

export function useSetMessageRead() {
  return useInboxMutation('messages', setMessageRead);
}
