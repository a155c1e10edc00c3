// Staff change a departure's dates: its confirmed bookings follow in the same transaction (their
// trip date, from which passport retention counts, their plan's departure date and due dates by
// the rule confirming uses, planDueDates; payment reminders are keyed by the due date, so they
// start again from the new one). Staff first see who is affected (the preview), and the answer
// names them again so the admin can offer the group a message in each booking's language.
import type { Booking } from '@umrah/domain/model/bookings';
import type {
  Departure,
  DepartureReschedule,
  RescheduledBooking,
} from '@umrah/domain/model/departures';
import { paymentTermsOf, planDueDates } from '@umrah/domain/model/payments';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import type { DepartureInput } from '@umrah/domain/schemas/departure';
import { getPublicSettings } from '../content/settings';
import { departureRewrite, editDeparture, editedFields } from '../departures/manage-departures';
import { inTransaction } from '../../platform/firebase/transaction';
import { SEAT_TRANSACTION } from '../departures/seat-ledger';
import { confirmedBookingsIn, confirmedBookingsOf, writeNewDates } from './store/bookings-store';
import type { BookingRecord } from '@umrah/domain/model/booking-document';
import * as clock from '../../platform/clock';

const DATE_FIELDS = ['departureDate', 'returnDate', 'depositDueDate', 'balanceDueDate'] as const;

function changedDates(before: Departure, after: Pick<Departure, (typeof DATE_FIELDS)[number]>) {
  return DATE_FIELDS.some((f) => (before[f] ?? null) !== (after[f] ?? null));
}

async function targetOf(fields: Pick<Departure, (typeof DATE_FIELDS)[number]>, today: string) {
  const due = planDueDates({
    departureDate: fields.departureDate,
    today,
    terms: paymentTermsOf(await getPublicSettings()),
    overrides: { depositDueDate: fields.depositDueDate, balanceDueDate: fields.balanceDueDate },
  });
  return {
    departureDate: fields.departureDate,
    tripDate: fields.returnDate || fields.departureDate,
    ...due,
  };
}

const referenceOf = (b: Booking) => b.reference;

function lineOf(before: BookingRecord, after: { tripDate: string; balanceDueDate: string | null }) {
  const b = before.booking;
  return {
    bookingId: b.id,
    reference: referenceOf(b),
    fullName: b.fullName,
    language: formLanguageOf(b.language),
    tripDate: { before: b.tripDate, after: after.tripDate },
    balanceDueDate: { before: b.payment?.balanceDueDate ?? null, after: after.balanceDueDate },
  };
}

/** Who a change of the departure's dates would move, and to what (nothing is written). */
export async function previewDepartureReschedule(
  id: string,
  input: DepartureInput,
  today = clock.today(),
): Promise<DepartureReschedule> {
  const { before, fields } = await editedFields(id, input);
  if (!changedDates(before, fields)) return { datesChanged: false, bookings: [] };
  const target = await targetOf(fields, today);
  const bookings = await confirmedBookingsOf(id);
  return {
    datesChanged: true,
    bookings: bookings.map((r) =>
      lineOf(r, {
        tripDate: target.tripDate,
        balanceDueDate: r.booking.payment ? target.balanceDueDate : null,
      }),
    ),
  };
}

/**
 * Saves the departure; when its dates change, its confirmed bookings move with it in the same
 * transaction. Answers the departure and the bookings moved.
 */
export async function saveDeparture(
  id: string,
  input: DepartureInput,
  today = clock.today(),
): Promise<Departure & { rescheduled: RescheduledBooking[] }> {
  const { before, fields } = await editedFields(id, input);
  if (!changedDates(before, fields)) {
    return { ...(await editDeparture(id, input)), rescheduled: [] };
  }
  const target = await targetOf(fields, today);
  const earlier = new Map((await confirmedBookingsOf(id)).map((r) => [r.booking.id, r]));
  // One transaction: the departure and every confirmed booking's trip date, plan departure date
  // and due dates; more than RESCHEDULE_MAX_BOOKINGS refuses and writes nothing.
  const { saved, moved } = await inTransaction(async (tx) => {
    const confirmed = await confirmedBookingsIn(tx, id);
    const rewritten = await departureRewrite(tx, id, fields);
    return { saved: rewritten.after, moved: writeNewDates(tx, confirmed, target) };
  }, SEAT_TRANSACTION);
  const rescheduled = moved.map((r) =>
    lineOf(earlier.get(r.booking.id) ?? r, {
      tripDate: r.booking.tripDate,
      balanceDueDate: r.booking.payment?.balanceDueDate ?? null,
    }),
  );
  return { ...(saved ?? before), rescheduled };
}
