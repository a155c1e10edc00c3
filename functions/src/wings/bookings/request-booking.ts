// A visitor asks to book a package (or to join its waiting list): the passport scan is checked by
// its bytes, the package must be published (and have seats, unless the visitor asked for the
// waiting list; with a departure named, that departure must be the package's, upcoming, and have
// seats and be open, else only its waiting list takes the request), then the submission is admitted (spam check, rate limits, mail caps) and stored
// once, with the staff mail and the visitor's acknowledgement in the same write.
import { waitingListFor } from '@umrah/domain/model/availability';
import { waitingListReason } from '@umrah/domain/model/departures';
import { DomainError } from '@umrah/domain/model/errors';
import { laterDate } from '@umrah/domain/model/dates';
import type { BookingRequest } from '@umrah/domain/schemas/booking-request';
import { submissionReference } from '@umrah/domain/model/reference';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { Admission } from '../submissions/admit-submission';
import { packages } from '../content/packages';
import { currentTerms } from '../content/terms-versions';
import { bookableDeparture } from '../departures/bookable-departure';
import { requestCounter } from '../departures/seat-ledger';
import { PASSPORT_FILE_TYPES, sniffAllowed } from '../../platform/media/file-types';
import { bookingAcknowledgement } from '../submissions/acknowledgements';
import { unsubscribeUrl } from '../marketing/unsubscribe';
import { bookingRequestMail } from './mails/staff-mails';
import { createBooking } from './store/bookings-store';

export interface PassportFile {
  bytes: Buffer;
  fileName: string;
}

export interface RequestedBooking {
  id: string;
  /** False when this submission id was stored before (a retry): nothing new was written. */
  created: boolean;
  /** Whether the visitor is mailed a copy (this hour's caps may hold it back). */
  emailed: boolean;
}

export async function requestBooking(
  input: BookingRequest,
  language: FormLanguage,
  file: PassportFile | null,
  admit: () => Promise<Admission>,
): Promise<RequestedBooking> {
  const passportType = file ? sniffAllowed(file.bytes, PASSPORT_FILE_TYPES) : null;
  if (file && !passportType) throw new DomainError('passport_type');
  const [pkg, terms] = await Promise.all([packages.getById(input.packageId), currentTerms()]);
  if (!pkg || !pkg.isPublished) throw new DomainError('package_unavailable');
  const chosen = input.departureId
    ? await bookableDeparture(pkg.id, input.departureId, input.waitingList)
    : null;
  const waitingList = chosen ? chosen.waitingList : waitingListFor(pkg, input.waitingList);
  if (waitingList === null) throw new DomainError('package_sold_out');
  const returnDate = chosen ? chosen.departure.returnDate : pkg.returnDate;
  const { settings, mails } = await admit();
  const request = { ...input, waitingList };
  const unsubscribe = input.marketingConsent
    ? await unsubscribeUrl(input.email, language)
    : undefined;
  const { id, created } = await createBooking({
    request,
    pkg: { id: pkg.id, title: pkg.title, slug: pkg.slug, returnDate: returnDate ?? null },
    tripDate: laterDate(input.preferredDate, returnDate),
    // Sending the form accepts the terms the form links to (the version in force now).
    termsVersion: terms?.version ?? null,
    passport:
      file && passportType
        ? { bytes: file.bytes, contentType: passportType, fileName: file.fileName }
        : null,
    notifyEmail: settings.email,
    mails,
    countRequest: requestCounter,
    mail: bookingRequestMail(request, pkg.title, !!file, chosen?.departure ?? null),
    acknowledgement: bookingAcknowledgement(
      {
        numberOfTravelers: request.numberOfTravelers,
        preferredDate: request.preferredDate,
        waitingList,
        waitingReason: chosen ? waitingListReason(chosen.departure) : null,
      },
      // The visitor's mail names the package as their page did.
      (language === 'fr' && pkg.fr?.title?.trim()) || pkg.title,
      settings,
      language,
      submissionReference(input.submissionId),
      unsubscribe,
    ),
  });
  return { id, created, emailed: mails.acknowledges };
}
