// Traveller records follow the passport scans' retention: the set time after the trip (or after
// the booking was completed or cancelled), a booking's traveller records are deleted, since their
// passport details and dates of birth have no purpose left (PIPEDA principle 4.5; Law 25 s. 23).
import { bookingsPastRetention } from '../bookings/retire-passports';
import { deleteTravellersOfBookings } from './store/travellers-store';

/** The nightly job's part: answers how many traveller records were deleted. */
export async function runTravellerRetention(now = new Date()): Promise<number> {
  return deleteTravellersOfBookings(await bookingsPastRetention(now));
}
