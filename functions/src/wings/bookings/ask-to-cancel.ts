// The pilgrim asks to cancel all or some travellers from the trip page (issue 44 item 5): the
// request is kept on the booking (`cancellationRequest`, by 'pilgrim') until staff decide; a new
// request replaces the open one. Only while the booking is open (new, contacted or confirmed) and
// its departure has not left (canAskToCancel, checked again in the write's transaction). The
// write, its audit entry (actor 'pilgrim': the link's holder has no account), the staff's mail
// (English, under the staff-mail cap) and the pilgrim's copy (their booking's language, under the
// acknowledgement caps) go together in one transaction. Capped per booking and hour.
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { DomainError } from '@umrah/domain/model/errors';
import {
  CANCELLATION_REQUEST_HOURLY_LIMIT,
  canAskToCancel,
  cancellationRequestOf,
  requestedTravellers,
  type CancellationRequest,
} from '@umrah/domain/model/money/cancellation';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import type { CancellationRequestInput } from '@umrah/domain/schemas/cancellation-request';
import { submissionMails } from '../../platform/mail/mail-caps';
import { inTransaction } from '../../platform/firebase/transaction';
import { auditInTransaction } from '../audit/audit-log';
import { getPublicSettings } from '../content/settings';
import { readBookingSlots } from '../submissions/submission-throttle';
import { bookingOfLinkToken, tripLink } from '../money/pay-link';
import { cancellationAskedMail } from './mails/cancellation-asked-mail';
import { cancellationRequestMail } from './mails/staff-mails';
import { readBookingIn, writeCancellationRequest } from './store/bookings-store';
import * as clock from '../../platform/clock';

const HOUR_MS = 60 * 60 * 1000;

export async function askToCancel(
  token: string,
  input: CancellationRequestInput,
  /** The travellers' names when all are known (the trip page's, knownTravellerNames). */
  knownNames: readonly string[],
  now = clock.now(),
): Promise<CancellationRequest> {
  const found = await bookingOfLinkToken(token, 'trip');
  if (found === 'gone') throw new DomainError('trip_link_retired');
  if (!found) throw new DomainError('trip_link_invalid');
  const { booking, p, bookingId, key } = found;
  const today = todayInTimeZone(undefined, now);
  const departureDate = p.departureDate || booking.tripDate;
  if (!canAskToCancel(booking.status, departureDate, today)) {
    throw new DomainError('cancellation_not_open');
  }
  const slots = await readBookingSlots(
    `${bookingId}/cancellation`,
    CANCELLATION_REQUEST_HOURLY_LIMIT,
    HOUR_MS,
  );
  if (slots.full || (await slots.take())) {
    throw new DomainError('too_many_cancellation_requests', { retryAfterSeconds: HOUR_MS / 1000 });
  }
  const language = formLanguageOf(booking.language);
  const request: CancellationRequest = {
    ...requestedTravellers(input, p.travellers, knownNames),
    reason: input.reason,
    by: 'pilgrim',
    at: now.toISOString(),
  };
  const [settings, mails] = await Promise.all([
    getPublicSettings(),
    submissionMails(booking.email),
  ]);
  await inTransaction(async (tx) => {
    const data = await readBookingIn(tx, bookingId);
    if (!canAskToCancel(String(data['status']), departureDate, today)) {
      throw new DomainError('cancellation_not_open');
    }
    const replaces = cancellationRequestOf(data['cancellationRequest']) !== null;
    writeCancellationRequest(tx, bookingId, request);
    auditInTransaction(
      tx,
      { uid: 'pilgrim', username: 'pilgrim' },
      'pilgrim asks to cancel',
      `bookings/${bookingId}`,
      { travellers: request.travellers, ...(replaces && { replaces: 1 }) },
    );
    mails.queueStaff(
      tx,
      settings.email,
      cancellationRequestMail({
        bookingId,
        reference: p.reference,
        name: booking.fullName,
        email: booking.email,
        language,
        total: p.travellers,
        request,
        replaces,
      }),
    );
    mails.queueAcknowledgement(
      tx,
      booking.email,
      cancellationAskedMail(
        { reference: p.reference, request, tripLink: tripLink(key, bookingId, p, language) },
        settings,
        language,
      ),
    );
  });
  return request;
}
