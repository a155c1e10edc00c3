import { isFormLanguage, validationMessages } from '@umrah/domain/model/validation-messages';
import { localeOfLanguage, localizedPath } from '@umrah/domain/model/locale';
import { tripLinkRequestSchemaFor } from '@umrah/domain/schemas/trip-link';
import { Router, type Request } from 'express';
import { sendTripLinks } from '../../wings/bookings/send-trip-links';
import { NO_STORE } from '../../platform/config';
import { clientAddress } from '../../platform/http/client-address';
import { asyncHandler, setErrorLanguage } from '../../platform/http/errors';
import { DomainError, isDomainError } from '@umrah/domain/model/errors';
import { parseMultipart } from '../../platform/http/multipart';
import { validateBody } from '../../platform/http/validate';

/**
 * The least time an answer takes: a known address (bookings found, a mail queued) and an
 * unknown one answer after the same wait, so timing tells no more than the answer does.
 */
export const TRIP_LINK_ANSWER_MS = 700;

/** The same words whatever the address (the JSON answer; the page says it in its language). */
export const TRIP_LINK_ANSWER = {
  message: 'If this address has a confirmed booking, its trip link is on its way.',
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/trip-link ("Send me my trip link"). The /trip page's plain form (multipart) is
 * answered 303 to /trip?status=sent (or invalid, busy) in its language; a JSON request 202 with
 * the same body. Known address or not, the status, body and timing are the same.
 */
export function tripLinkRouter(): Router {
  const router = Router();
  router.post(
    '/trip-link',
    asyncHandler(async (req: Request, res) => {
      const started = Date.now();
      const form = Boolean(req.is('multipart/form-data'));
      const fields: unknown = form
        ? (await parseMultipart(req, { maxFileBytes: 1, maxFiles: 0 })).fields
        : req.body;
      const sent = (fields as Record<string, unknown> | null)?.['language'];
      const language = isFormLanguage(sent) ? sent : 'en';
      const back = (status: string) =>
        `${localizedPath('/trip', localeOfLanguage(language))}?status=${status}`;
      res.set('Cache-Control', NO_STORE);
      setErrorLanguage(res, language);
      let outcome: 'done' | 'busy' | 'invalid';
      try {
        const body = { ...(fields as Record<string, unknown>) };
        delete body['language'];
        const input = validateBody(
          tripLinkRequestSchemaFor(language),
          body,
          undefined,
          validationMessages(language),
        );
        outcome = await sendTripLinks(input, language, clientAddress(req));
      } catch (err) {
        if (!form || !isDomainError(err) || err.code !== 'invalid_input') throw err;
        outcome = 'invalid';
      }
      await pause(Math.max(0, TRIP_LINK_ANSWER_MS - (Date.now() - started)));
      if (form) {
        res.redirect(303, back(outcome === 'done' ? 'sent' : outcome));
        return;
      }
      if (outcome === 'busy') {
        throw new DomainError('too_many_requests');
      }
      res.status(202).json(TRIP_LINK_ANSWER);
    }),
  );
  return router;
}
