// Staff confirm a booking at the agreed room, travellers and total: the deposit, balance and due
// date come from the settings' terms (or the booking's departure's own dates) here on the server,
// and the pilgrim is mailed their pay link and trip link in the same write. On a departure, the travellers take
// their seats in that same transaction: when two staff confirm the last seats at once, one wins
// and the other is told how many are left (departure_sold_out). A leader's group's booking pays
// the group's price, whatever total staff typed, and a group passing a set size brings its other
// confirmed bookings down with it (group-prices.ts), in the same transaction.
import { addDays } from '@umrah/domain/model/dates';
import { DomainError } from '@umrah/domain/model/errors';
import { seatsFit, seatsLeft } from '@umrah/domain/model/departures';
import type { Booking } from '@umrah/domain/model/bookings';
import type { ConfirmBookingInput } from '@umrah/domain/schemas/payment-schemas';
import { agreedPlan, parseCents, paymentTermsOf } from '@umrah/domain/model/payments';
import { claimFor, storedClaim } from '@umrah/domain/model/seat-claims';
import { getDeparture } from '../departures/read-departures';
import { SEAT_TRANSACTION } from '../departures/seat-ledger';
import { getPublicSettings } from '../content/settings';
import { withLease } from '../../platform/firebase/lease';
import { inTransaction } from '../../platform/firebase/transaction';
import { queueMail } from '../../platform/mail/mail';
import { linkKey } from '../../platform/links/payment-link-key';
import { paymentLinkMail } from '../money/mails/payment-mails';
import { confirmationLink, payLink, tripLink, withPayLink } from '../money/pay-link';
import { agreedPayment, writeAgreedPayment, type Confirmation } from '../money/agreed-payment';
import { readBooking, readBookingIn, writeConfirmation } from './store/bookings-store';
import { moveSeats } from './seat-moves';
import * as clock from '../../platform/clock';
import { applyGroupPrice, groupAtConfirmation, groupTotalOf, noteOf } from './group-prices';

/** How long a new pay link works at least, when departure is sooner. */
const LINK_MIN_DAYS = 14;

/** The date the plan counts from and the departure's own deadlines, if the booking has one. */
async function departureTermsOf(id: string, input: ConfirmBookingInput) {
  const departureId = input.departureId || (await readBooking(id)).booking.departureId;
  if (!departureId) {
    if (!input.departureDate) throw new DomainError('departure_date_required');
    return {
      departureId: null,
      departureDate: input.departureDate,
      overrides: undefined,
      template: null,
    };
  }
  const d = await getDeparture(departureId);
  return {
    departureId,
    departureDate: d.departureDate,
    overrides: { depositDueDate: d.depositDueDate, balanceDueDate: d.balanceDueDate },
    template: d.paymentPlan,
  };
}

/**
 * While a confirmation waits its turn: once the seats it needs went to the confirmations before
 * it, say so now (the same answer its transaction would give) instead of waiting.
 */
async function refuseIfSoldOut(id: string, departureId: string, travellers: number) {
  const [d, { booking }] = await Promise.all([getDeparture(departureId), readBooking(id)]);
  const held = booking.departureId === departureId ? booking.seatsHeld : 0;
  if (!seatsFit(d, travellers - held)) {
    throw new DomainError('departure_sold_out', {
      seatsLeft: seatsLeft(d),
      departureDate: d.departureDate,
    });
  }
}

export async function confirmBooking(
  id: string,
  input: ConfirmBookingInput,
  today = clock.today(),
): Promise<Booking> {
  const totalCents = parseCents(input.total);
  if (totalCents === null) throw new DomainError('amount_invalid', { label: 'Total price' });
  const { departureId, departureDate, overrides, template } = await departureTermsOf(id, input);
  if (departureDate < today) throw new DomainError('departure_in_past');
  const [settings, key] = await Promise.all([getPublicSettings(), linkKey()]);
  const planFor = (total: number) =>
    agreedPlan({
      totalCents: total,
      travellers: input.numberOfTravelers,
      departureDate,
      today,
      terms: paymentTermsOf(settings),
      overrides,
      template,
    });
  const c: Confirmation = {
    plan: planFor(totalCents),
    roomType: input.roomType,
    travellers: input.numberOfTravelers,
    departureDate,
    // The link works until departure day, and at least two weeks.
    linkExpires: [departureDate, addDays(today, LINK_MIN_DAYS)].sort().at(-1) ?? today,
    insurance: input.insurance,
  };
  // One transaction: the plan, the seats (the departure's counts and the booking move together or
  // not at all) and the pilgrim's mail, so they are mailed exactly when the confirmation is stored.
  const write = () =>
    inTransaction(async (tx) => {
      const data = await readBookingIn(tx, id);
      // A leader's group's booking pays the group's price, read before anything is written.
      const code = typeof data['groupCode'] === 'string' ? data['groupCode'] : '';
      const group = code ? await groupAtConfirmation(tx, code, id, input.numberOfTravelers) : null;
      const payment = group
        ? {
            ...agreedPayment(id, { ...c, plan: planFor(groupTotalOf(group, c.travellers)) }, data),
            groupPrice: noteOf(group),
          }
        : agreedPayment(id, c, data);
      const to = claimFor(departureId ?? storedClaim(data)?.departureId ?? null, {
        ...data,
        status: 'confirmed',
        payment,
      });
      const skip = await moveSeats(tx, id, data, to, input.skipReason);
      writeAgreedPayment(tx, id, payment);
      if (group) applyGroupPrice(tx, group);
      const record = writeConfirmation(tx, id, data, { payment, to, skip, insurance: c.insurance });
      const { booking, stored } = record;
      if (input.sendEmail && stored) {
        const links = {
          pay: payLink(key, id, stored, booking.language),
          trip: tripLink(key, id, stored, booking.language),
          confirmation: confirmationLink(key, id, stored),
        };
        queueMail(tx, booking.email, paymentLinkMail(stored, links, settings, booking.language));
      }
      return record;
    }, SEAT_TRANSACTION);
  // On a departure, one confirmation at a time takes its seats (a lease, not a lock queue): the
  // others wait a moment or are refused as busy having written nothing.
  const record = await (departureId
    ? withLease(`departure-${departureId}`, write, {
        giveUpIf: () => refuseIfSoldOut(id, departureId, input.numberOfTravelers),
      })
    : write());
  return withPayLink(record, key);
}
