// A traveller's own details corrected from outside the admin (the pilgrim's trip page): only the
// details change (validated by travellerDetailsSchemaFor in the caller's language); the visa and
// the documents staff recorded stay as they are, in the same transaction.
import type { TravellerReadiness } from '@umrah/domain/model/readiness';
import { withDetails, type TravellerDetails } from '@umrah/domain/model/travellers';
import { getBooking } from '../bookings/read-bookings';
import { writeTraveller } from './store/travellers-store';
import { departureOf, partyOf, tripOf, withReadiness } from './trip-readiness';

export async function correctTravellerDetails(
  bookingId: string,
  index: number,
  details: TravellerDetails,
): Promise<TravellerReadiness> {
  const booking = await getBooking(bookingId);
  const [departure, written] = await Promise.all([
    departureOf(booking),
    writeTraveller(partyOf(booking), index, (current) => withDetails(current, details)),
  ]);
  return withReadiness(written, tripOf(booking, departure));
}
