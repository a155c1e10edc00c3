// The books' small report (issue 45, item 3): the margin of every departure that has a cost
// sheet, and its totals per package and per season (the Hijri year it leaves in).
import { marginGroups, type MarginReport, type MarginReportRow } from '@umrah/domain/model/costs';
import { bookingsOnDepartures } from '../wings/bookings/read-bookings';
import { packages } from '../wings/content/packages';
import { storedCostSheets } from '../wings/costs/cost-sheets';
import { lookUpDeparture } from '../wings/departures/read-departures';
import { departureMargin } from './read-departure-costs';

export async function readMarginReport(): Promise<MarginReport> {
  const sheets = await storedCostSheets();
  const titles = new Map<string, string>();
  const rows = await Promise.all(
    sheets.map(async (sheet): Promise<MarginReportRow | null> => {
      const departure = await lookUpDeparture(sheet.departureId);
      if (!departure) return null;
      const bookings = await bookingsOnDepartures([departure.id]);
      const { margin } = await departureMargin(sheet, bookings);
      if (!titles.has(departure.packageId)) {
        const pkg = await packages.getById(departure.packageId);
        titles.set(departure.packageId, pkg?.title ?? '');
      }
      return {
        departureId: departure.id,
        departureDate: departure.departureDate,
        packageId: departure.packageId,
        packageTitle: titles.get(departure.packageId) ?? '',
        margin,
      };
    }),
  );
  const departures = rows
    .filter((r): r is MarginReportRow => r !== null)
    .sort((a, b) => a.departureDate.localeCompare(b.departureDate));
  return {
    departures,
    byPackage: marginGroups(departures, 'package'),
    bySeason: marginGroups(departures, 'season'),
  };
}
