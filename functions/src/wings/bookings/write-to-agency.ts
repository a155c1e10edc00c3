// The pilgrim writes to the agency from the trip page: the message goes to the inbox tied to the
// booking (its reference), with the staff's notification mail. Limited per booking (slot windows
// as the public forms', no shared document): TRIP_MESSAGE_HOURLY_LIMIT an hour.
import { DomainError } from '@umrah/domain/model/errors';
import { TRIP_MESSAGE_HOURLY_LIMIT } from '@umrah/domain/model/group-messages';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { TripMessageInput } from '@umrah/domain/schemas/group-message';
import { submissionMails } from '../../platform/mail/mail-caps';
import { createTripMessage } from '../submissions/messages';
import { getPublicSettings } from '../content/settings';
import { readBookingSlots } from '../submissions/submission-throttle';
import { bookingOfLinkToken } from '../money/pay-link';
import { tripMessageMail } from './mails/staff-mails';

const HOUR_MS = 60 * 60 * 1000;

export async function writeToAgency(
  token: string,
  input: TripMessageInput,
  language: FormLanguage,
): Promise<{ id: string }> {
  const found = await bookingOfLinkToken(token, 'trip');
  if (found === 'gone') throw new DomainError('trip_link_retired');
  if (!found) throw new DomainError('trip_link_invalid');
  const { booking, p, bookingId } = found;
  const [slots, settings, mails] = await Promise.all([
    readBookingSlots(bookingId, TRIP_MESSAGE_HOURLY_LIMIT, HOUR_MS),
    getPublicSettings(),
    submissionMails(booking.email),
  ]);
  if (slots.full || (await slots.take())) {
    throw new DomainError('too_many_trip_messages', { retryAfterSeconds: HOUR_MS / 1000 });
  }
  const record = {
    bookingId,
    bookingReference: p.reference,
    name: booking.fullName,
    email: booking.email,
    phone: booking.phone ?? '',
    message: input.message,
    language,
  };
  return createTripMessage(
    record,
    mails,
    settings.email,
    tripMessageMail({ ...record, reference: p.reference }),
  );
}
