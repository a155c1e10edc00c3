// Staff correct a traveller's details, record the visa and the documents received: the fields
// validated by the shared schema (in the route), written in one transaction, answered with the
// traveller's readiness. Only the fields the request carried change (a save without the document
// flags keeps the photo received). The write itself is audited by the admin routes' audit of writes.
import type { TravellerReadiness } from '@umrah/domain/model/readiness';
import { withCarriedFields, type TravellerFields } from '@umrah/domain/model/travellers';
import { getBooking } from '../bookings/read-bookings';
import { writeTraveller } from './store/travellers-store';
import { departureOf, partyOf, tripOf, withReadiness } from './trip-readiness';

export async function updateTraveller(
  bookingId: string,
  index: number,
  fields: TravellerFields,
  /** The request's body as sent: which fields it carried. */
  carried: unknown,
): Promise<TravellerReadiness> {
  const booking = await getBooking(bookingId);
  const [departure, written] = await Promise.all([
    departureOf(booking),
    writeTraveller(partyOf(booking), index, (current) =>
      withCarriedFields(current, fields, carried),
    ),
  ]);
  return withReadiness(written, tripOf(booking, departure));
}
