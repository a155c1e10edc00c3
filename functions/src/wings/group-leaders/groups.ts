// A leader's group on one departure: staff attach a leader to a departure (a public one, or one
// kept for the group: off /packages and search engines), with the group's name and its prices
// by group size. The group's code, which the leader shares, is drawn here.
import { randomBytes } from 'node:crypto';
import { DomainError } from '@umrah/domain/model/errors';
import {
  groupCodeFrom,
  publicGroup,
  type Group,
  type GroupFields,
  type PublicGroup,
} from '@umrah/domain/model/group-leaders';
import { getDeparture } from '../departures/read-departures';
import { setDeparturePrivate } from '../departures/manage-departures';
import {
  confirmedTravellersOf,
  createGroup,
  findGroup,
  findLeader,
  listGroups,
  updateGroup,
} from './store/group-leaders-store';

export { findGroupIn, setConfirmedTravellersIn } from './store/group-leaders-store';

/** Tries before giving up on drawing a free code (31^6 codes: a clash is rare). */
const CODE_TRIES = 5;

export function groupList(): Promise<Group[]> {
  return listGroups();
}

export async function addGroup(fields: GroupFields): Promise<Group> {
  const [leader, departure] = await Promise.all([
    findLeader(fields.leaderId),
    getDeparture(fields.departureId),
  ]);
  if (!leader) throw new DomainError('group_leader_not_found');
  for (let i = 0; i < CODE_TRIES; i += 1) {
    const code = groupCodeFrom(randomBytes(8));
    if (await createGroup(code, { ...fields, packageId: departure.packageId })) {
      if (fields.privateDeparture) await setDeparturePrivate(departure.id, code);
      const group = await findGroup(code);
      if (group) return group;
    }
  }
  throw new DomainError('record_busy');
}

/** Changes a group's name, prices and privacy (its leader, departure and code stay). */
export async function changeGroup(code: string, fields: GroupFields): Promise<Group> {
  const before = await findGroup(code);
  if (!before) throw new DomainError('group_not_found');
  const { leaderId: _leader, departureId: _departure, ...rest } = fields;
  const group = await updateGroup(code, rest);
  if (before.privateDeparture !== group.privateDeparture) {
    await setDeparturePrivate(group.departureId, group.privateDeparture ? code : null);
  }
  return group;
}

/** The group a booking names by its code (as typed), or null. */
export function groupByCode(code: string): Promise<Group | null> {
  return findGroup(code);
}

/** What the group's booking link shows: its name, leader, date and price now; null: no group. */
export async function readPublicGroup(code: string): Promise<PublicGroup | null> {
  const group = await findGroup(code);
  if (!group) return null;
  const [leader, confirmed] = await Promise.all([
    findLeader(group.leaderId),
    confirmedTravellersOf(code),
  ]);
  return publicGroup(group, leader ?? { name: '', organisation: '' }, confirmed);
}
