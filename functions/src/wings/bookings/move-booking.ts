// Staff move a booking to another departure (of its package or another): its seats, when
// confirmed, leave the old departure and take the new one's in one transaction, and its plan
// takes the new departure's due dates (the same rule as confirming: planDueDates).
import type { Booking } from '@umrah/domain/model/bookings';
import { isListedDeparture, isUpcoming } from '@umrah/domain/model/departures';
import { DomainError } from '@umrah/domain/model/errors';
import { paymentTermsOf, planDueDates } from '@umrah/domain/model/payments';
import type { MoveBookingInput } from '@umrah/domain/schemas/departure';
import { getDeparture } from '../departures/read-departures';
import { claimFor } from '@umrah/domain/model/seat-claims';
import { inTransaction } from '../../platform/firebase/transaction';
import { SEAT_TRANSACTION } from '../departures/seat-ledger';
import { packages } from '../content/packages';
import { getPublicSettings } from '../content/settings';
import { withPayLink } from '../money/pay-link';
import { readBookingIn, writeMove, type MoveTarget } from './store/bookings-store';
import { moveSeats } from './seat-moves';
import * as clock from '../../platform/clock';

export async function moveBooking(
  id: string,
  input: MoveBookingInput,
  today = clock.today(),
): Promise<Booking> {
  const d = await getDeparture(input.departureId);
  if (!isUpcoming(d, today)) throw new DomainError('departure_in_past');
  if (!isListedDeparture(d)) throw new DomainError('departure_cancelled');
  const pkg = await packages.getById(d.packageId);
  if (!pkg) throw new DomainError('departure_not_found');
  const due = planDueDates({
    departureDate: d.departureDate,
    today,
    terms: paymentTermsOf(await getPublicSettings()),
    overrides: { depositDueDate: d.depositDueDate, balanceDueDate: d.balanceDueDate },
  });
  const target: MoveTarget = {
    departureId: d.id,
    packageId: pkg.id,
    packageTitle: pkg.title,
    packageSlug: pkg.slug,
    departureDate: d.departureDate,
    tripDate: d.returnDate || d.departureDate,
    ...due,
  };
  // One transaction: a confirmed booking's seats leave the old departure and must fit on the new
  // one (departure_sold_out otherwise), past anyone waiting there only with a reason (recorded).
  const record = await inTransaction(async (tx) => {
    const data = await readBookingIn(tx, id);
    const to = claimFor(target.departureId, data);
    const skip = await moveSeats(tx, id, data, to, input.skipReason);
    return writeMove(tx, id, data, target, to, skip);
  }, SEAT_TRANSACTION);
  return withPayLink(record);
}
