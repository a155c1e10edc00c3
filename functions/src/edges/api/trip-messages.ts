import { localeOfLanguage, localizedPath } from '@umrah/domain/model/locale';
import { formLanguageOf, validationMessages } from '@umrah/domain/model/validation-messages';
import { isDomainError } from '@umrah/domain/model/errors';
import { tripMessageSchemaFor } from '@umrah/domain/schemas/group-message';
import { Router, type Request } from 'express';
import { writeToAgency } from '../../wings/bookings/write-to-agency';
import { NO_STORE } from '../../platform/config';
import { asyncHandler, setErrorLanguage } from '../../platform/http/errors';
import { parseMultipart } from '../../platform/http/multipart';
import { validateBody } from '../../platform/http/validate';

/**
 * POST /api/trip/{token}/messages: the pilgrim writes to the agency from the trip page. The page's
 * plain form (multipart, no script; its language in ?lang=) is answered 303 back to the page with
 * `?message=sent`, `invalid` or `busy` (never the text typed); a JSON request is answered 201, or
 * 400 with the field's message, 429 past the booking's limit. A link that is not genuine and
 * current is 404/410.
 */
export function tripMessagesRouter(): Router {
  const router = Router();
  router.post(
    '/trip/:token/messages',
    asyncHandler(async (req: Request, res) => {
      const token = String(req.params['token']);
      const language = formLanguageOf(req.query['lang']);
      res.set('Cache-Control', NO_STORE);
      setErrorLanguage(res, language);
      const form = Boolean(req.is('multipart/form-data'));
      const body: unknown = form
        ? (await parseMultipart(req, { maxFileBytes: 1, maxFiles: 0 })).fields
        : req.body;
      const page = localizedPath(`/trip/${encodeURIComponent(token)}`, localeOfLanguage(language));
      const back = (status: string) => res.redirect(303, `${page}?message=${status}#write-us`);
      let input;
      try {
        input = validateBody(
          tripMessageSchemaFor(language),
          body,
          undefined,
          validationMessages(language),
        );
      } catch (err) {
        if (form && isDomainError(err) && err.code === 'invalid_input') return back('invalid');
        throw err;
      }
      try {
        const { id } = await writeToAgency(token, input, language);
        if (form) return back('sent');
        res.status(201).json({ id, message: 'Received' });
      } catch (err) {
        if (form && isDomainError(err) && err.code === 'too_many_trip_messages') {
          return back('busy');
        }
        throw err;
      }
    }),
  );
  return router;
}
