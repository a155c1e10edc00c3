// The group leaders staff add: the imam or organiser who brings a whole group.
import type { GroupLeader, GroupLeaderFields } from '@umrah/domain/model/group-leaders';
import { createLeader, listLeaders, updateLeader } from './store/group-leaders-store';

export function leaderList(): Promise<GroupLeader[]> {
  return listLeaders();
}

export function addLeader(fields: GroupLeaderFields): Promise<GroupLeader> {
  return createLeader(fields);
}

export function changeLeader(id: string, fields: GroupLeaderFields): Promise<GroupLeader> {
  return updateLeader(id, fields);
}
