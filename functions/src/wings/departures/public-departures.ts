// Packages as visitors read them, with their upcoming departures: the spec's departureDate,
// returnDate and seatsLeft answer from the next one (domain: withNextDeparture), and
// `departures` lists them for the booking form. A departure kept for a leader's group
// (`privateFor`) is never among them: it is booked only through its group's link.
import { todayInTimeZone } from '@umrah/domain/model/dates';
import {
  isListedDeparture,
  publicDeparture,
  withNextDeparture,
  type Departure,
  type PublicDeparture,
} from '@umrah/domain/model/departures';
import { everyUpcomingDeparture, packageDepartures } from './store/departures-store';

type DatedPackage = {
  id: string;
  departureDate?: string | null;
  returnDate?: string | null;
  seatsLeft?: number | null;
};

/** Shown to visitors: not cancelled by the agency, not kept for a leader's group. */
const isShownToPublic = (d: Departure) => isListedDeparture(d) && !d.privateFor;

export async function withDepartures<P extends DatedPackage>(
  list: P[],
  today = todayInTimeZone(),
): Promise<(P & { departures: PublicDeparture[] })[]> {
  if (!list.length) return [];
  const upcoming = await everyUpcomingDeparture(today);
  const byPackage = new Map<string, PublicDeparture[]>();
  for (const d of upcoming.filter(isShownToPublic)) {
    byPackage.set(d.packageId, [...(byPackage.get(d.packageId) ?? []), publicDeparture(d)]);
  }
  return list.map((pkg) => withNextDeparture(pkg, byPackage.get(pkg.id) ?? []));
}

export async function withPackageDepartures<P extends DatedPackage>(
  pkg: P,
  today = todayInTimeZone(),
): Promise<P & { departures: PublicDeparture[] }> {
  const upcoming = (await packageDepartures(pkg.id)).filter(
    (d) => d.departureDate >= today && isShownToPublic(d),
  );
  return withNextDeparture(pkg, upcoming.map(publicDeparture));
}
