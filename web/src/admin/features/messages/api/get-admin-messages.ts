import type { ContactMessage } from '@umrah/domain/model/messages';
import type { MessageCounts } from '@umrah/domain/schemas/paging';
import { useListCounts, usePagedList } from '../../../shared/api/paged-list';

const KEY = ['admin', 'messages'] as const;
const PATH = '/api/admin/messages';

/** GET /api/admin/messages: contact messages a page at a time, newest first (all, or unread only). */
export function useAdminMessages(unreadOnly: boolean) {
  return usePagedList<ContactMessage>(KEY, PATH, { read: unreadOnly ? false : undefined });
}

/** GET /api/admin/messages/counts: how many in all and unread (the tabs). */
export function useMessageCounts() {
  return useListCounts<MessageCounts>(KEY, PATH);
}

export const messagePath = (id: string) => `/api/admin/messages/${encodeURIComponent(id)}`;
