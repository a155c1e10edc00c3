// The cancellation policy that binds a booking: the one its pilgrim accepted, else the one in
// force for its departure (or package). Cancellations and name changes read it here.
import type { Booking } from '@umrah/domain/model/bookings';
import {
  hasPolicy,
  policyInForce,
  type CancellationPolicy,
} from '@umrah/domain/model/money/cancellation-policy';
import { packages } from '../content/packages';
import { lookUpDeparture } from '../departures/read-departures';

export async function bookingPolicy(booking: Booking): Promise<CancellationPolicy | null> {
  if (hasPolicy(booking.cancellationPolicy?.policy)) return booking.cancellationPolicy.policy;
  const [departure, pkg] = await Promise.all([
    booking.departureId ? lookUpDeparture(booking.departureId) : null,
    booking.packageId ? packages.getById(booking.packageId) : null,
  ]);
  return policyInForce(departure, pkg);
}
