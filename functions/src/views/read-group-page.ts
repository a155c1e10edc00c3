// A leader's group's booking link (/booking/group/CODE): the group's name, leader, price now, its
// package and its departure, which may be kept for the group (never listed elsewhere). Read by
// the site function for the page; no contact detail of the leader leaves here.
import { normalizeGroupCode, type GroupPageView } from '@umrah/domain/model/group-leaders';
import { publicDeparture } from '@umrah/domain/model/departures';
import { packages } from '../wings/content/packages';
import { lookUpDeparture } from '../wings/departures/read-departures';
import { readPublicGroup } from '../wings/group-leaders/groups';

export async function readGroupPage(code: string): Promise<GroupPageView | null> {
  const group = await readPublicGroup(normalizeGroupCode(code));
  if (!group) return null;
  const [pkg, departure] = await Promise.all([
    packages.getById(group.packageId),
    lookUpDeparture(group.departureId),
  ]);
  if (!pkg || !pkg.isPublished || !departure) return null;
  return { group, package: pkg, departure: publicDeparture(departure) };
}
