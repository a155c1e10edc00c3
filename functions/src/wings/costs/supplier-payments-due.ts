// What the agency owes its suppliers soon, across every departure's sheet: the dashboard's card.
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { dueSoon, type SupplierPaymentDue } from '@umrah/domain/model/costs';
import { lookUpDeparture } from '../departures/read-departures';
import { allSheets, listSuppliers } from './store/costs-store';

/** Payments still owed to suppliers and due within the next days (overdue first by date). */
export async function supplierPaymentsDue(
  today = todayInTimeZone(),
): Promise<SupplierPaymentDue[]> {
  const [sheets, suppliers] = await Promise.all([allSheets(), listSuppliers()]);
  const nameOf = new Map(suppliers.map((s) => [s.id, s.name]));
  const due = await Promise.all(
    sheets.map(async (sheet) => {
      const items = dueSoon(sheet, today);
      if (!items.length) return [];
      const departure = await lookUpDeparture(sheet.departureId);
      if (!departure) return [];
      return items.map((d): SupplierPaymentDue => {
        const line = sheet.lines.find((l) => l.id === d.lineId);
        return {
          ...d,
          departureId: departure.id,
          departureDate: departure.departureDate,
          lineLabel: line?.label ?? '',
          supplierName: nameOf.get(line?.supplierId ?? '') ?? '',
        };
      });
    }),
  );
  return due.flat().sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}
