// Staff correct a traveller's details, record the visa and the documents received: the fields
// validated by the shared schema (in the route), written in one transaction, answered with the
// traveller's readiness. The write itself is audited by the admin routes' audit of writes.
import type { TravellerReadiness } from '@umrah/domain/model/readiness';
import type { TravellerFields } from '@umrah/domain/model/travellers';
import { getBooking } from '../bookings/read-bookings';
import { writeTraveller } from './store/travellers-store';
import { departureOf, partyOf, tripOf, withReadiness } from './trip-readiness';

export async function updateTraveller(
  bookingId: string,
  index: number,
  fields: TravellerFields,
): Promise<TravellerReadiness> {
  const booking = await getBooking(bookingId);
  const [departure, written] = await Promise.all([
    departureOf(booking),
    writeTraveller(partyOf(booking), index, () => fields),
  ]);
  return withReadiness(written, tripOf(booking, departure));
}
