// A name change: staff replace a booked traveller by another person before departure. The fee is
// the booking's policy's (domain/model/money/name-change.ts), added to the booking's total (its
// plan takes it on the last instalment); after the airline's name deadline (the departure's cost
// sheet) staff are warned the airline may charge more. One transaction writes the new traveller
// (a fresh record: nothing of the former traveller's passport or files stays), the plan and the
// change's record, and mails the pilgrim; the former traveller's uploads are deleted after it.
import { nameDeadlineOf } from '@umrah/domain/model/costs';
import { DomainError } from '@umrah/domain/model/errors';
import { toBookingRecord } from '@umrah/domain/model/booking-document';
import type { Booking } from '@umrah/domain/model/bookings';
import {
  nameChangeQuote,
  type NameChangeEntry,
  type NameChangeQuote,
} from '@umrah/domain/model/money/name-change';
import { policyVersion } from '@umrah/domain/model/money/cancellation-policy';
import { blankTravellerFields, travellerDisplayName } from '@umrah/domain/model/travellers';
import type { NameChangeInput } from '@umrah/domain/schemas/name-change';
import { inTransaction } from '../../platform/firebase/transaction';
import * as clock from '../../platform/clock';
import { getBooking } from '../bookings/read-bookings';
import { bookingPolicy, readBookingIn, writeNameChange } from '../bookings/name-change-steps';
import { costSheetOf } from '../costs/cost-sheets';
import { planAtTotal } from '../money/payment-moves';
import { readTravellerIn, removeFiles, replaceTravellerIn } from './store/travellers-store';
import { partyOf } from './trip-readiness';
import { nameChangeMail } from './mails/name-change-mail';
import { getPublicSettings } from '../content/settings';
import { tripLink } from '../money/pay-link';
import { linkKey } from '../../platform/links/payment-link-key';
import { queueMail } from '../../platform/mail/mail';
import { receiptAgencyOf } from '@umrah/domain/model/receipts';

/** The quote with the policy version it came from (null: none stated, no fee). */
export interface NameChangePreview {
  quote: NameChangeQuote;
  policyVersion: string | null;
}

/** A booking whose traveller can be replaced: confirmed at a price, its departure ahead. */
function replaceable(booking: Booking, today: string): void {
  const open = booking.status === 'confirmed' && booking.payment;
  const ahead = !booking.payment?.departureDate || booking.payment.departureDate > today;
  if (!open || !ahead) throw new DomainError('name_change_needs_plan');
}

async function previewOf(booking: Booking, today: string): Promise<NameChangePreview> {
  replaceable(booking, today);
  const [policy, sheet] = await Promise.all([
    bookingPolicy(booking),
    booking.departureId ? costSheetOf(booking.departureId) : null,
  ]);
  const deadline = sheet ? nameDeadlineOf(sheet.lines) : null;
  return {
    quote: nameChangeQuote(policy, deadline, booking.payment?.totalCents ?? 0, today),
    policyVersion: policy ? policyVersion(policy) : null,
  };
}

/** What replacing one traveller of the booking costs today. */
export async function previewNameChange(bookingId: string): Promise<NameChangePreview> {
  return previewOf(await getBooking(bookingId), clock.today());
}

/** Replaces traveller `index` of the booking by the person named in `input`. */
export async function replaceTraveller(
  bookingId: string,
  index: number,
  input: NameChangeInput,
  staff: string,
): Promise<NameChangeEntry> {
  const today = clock.today();
  const booking = await getBooking(bookingId);
  const { quote, policyVersion: version } = await previewOf(booking, today);
  if (quote.feeCents !== input.expectedFeeCents) {
    throw new DomainError('name_change_fee_changed', { feeCents: quote.feeCents });
  }
  const party = partyOf(booking);
  const [settings, key] = await Promise.all([getPublicSettings(), linkKey()]);
  const agency = receiptAgencyOf(settings);
  const { entry, files } = await inTransaction(async (tx) => {
    const data = await readBookingIn(tx, bookingId);
    const { traveller, files: former } = await readTravellerIn(tx, party, index);
    const now = toBookingRecord(bookingId, data);
    if (!now.stored) throw new DomainError('name_change_needs_plan');
    // The fee on the total as it stands now (a payment in between changes no fee).
    const next = planAtTotal(now.stored, now.stored.totalCents + quote.feeCents);
    const fresh = {
      ...blankTravellerFields(),
      givenNames: input.givenNames,
      surname: input.surname,
    };
    const entry: NameChangeEntry = {
      at: clock.now().toISOString(),
      by: staff,
      index,
      from: travellerDisplayName(traveller),
      to: travellerDisplayName(fresh),
      feeCents: quote.feeCents,
      deadline: quote.deadline,
      afterDeadline: quote.afterDeadline,
      policyVersion: version,
    };
    replaceTravellerIn(tx, party, index, fresh);
    writeNameChange(tx, bookingId, next, entry);
    queueMail(
      tx,
      now.booking.email,
      nameChangeMail({
        language: now.booking.language ?? 'en',
        reference: now.booking.reference,
        index,
        to: entry.to,
        feeCents: entry.feeCents,
        newTotalCents: next.totalCents,
        agency: { name: agency.legalName, phone: agency.phone, email: agency.email },
        tripLink: tripLink(key, bookingId, next, now.booking.language),
      }),
    );
    return { entry, files: former };
  });
  await removeFiles(files);
  return entry;
}
