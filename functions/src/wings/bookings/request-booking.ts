// A visitor asks to book a package (or to join its waiting list): the passport scan is checked by
// its bytes, the package must be published (and have seats, unless the visitor asked for the
// waiting list; with a departure named, that departure must be the package's, upcoming, and have
// seats and be open, else only its waiting list takes the request; through a leader's group code,
// the group's departure, recorded with the group), then the submission is admitted (spam check, rate limits, mail caps) and stored
// once, with the staff mail and the visitor's acknowledgement in the same write.
import { waitingListFor } from '@umrah/domain/model/availability';
import { waitingListReason } from '@umrah/domain/model/departures';
import { DomainError } from '@umrah/domain/model/errors';
import { laterDate } from '@umrah/domain/model/dates';
import { policyInForce } from '@umrah/domain/model/money/cancellation-policy';
import type { BookingRequest } from '@umrah/domain/schemas/booking-request';
import { submissionReference } from '@umrah/domain/model/reference';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { Admission } from '../submissions/admit-submission';
import { packages } from '../content/packages';
import { currentTerms } from '../content/terms-versions';
import { bookableDeparture } from '../departures/bookable-departure';
import { requestCounter } from '../departures/seat-ledger';
import { groupByCode } from '../group-leaders/groups';
import { normalizeGroupCode } from '@umrah/domain/model/group-leaders';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import { PASSPORT_FILE_TYPES, sniffAllowed } from '../../platform/media/file-types';
import { bookingAcknowledgement } from '../submissions/acknowledgements';
import { unsubscribeUrl } from '../marketing/unsubscribe';
import { bookingRequestMail } from './mails/staff-mails';
import { claimFor } from '@umrah/domain/model/seat-claims';
import { inTransaction } from '../../platform/firebase/transaction';
import type { MailMessage } from '../../platform/mail/mail';
import type { SubmissionMails } from '../../platform/mail/mail-caps';
import { queueMarketingConsent } from '../marketing/marketing-contacts';
import {
  bookingExists,
  bookingExistsIn,
  dropUnusedPassport,
  savePassport,
  writeNewBooking,
  type NewBooking,
  type PassportUpload,
} from './store/bookings-store';

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

/** The mails a new booking queues in its own write: to staff, and the visitor's copy. */
interface RequestMails {
  notifyEmail: string;
  mail: MailMessage;
  /** The visitor's own confirmation. */
  acknowledgement?: MailMessage;
  /** This hour's mail caps, read beside the submission's other checks. */
  mails: SubmissionMails;
}

/**
 * Stores a booking once per submission id: the passport goes to private storage first, then the
 * booking, its count on the departure, the marketing consent and the mails in one transaction.
 * If that fails, the file is removed again, so nothing half-written remains. Answers whether
 * this call created it.
 */
async function storeOnce(
  b: Omit<NewBooking, 'passport'>,
  upload: PassportUpload | null,
  m: RequestMails,
): Promise<{ id: string; created: boolean }> {
  const id = b.request.submissionId;
  if (await bookingExists(id)) return { id, created: false };
  const passport = upload && (await savePassport(id, upload));
  const { request } = b;
  // What the request counts on its departure (requested or waiting; it holds no seat).
  const claim = claimFor(request.departureId || null, {
    status: 'new',
    waitingList: request.waitingList,
    numberOfTravelers: request.numberOfTravelers,
  });
  try {
    const created = await inTransaction(async (tx) => {
      if (await bookingExistsIn(tx, id)) return false;
      writeNewBooking(tx, id, { ...b, passport }, claim);
      if (request.marketingConsent) {
        queueMarketingConsent(tx, {
          email: request.email,
          language: formLanguageOf(request.language),
          source: 'booking',
        });
      }
      if (claim) requestCounter(tx, claim);
      m.mails.queueStaff(tx, m.notifyEmail, m.mail);
      if (m.acknowledgement) m.mails.queueAcknowledgement(tx, request.email, m.acknowledgement);
      return true;
    });
    return { id, created };
  } catch (err) {
    // Keep the file only if a booking (e.g. a concurrent retry of this submission) refers to it.
    if (passport) await dropUnusedPassport(id, passport);
    throw err;
  }
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
  // Through a leader's link: the group's own departure, whatever else the form sent.
  const group = input.groupCode ? await groupByCode(normalizeGroupCode(input.groupCode)) : null;
  if (input.groupCode && (!group || group.packageId !== pkg.id)) {
    throw new DomainError('departure_not_bookable');
  }
  const departureId = group ? group.departureId : input.departureId;
  const chosen = departureId
    ? await bookableDeparture(pkg.id, departureId, input.waitingList, group?.code ?? null)
    : null;
  const waitingList = chosen ? chosen.waitingList : waitingListFor(pkg, input.waitingList);
  if (waitingList === null) throw new DomainError('package_sold_out');
  const returnDate = chosen ? chosen.departure.returnDate : pkg.returnDate;
  const { settings, mails } = await admit();
  const request = { ...input, departureId, groupCode: group?.code ?? '', waitingList };
  const unsubscribe = input.marketingConsent
    ? await unsubscribeUrl(input.email, language)
    : undefined;
  const { id, created } = await storeOnce(
    {
      request,
      pkg: { id: pkg.id, title: pkg.title, slug: pkg.slug, returnDate: returnDate ?? null },
      tripDate: laterDate(input.preferredDate, returnDate),
      // Sending the form accepts the terms the form links to (the version in force now).
      termsVersion: terms?.version ?? null,
      // And the cancellation policy the form showed for that date (its own, else the package's).
      policy: policyInForce(chosen?.departure ?? null, pkg),
      group: group && { code: group.code, name: group.name },
    },
    file && passportType
      ? { bytes: file.bytes, contentType: passportType, fileName: file.fileName }
      : null,
    {
      notifyEmail: settings.email,
      mails,
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
    },
  );
  return { id, created, emailed: mails.acknowledges };
}
