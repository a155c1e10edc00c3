// When each package's upcoming departures last changed, for the sitemap's <lastmod>: a date,
// price, status or seat change shows on the package page (and the lists), so it counts as a
// change of those pages. Only upcoming ones: a past date has left the pages.
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { everyUpcomingDeparture } from './store/departures-store';

export interface DepartureChange {
  packageId: string;
  /** ISO time of the departure's last write. */
  updatedAt: string;
}

export async function upcomingDepartureChanges(
  today = todayInTimeZone(),
): Promise<DepartureChange[]> {
  const upcoming = await everyUpcomingDeparture(today);
  return upcoming.map((d) => ({ packageId: d.packageId, updatedAt: d.updatedAt }));
}
