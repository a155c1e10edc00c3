import { SOLD_OUT_MESSAGE, waitingListFor } from '@umrah/domain/availability';
import { HONEYPOT_FIELD, PASSPORT_MAX_BYTES, SPAM_CHECK_FIELD } from '@umrah/domain/constants';
import { todayInTimeZone } from '@umrah/domain/dates';
import {
  bookingRequestSchema,
  contactRequestSchema,
  laterDate,
  type BookingRequest,
} from '@umrah/domain/inbox';
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
import { newChallenge, requireSolution } from '../http/spam-check';
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

/** The submission id names the stored document: Firestore refuses reserved ids like `__x__`. */
function checkSubmissionId(id: string): void {
  if (!isDocId(id)) {
    throw new HttpError(400, 'Invalid input: Submission id is malformed', {
      submissionId: 'Submission id is malformed',
    });
  }
}

/** Per client address, then per email address (see data/submission-throttle.ts). */
async function throttle(req: Request, email: string): Promise<void> {
  if (!(await takeAddressSlot(clientAddress(req)))) {
    throw new HttpError(
      429,
      'Too many submissions from your network. Please try again in a few minutes.',
      undefined,
      { 'Retry-After': String(ADDRESS_WINDOW_MS / 1000) },
    );
  }
  if (!(await takeEmailSlot(email))) {
    throw new HttpError(
      429,
      'Too many submissions with this email address. Please try again in an hour.',
      { email: 'Too many submissions with this email address. Please try again in an hour.' },
      { 'Retry-After': String(EMAIL_WINDOW_MS / 1000) },
    );
  }
}

function bookingMail(r: BookingRequest, packageTitle: string, hasPassport: boolean) {
  return {
    subject: `${r.waitingList ? 'Waiting list request' : 'New booking request'}: ${packageTitle} - ${r.fullName}`,
    intro: 'A new booking request arrived on the website. Reply within 24 hours.',
    lines: [
      ['Package', packageTitle],
      ['Room', r.roomType || '-'],
      ['Waiting list', r.waitingList ? 'Yes: the package is sold out' : 'No'],
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

  // A signed proof-of-work challenge for the next submission (each one is good once).
  router.get(
    '/challenge',
    asyncHandler(async (_req, res) => {
      res.set('Cache-Control', NO_STORE).json(await newChallenge());
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
      const input = validateBody(contactRequestSchema, req.body);
      checkSubmissionId(input.submissionId);
      await requireSolution(solutionOf(req.body));
      await throttle(req, input.email);
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
            ['Message', input.message],
            ['Open in the admin area', `${siteUrl()}/admin/messages`],
          ],
        },
        messageAcknowledgement(input, settings),
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
      const input = validateBody(bookingRequestSchema, fields, { today: todayInTimeZone() });
      checkSubmissionId(input.submissionId);
      const file = files.find((f) => f.field === 'passport' && f.bytes.length > 0);
      const passportType = file ? sniffAllowed(file.bytes, PASSPORT_FILE_TYPES) : null;
      if (file && !passportType) {
        throw new HttpError(415, 'The passport scan must be a PDF, JPG or PNG file', {
          passport: 'Invalid file type - Please upload a PDF, JPG, JPEG or PNG file',
        });
      }
      const pkg = await packages.getById(input.packageId);
      if (!pkg || !pkg.isPublished) {
        throw new HttpError(400, 'This package is not available for booking', {
          packageId: 'This package is not available for booking',
        });
      }
      const waitingList = waitingListFor(pkg, input.waitingList);
      if (waitingList === null) {
        throw new HttpError(400, SOLD_OUT_MESSAGE, { packageId: SOLD_OUT_MESSAGE });
      }
      await requireSolution(solutionOf(fields));
      await throttle(req, input.email);
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
        acknowledgement: bookingAcknowledgement(request, pkg.title, settings),
      });
      res.status(created ? 201 : 200).json({ id, ...RECEIVED });
    }),
  );

  return router;
}
