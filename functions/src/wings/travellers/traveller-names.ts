// The travellers' names as on their passports, for documents that list who travels (the
// confirmation). Reads what is stored and creates nothing: a booking whose travellers staff
// never opened still prints, with the names to come.
import { readTravellersOfBooking } from './store/travellers-store';

/**
 * One name per traveller paid for, in order; '' where no name is held yet. Traveller 1 is the
 * lead contact until a record says otherwise (as the records are made: see ensureTravellers).
 */
export async function travellerNamesOf(
  bookingId: string,
  count: number,
  leadName: string,
): Promise<string[]> {
  const travellers = await readTravellersOfBooking(bookingId);
  const byIndex = new Map(travellers.map((t) => [t.index, t]));
  return Array.from({ length: count }, (_, i) => {
    const t = byIndex.get(i + 1);
    if (t) return `${t.givenNames} ${t.surname}`.trim();
    return i === 0 ? leadName.trim() : '';
  });
}
