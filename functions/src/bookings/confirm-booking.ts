// Staff confirm a booking at the agreed room, travellers and total: the deposit, balance and due
// date come from the settings' terms here on the server, and the pilgrim is mailed their pay link
// in the same write.
import { todayInTimeZone, addDays } from '@umrah/domain/model/dates';
import { DomainError } from '@umrah/domain/model/errors';
import type { Booking } from '@umrah/domain/model/bookings';
import type { ConfirmBookingInput } from '@umrah/domain/schemas/payment-schemas';
import { computePaymentPlan, parseCents, paymentTermsOf } from '@umrah/domain/model/payments';
import { getPublicSettings } from '../data/settings';
import { linkKey } from '../data/payment-link-key';
import { paymentLinkMail } from './mails/payment-mails';
import { payLink, withPayLink } from './pay-link';
import { confirmBookingPayment } from './store/payments-store';

/** How long a new pay link works at least, when departure is sooner. */
const LINK_MIN_DAYS = 14;

export async function confirmBooking(
  id: string,
  input: ConfirmBookingInput,
  today = todayInTimeZone(),
): Promise<Booking> {
  const totalCents = parseCents(input.total);
  if (totalCents === null) throw new DomainError('amount_invalid', { label: 'Total price' });
  if (input.departureDate < today) throw new DomainError('departure_in_past');
  const [settings, key] = await Promise.all([getPublicSettings(), linkKey()]);
  const plan = computePaymentPlan({
    totalCents,
    travellers: input.numberOfTravelers,
    departureDate: input.departureDate,
    today,
    terms: paymentTermsOf(settings),
  });
  const record = await confirmBookingPayment(
    id,
    {
      plan,
      roomType: input.roomType,
      travellers: input.numberOfTravelers,
      departureDate: input.departureDate,
      // The link works until departure day, and at least two weeks.
      linkExpires: [input.departureDate, addDays(today, LINK_MIN_DAYS)].sort().at(-1) ?? today,
    },
    input.sendEmail
      ? ({ booking, stored }) =>
          stored &&
          paymentLinkMail(
            stored,
            payLink(key, id, stored, booking.language),
            settings,
            booking.language,
          )
      : null,
  );
  return withPayLink(record, key);
}
