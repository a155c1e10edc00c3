// Group leaders and their groups as the admin app reads and writes them (issue 46).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group, GroupLeader } from '@umrah/domain/model/group-leaders';
import type { GroupInput, GroupLeaderInput } from '@umrah/domain/schemas/group-leader';
import { apiRequest } from '../../../shared/api/api-client';
import { useRefreshingMutation } from '../../../shared/api/use-refreshing-mutation';
import { DEPARTURES_KEY } from '../../../shared/departures/api/get-departures';

/** Every query about leaders starts with this key, so one write refreshes them all. */
export const GROUP_LEADERS_KEY = ['admin', 'group-leaders'] as const;
const LEADERS_PATH = '/api/admin/group-leaders';
const GROUPS_PATH = '/api/admin/groups';

/** GET /api/admin/group-leaders: the leaders, by name. */
export function useGroupLeaders() {
  return useQuery(
    queryOptions({
      queryKey: [...GROUP_LEADERS_KEY, 'leaders'],
      queryFn: ({ signal }) => apiRequest<GroupLeader[]>(LEADERS_PATH, { signal }),
    }),
  );
}

/** GET /api/admin/groups: every leader's groups, newest first. */
export function useGroups() {
  return useQuery(
    queryOptions({
      queryKey: [...GROUP_LEADERS_KEY, 'groups'],
      queryFn: ({ signal }) => apiRequest<Group[]>(GROUPS_PATH, { signal }),
    }),
  );
}

/** POST /api/admin/group-leaders (no id) or PUT /api/admin/group-leaders/{id}. */
export function useSaveGroupLeader() {
  return useRefreshingMutation(
    ({ id, body }: { id: string | null; body: GroupLeaderInput }) =>
      apiRequest<GroupLeader>(id ? `${LEADERS_PATH}/${encodeURIComponent(id)}` : LEADERS_PATH, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    [GROUP_LEADERS_KEY],
  );
}

/** POST /api/admin/groups (no code) or PUT /api/admin/groups/{code}; a private date leaves the lists. */
export function useSaveGroup() {
  return useRefreshingMutation(
    ({ code, body }: { code: string | null; body: GroupInput }) =>
      apiRequest<Group>(code ? `${GROUPS_PATH}/${encodeURIComponent(code)}` : GROUPS_PATH, {
        method: code ? 'PUT' : 'POST',
        body,
      }),
    [GROUP_LEADERS_KEY, DEPARTURES_KEY, ['packages']],
  );
}
