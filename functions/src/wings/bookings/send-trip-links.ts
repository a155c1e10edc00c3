// "Send me my trip link": mails the trip link of each confirmed booking made with an address, to
// that address only. The caller learns nothing about the address: known or not, the same work
// (the same reads, one throttle slot taken) and the same outcome; only a mail differs, and it
// goes to the address's owner. Throttled with the public forms' windows (per client address and
// per mailbox). The mail is one the person asked for: it never counts under the visitors'
// acknowledgement caps (data/mail-caps.ts), so a flood of contact messages cannot hold it back,
// and it is queued before the answer says it is on its way.
import { CLOSED_BOOKING_STATUSES } from '@umrah/domain/model/bookings';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { TripLinkRequest } from '@umrah/domain/schemas/trip-link';
import { sendMail } from '../../platform/mail/mail';
import { linkKey } from '../../platform/links/payment-link-key';
import { getPublicSettings } from '../content/settings';
import { readSubmissionSlots } from '../submissions/submission-throttle';
import { linkIsCurrent } from '../../platform/links/link-token';
import { tripLinkMail } from './mails/trip-link-mail';
import { tripClaimsOf, tripLink } from '../money/pay-link';
import { bookingsOfEmail } from './store/bookings-store';
import type { BookingRecord } from '@umrah/domain/model/booking-document';
import * as clock from '../../platform/clock';

/** 'done' whatever the address; 'busy' when this client or this mailbox asked too often. */
export type TripLinkOutcome = 'done' | 'busy';

/** A confirmed, open booking whose trip link works today, and matches the reference if given. */
function linkable(record: BookingRecord, reference: string, today: string): boolean {
  const p = record.stored;
  if (!p) return false;
  if ((CLOSED_BOOKING_STATUSES as readonly unknown[]).includes(record.booking.status)) return false;
  if (!linkIsCurrent(tripClaimsOf(record.booking.id, p), today)) return false;
  return (
    !reference || reference === record.booking.reference || reference === record.legacyReference
  );
}

export async function sendTripLinks(
  input: TripLinkRequest,
  language: FormLanguage,
  clientAddress: string,
): Promise<TripLinkOutcome> {
  const [slots, records, settings, key] = await Promise.all([
    readSubmissionSlots(clientAddress, input.email),
    bookingsOfEmail(input.email),
    getPublicSettings(),
    linkKey(),
  ]);
  if (slots.full || (await slots.take())) return 'busy';
  const today = clock.today();
  const found = records.filter((r) => linkable(r, input.reference, today));
  if (found.length === 0) return 'done';
  const message = tripLinkMail(
    found.map(({ booking, stored }) => ({
      reference: stored?.reference ?? '',
      link: tripLink(key, booking.id, stored!, booking.language),
    })),
    settings,
    language,
  );
  await sendMail(input.email, message);
  return 'done';
}
