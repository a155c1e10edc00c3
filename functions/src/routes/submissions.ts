import { waitingListFor } from '@umrah/domain/availability';
import { HONEYPOT_FIELD, PASSPORT_MAX_BYTES, SPAM_CHECK_FIELD } from '@umrah/domain/constants';
import { todayInTimeZone } from '@umrah/domain/dates';
import {
  bookingRequestSchemaFor,
  contactRequestSchemaFor,
  laterDate,
  type BookingRequest,
} from '@umrah/domain/inbox';
import {
  isFormLanguage,
  languageOfAcceptHeader,
  validationMessages,
  type FormLanguage,
  type ValidationMessages,
} from '@umrah/domain/validation-messages';
import type { PublicSettings } from '@umrah/domain/settings';
import { travelersLabel } from '@umrah/domain/travelers';
import { Router, type Request } from 'express';
import { NO_STORE, siteUrl } from '../config';
import { createBooking } from '../data/bookings';
import { submissionMails, type SubmissionMails } from '../data/mail-caps';
import {
  ADDRESS_WINDOW_MS,
  EMAIL_WINDOW_MS,
  readSubmissionSlots,
  type SubmissionSlots,
} from '../data/submission-throttle';
import { isDocId } from '../data/doc-id';
import { createMessage } from '../data/messages';
import { packages } from '../data/packages';
import { getPublicSettings } from '../data/settings';
import { clientAddress } from '../http/client-address';
import { HttpError, asyncHandler } from '../http/errors';
import { parseMultipart } from '../http/multipart';
import {
  isSpamCheckedForm,
  newChallenge,
  verifiedSolution,
  type SpamCheckedForm,
} from '../http/spam-check';
import { validateBody } from '../http/validate';
import { PASSPORT_FILE_TYPES, sniffAllowed } from '../media/file-types';
import { bookingAcknowledgement, messageAcknowledgement } from '../notifications/acknowledgements';
import { submissionReference } from '@umrah/domain/reference';

const RECEIVED = { message: 'Received' };

/** The answer to an accepted submission: its id and the reference the visitor quotes. */
/**
 * An accepted submission's answer: its id and reference, and whether the visitor is mailed a
 * copy (`emailed`: false when this hour's acknowledgement caps hold it back), so the page never
 * says a mail went out when it did not.
 */
const received = (id: string, emailed: boolean) => ({
  id,
  reference: submissionReference(id),
  emailed,
  ...RECEIVED,
});

function honeypotFilled(fields: unknown): boolean {
  const value = (fields as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}

/** The proof-of-work a submission carries (see http/spam-check.ts). */
const solutionOf = (fields: unknown) =>
  (fields as Record<string, unknown> | null)?.[SPAM_CHECK_FIELD];

/**
 * The language the visitor wrote in: the form sends its page's ('en' or 'fr'); without one (an
 * older page, an unreadable body) the browser's Accept-Language, else English.
 */
function languageOf(req: Request, fields: unknown): FormLanguage {
  const sent = (fields as Record<string, unknown> | null)?.['language'];
  return isFormLanguage(sent) ? sent : languageOfAcceptHeader(req.get('Accept-Language'));
}

/** The submission id names the stored document: Firestore refuses reserved ids like `__x__`. */
function checkSubmissionId(id: string, m: ValidationMessages): void {
  if (!isDocId(id)) {
    throw new HttpError(400, m.invalidInput(m.submissionIdMalformed), {
      submissionId: m.submissionIdMalformed,
    });
  }
}

/** A spam-check refusal in the visitor's language. */
function inLanguage(err: unknown, m: ValidationMessages): unknown {
  return err instanceof HttpError && err.status === 400
    ? new HttpError(400, m.spamCheckFailed)
    : err;
}

/** The 429 of a full window: per client address, then per mailbox (data/submission-throttle.ts). */
function tooMany(limit: 'address' | 'email', m: ValidationMessages): HttpError {
  return limit === 'address'
    ? new HttpError(429, m.tooManyFromNetwork, undefined, {
        'Retry-After': String(ADDRESS_WINDOW_MS / 1000),
      })
    : new HttpError(
        429,
        m.tooManyWithEmail,
        { email: m.tooManyWithEmail },
        { 'Retry-After': String(EMAIL_WINDOW_MS / 1000) },
      );
}

/**
 * What a valid submission needs before it is stored: its proof of work checked (no database
 * work for a forged one) and used up, its slots in the per-address and per-mailbox windows, the
 * settings and this hour's mail caps. The reads run beside the proof of work's claim (one round
 * trip), the slots are taken after it (a second): nothing is counted for a refused solution, and
 * a flood on one mailbox is refused after one read, without a write (issue 31).
 */
async function admitSubmission(
  req: Request,
  solution: unknown,
  form: SpamCheckedForm,
  email: string,
  m: ValidationMessages,
): Promise<{ settings: PublicSettings; mails: SubmissionMails }> {
  const verified = await verifiedSolution(solution, form).catch((err: unknown) => {
    throw inLanguage(err, m);
  });
  const [, slots, settings, mails] = await Promise.all([
    verified.claim().catch((err: unknown) => {
      throw inLanguage(err, m);
    }),
    readSubmissionSlots(clientAddress(req), email),
    getPublicSettings(),
    submissionMails(email),
  ] as const);
  await takeSlots(slots, m);
  return { settings, mails };
}

async function takeSlots(slots: SubmissionSlots, m: ValidationMessages): Promise<void> {
  if (slots.full) throw tooMany(slots.full, m);
  const lost = await slots.take();
  if (lost) throw tooMany(lost, m);
}

const LANGUAGE_NAMES: Record<FormLanguage, string> = { en: 'English', fr: 'French' };

function bookingMail(r: BookingRequest, packageTitle: string, hasPassport: boolean) {
  return {
    subject: `${r.waitingList ? 'Waiting list request' : 'New booking request'}: ${packageTitle} - ${r.fullName}`,
    intro: 'A new booking request arrived on the website. Reply within 24 hours.',
    lines: [
      ['Reference', submissionReference(r.submissionId)],
      ['Package', packageTitle],
      ['Room', r.roomType || '-'],
      ['Waiting list', r.waitingList ? 'Yes: the package is sold out' : 'No'],
      ['Language', `${LANGUAGE_NAMES[r.language]}: reply in ${LANGUAGE_NAMES[r.language]}`],
      ['Name', r.fullName],
      ['Email', r.email],
      ['Phone', r.phone],
      ['Travellers', travelersLabel(r.numberOfTravelers)],
      ['Preferred date', r.preferredDate],
      ['Special requests', r.specialRequests || '-'],
      ['Passport scan', hasPassport ? 'Attached in the admin area (not sent by email)' : 'None'],
      ['Open in the admin area', `${siteUrl()}/admin/bookings/${r.submissionId}`],
    ] as [string, string][],
  };
}

/** Public submissions: contact messages and booking requests. */
export function submissionsRouter(): Router {
  const router = Router();

  // A signed proof-of-work challenge for the next submission of one form (each one is good once).
  router.get(
    '/challenge',
    asyncHandler(async (req, res) => {
      const form = req.query['form'];
      if (!isSpamCheckedForm(form)) {
        throw new HttpError(400, 'Invalid input: form must be contact or booking', {
          form: 'Must be contact or booking',
        });
      }
      res.set('Cache-Control', NO_STORE).json(await newChallenge(form));
    }),
  );

  router.post(
    '/contact',
    asyncHandler(async (req, res) => {
      // Bots that fill the hidden field get a normal answer and store nothing.
      if (honeypotFilled(req.body)) {
        res.status(200).json(RECEIVED);
        return;
      }
      const language = languageOf(req, req.body);
      const m = validationMessages(language);
      const input = validateBody(contactRequestSchemaFor(language), req.body, undefined, m);
      checkSubmissionId(input.submissionId, m);
      const { settings, mails } = await admitSubmission(
        req,
        solutionOf(req.body),
        'contact',
        input.email,
        m,
      );
      const reference = submissionReference(input.submissionId);
      const { id, created } = await createMessage(
        input,
        mails,
        settings.email,
        {
          subject: `New message from ${input.name}`,
          intro: 'A visitor sent a message through the website.',
          lines: [
            ['Reference', reference],
            ['Name', input.name],
            ['Email', input.email],
            ['Phone', input.phone || '-'],
            ['Language', `${LANGUAGE_NAMES[language]}: reply in ${LANGUAGE_NAMES[language]}`],
            ['Message', input.message],
            ['Open in the admin area', `${siteUrl()}/admin/messages`],
          ],
        },
        messageAcknowledgement(settings, language, reference),
      );
      res.status(created ? 201 : 200).json(received(id, mails.acknowledges));
    }),
  );

  router.post(
    '/bookings',
    asyncHandler(async (req, res) => {
      const { fields, files } = await parseMultipart(req, { maxFileBytes: PASSPORT_MAX_BYTES });
      if (honeypotFilled(fields)) {
        res.status(200).json(RECEIVED);
        return;
      }
      const language = languageOf(req, fields);
      const m = validationMessages(language);
      const input = validateBody(
        bookingRequestSchemaFor(language),
        fields,
        { today: todayInTimeZone() },
        m,
      );
      checkSubmissionId(input.submissionId, m);
      const file = files.find((f) => f.field === 'passport' && f.bytes.length > 0);
      const passportType = file ? sniffAllowed(file.bytes, PASSPORT_FILE_TYPES) : null;
      if (file && !passportType) {
        throw new HttpError(415, m.passportTypeSummary, { passport: m.passportType });
      }
      const pkg = await packages.getById(input.packageId);
      if (!pkg || !pkg.isPublished) {
        throw new HttpError(400, m.packageUnavailable, { packageId: m.packageUnavailable });
      }
      const waitingList = waitingListFor(pkg, input.waitingList);
      if (waitingList === null) {
        throw new HttpError(400, m.soldOut, { packageId: m.soldOut });
      }
      const { settings, mails } = await admitSubmission(
        req,
        solutionOf(fields),
        'booking',
        input.email,
        m,
      );
      const request = { ...input, waitingList };
      const { id, created } = await createBooking({
        request,
        pkg: { id: pkg.id, title: pkg.title, slug: pkg.slug, returnDate: pkg.returnDate ?? null },
        tripDate: laterDate(input.preferredDate, pkg.returnDate),
        passport:
          file && passportType
            ? { bytes: file.bytes, contentType: passportType, fileName: file.filename }
            : null,
        notifyEmail: settings.email,
        mails,
        mail: bookingMail(request, pkg.title, !!file),
        acknowledgement: bookingAcknowledgement(
          {
            numberOfTravelers: request.numberOfTravelers,
            preferredDate: request.preferredDate,
            waitingList,
          },
          // The visitor's mail names the package as their page did.
          (language === 'fr' && pkg.fr?.title?.trim()) || pkg.title,
          settings,
          language,
          submissionReference(input.submissionId),
        ),
      });
      res.status(created ? 201 : 200).json(received(id, mails.acknowledges));
    }),
  );

  return router;
}
