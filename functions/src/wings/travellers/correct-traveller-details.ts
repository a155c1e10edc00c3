// A traveller's own details corrected from outside the admin (the pilgrim's trip page): only the
// details change (validated by travellerDetailsSchemaFor in the caller's language); the visa and
// the documents staff recorded stay as they are, in the same transaction. A blank passport number
// keeps the one on file (the page never shows it, so its field starts blank). Each change is
// written to the audit log with the actor 'pilgrim' (the link's holder has no account).
import type { TravellerReadiness } from '@umrah/domain/model/readiness';
import { withPilgrimDetails, type TravellerDetails } from '@umrah/domain/model/travellers';
import { getBooking } from '../bookings/read-bookings';
import { appendAudit } from '../audit/audit-log';
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
    writeTraveller(partyOf(booking), index, (current) => withPilgrimDetails(current, details)),
  ]);
  await appendAudit({
    actorUid: 'pilgrim',
    actorUsername: 'pilgrim',
    action: 'pilgrim corrects traveller details',
    target: `bookings/${booking.id}/travellers/${index}`,
  });
  return withReadiness(written, tripOf(booking, departure));
}
