import {
  HONEYPOT_FIELD,
  PASSPORT_MAX_BYTES,
  SPAM_CHECK_FIELD,
} from '@umrah/domain/model/constants';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { bookingRequestSchemaFor } from '@umrah/domain/schemas/booking-request';
import { contactRequestSchemaFor } from '@umrah/domain/schemas/contact-request';
import { privacyWebRequestBodySchemaFor } from '@umrah/domain/schemas/privacy-web-request';
import { submissionReference } from '@umrah/domain/model/reference';
import {
  isFormLanguage,
  languageOfAcceptHeader,
  validationMessages,
  type FormLanguage,
} from '@umrah/domain/model/validation-messages';
import { Router, type Request, type Response } from 'express';
import type { AnyObjectSchema, InferType } from 'yup';
import { requestBooking } from '../../wings/bookings/request-booking';
import { NO_STORE, siteUrl } from '../../platform/config';
import { isDocId } from '../../platform/firebase/doc-id';
import { createMessage } from '../../wings/submissions/messages';
import { receivePrivacyRequest } from '../../wings/privacy/requests';
import { clientAddress } from '../../platform/http/client-address';
import { asyncHandler, setErrorLanguage } from '../../platform/http/errors';
import { DomainError } from '@umrah/domain/model/errors';
import { parseMultipart } from '../../platform/http/multipart';
import { validateBody } from '../../platform/http/validate';
import { messageAcknowledgement } from '../../wings/submissions/acknowledgements';
import { unsubscribeUrl } from '../../wings/marketing/unsubscribe';
import { admitSubmission } from '../../wings/submissions/admit-submission';
import { isSpamCheckedForm, newChallenge } from '../../wings/submissions/spam-check';

const RECEIVED = { message: 'Received' };

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

/** The proof-of-work a submission carries (see submissions/spam-check.ts). */
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
function checkSubmissionId(id: string): void {
  if (!isDocId(id)) {
    throw new DomainError('submission_id_malformed');
  }
}

/**
 * A public JSON form's body, read the one way both forms need: a filled honeypot gets a normal
 * answer here and null (bots store nothing); otherwise the body is checked against the form's
 * schema in the page's language (errors answered in it) with its submission id.
 */
function readJsonSubmission<S extends AnyObjectSchema>(
  req: Request,
  res: Response,
  schemaFor: (language: FormLanguage) => S,
): { input: InferType<S>; language: FormLanguage } | null {
  if (honeypotFilled(req.body)) {
    res.status(200).json(RECEIVED);
    return null;
  }
  const language = languageOf(req, req.body);
  setErrorLanguage(res, language);
  const m = validationMessages(language);
  const input = validateBody(schemaFor(language), req.body, undefined, m);
  checkSubmissionId((input as { submissionId: string }).submissionId);
  return { input, language };
}

const LANGUAGE_NAMES: Record<FormLanguage, string> = { en: 'English', fr: 'French' };

/** Public submissions: contact messages and booking requests. */
export function submissionsRouter(): Router {
  const router = Router();

  // A signed proof-of-work challenge for the next submission of one form (each one is good once).
  router.get(
    '/challenge',
    asyncHandler(async (req, res) => {
      const form = req.query['form'];
      if (!isSpamCheckedForm(form)) {
        throw new DomainError('challenge_form_unknown');
      }
      res.set('Cache-Control', NO_STORE).json(await newChallenge(form));
    }),
  );

  router.post(
    '/contact',
    asyncHandler(async (req, res) => {
      const read = readJsonSubmission(req, res, contactRequestSchemaFor);
      if (!read) return;
      const { input, language } = read;
      const { settings, mails } = await admitSubmission(
        clientAddress(req),
        solutionOf(req.body),
        'contact',
        input.email,
      );
      const reference = submissionReference(input.submissionId);
      const unsubscribe = input.marketingConsent
        ? await unsubscribeUrl(input.email, language)
        : undefined;
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
        messageAcknowledgement(settings, language, reference, unsubscribe),
      );
      res.status(created ? 201 : 200).json(received(id, mails.acknowledges));
    }),
  );

  // The privacy page's form: a request to see, correct or erase, into the privacy register.
  router.post(
    '/privacy-requests',
    asyncHandler(async (req, res) => {
      const read = readJsonSubmission(req, res, privacyWebRequestBodySchemaFor);
      if (!read) return;
      const { request, created, emailed } = await receivePrivacyRequest(
        read.input,
        clientAddress(req),
        solutionOf(req.body),
      );
      res
        .status(created ? 201 : 200)
        .json({ ...received(request.id, emailed), dueDate: request.dueDate });
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
      setErrorLanguage(res, language);
      const m = validationMessages(language);
      const input = validateBody(
        bookingRequestSchemaFor(language),
        fields,
        { today: todayInTimeZone() },
        m,
      );
      checkSubmissionId(input.submissionId);
      const file = files.find((f) => f.field === 'passport' && f.bytes.length > 0);
      const { id, created, emailed } = await requestBooking(
        input,
        language,
        file ? { bytes: file.bytes, fileName: file.filename } : null,
        () => admitSubmission(clientAddress(req), solutionOf(fields), 'booking', input.email),
      );
      res.status(created ? 201 : 200).json(received(id, emailed));
    }),
  );

  return router;
}
