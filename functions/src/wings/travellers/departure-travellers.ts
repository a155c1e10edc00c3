// The travellers who fly with a departure: those of its confirmed (or completed) bookings, not
// requests or cancelled ones, in the order the bookings came in (a record not made yet is judged
// as it would be made, the lead contact prefilling traveller 1; nothing is written while these
// lists read). The readiness board, the manifest and the rooming lists read them here, so all
// list the same people.
import type { Booking } from '@umrah/domain/model/bookings';
import type { Traveller } from '@umrah/domain/model/travellers';
import { bookingsOnDepartures } from '../bookings/read-bookings';
import { partyTravellers } from './store/travellers-store';
import { partyOf } from './trip-readiness';

const flies = (b: Booking) => b.status === 'confirmed' || b.status === 'completed';

export interface FlyingTravellers {
  bookings: Booking[];
  travellers: Traveller[];
}

export async function flyingTravellers(departureId: string): Promise<FlyingTravellers> {
  const bookings = (await bookingsOnDepartures([departureId]))
    .filter(flies)
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id));
  const travellers = (await Promise.all(bookings.map((b) => partyTravellers(partyOf(b))))).flat();
  return { bookings, travellers };
}
