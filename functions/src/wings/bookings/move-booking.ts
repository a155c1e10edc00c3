// Staff move a booking to another departure (of its package or another): its seats, when
// confirmed, leave the old departure and take the new one's in one transaction, and its plan
// takes the new departure's due dates (the same rule as confirming: planDueDates).
import type { Booking } from '@umrah/domain/model/bookings';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { isUpcoming } from '@umrah/domain/model/departures';
import { DomainError } from '@umrah/domain/model/errors';
import { paymentTermsOf, planDueDates } from '@umrah/domain/model/payments';
import type { MoveBookingInput } from '@umrah/domain/schemas/departure';
import { getDeparture } from '../departures/read-departures';
import { seatLedger } from '../departures/seat-ledger';
import { packages } from '../content/packages';
import { getPublicSettings } from '../content/settings';
import { withPayLink } from '../money/pay-link';
import { moveBooking as moveStored } from './store/bookings-store';

export async function moveBooking(
  id: string,
  input: MoveBookingInput,
  today = todayInTimeZone(),
): Promise<Booking> {
  const d = await getDeparture(input.departureId);
  if (!isUpcoming(d, today)) throw new DomainError('departure_in_past');
  const pkg = await packages.getById(d.packageId);
  if (!pkg) throw new DomainError('departure_not_found');
  const due = planDueDates({
    departureDate: d.departureDate,
    today,
    terms: paymentTermsOf(await getPublicSettings()),
    overrides: { depositDueDate: d.depositDueDate, balanceDueDate: d.balanceDueDate },
  });
  const record = await moveStored(
    id,
    {
      departureId: d.id,
      packageId: pkg.id,
      packageTitle: pkg.title,
      packageSlug: pkg.slug,
      departureDate: d.departureDate,
      tripDate: d.returnDate || d.departureDate,
      ...due,
    },
    seatLedger,
    input.skipReason,
  );
  return withPayLink(record);
}
