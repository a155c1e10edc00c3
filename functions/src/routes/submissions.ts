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
import { travelersLabel } from '@umrah/domain/travelers';
import { Router, type Request } from 'express';
import { NO_STORE, siteUrl } from '../config';
import { createBooking } from '../data/bookings';
import {
  ADDRESS_WINDOW_MS,
  EMAIL_WINDOW_MS,
  takeAddressSlot,
  takeEmailSlot,
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
  requireSolution,
  type SpamCheckedForm,
} from '../http/spam-check';
import { validateBody } from '../http/validate';
import { PASSPORT_FILE_TYPES, sniffAllowed } from '../media/file-types';
import { bookingAcknowledgement, messageAcknowledgement } from '../notifications/acknowledgements';

const RECEIVED = { message: 'Received' };

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

/** The proof-of-work check for one form, its refusal in the visitor's language. */
async function requireSolutionIn(
  payload: unknown,
  form: SpamCheckedForm,
  m: ValidationMessages,
): Promise<void> {
  try {
    await requireSolution(payload, form);
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) throw new HttpError(400, m.spamCheckFailed);
    throw err;
  }
}

/** Per client address, then per email address (see data/submission-throttle.ts). */
async function throttle(req: Request, email: string, m: ValidationMessages): Promise<void> {
  if (!(await takeAddressSlot(clientAddress(req)))) {
    throw new HttpError(429, m.tooManyFromNetwork, undefined, {
      'Retry-After': String(ADDRESS_WINDOW_MS / 1000),
    });
  }
  if (!(await takeEmailSlot(email))) {
    throw new HttpError(
      429,
      m.tooManyWithEmail,
      { email: m.tooManyWithEmail },
      { 'Retry-After': String(EMAIL_WINDOW_MS / 1000) },
    );
  }
}

const LANGUAGE_NAMES: Record<FormLanguage, string> = { en: 'English', fr: 'French' };

function bookingMail(r: BookingRequest, packageTitle: string, hasPassport: boolean) {
  return {
    subject: `${r.waitingList ? 'Waiting list request' : 'New booking request'}: ${packageTitle} - ${r.fullName}`,
    intro: 'A new booking request arrived on the website. Reply within 24 hours.',
    lines: [
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
      await requireSolutionIn(solutionOf(req.body), 'contact', m);
      await throttle(req, input.email, m);
      const settings = await getPublicSettings();
      const { id, created } = await createMessage(
        input,
        settings.email,
        {
          subject: `New message from ${input.name}`,
          intro: 'A visitor sent a message through the website.',
          lines: [
            ['Name', input.name],
            ['Email', input.email],
            ['Phone', input.phone || '-'],
            ['Language', `${LANGUAGE_NAMES[language]}: reply in ${LANGUAGE_NAMES[language]}`],
            ['Message', input.message],
            ['Open in the admin area', `${siteUrl()}/admin/messages`],
          ],
        },
        messageAcknowledgement(settings, language),
      );
      res.status(created ? 201 : 200).json({ id, ...RECEIVED });
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
      await requireSolutionIn(solutionOf(fields), 'booking', m);
      await throttle(req, input.email, m);
      const settings = await getPublicSettings();
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
        ),
      });
      res.status(created ? 201 : 200).json({ id, ...RECEIVED });
    }),
  );

  return router;
}
