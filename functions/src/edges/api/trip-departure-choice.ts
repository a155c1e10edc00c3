import { localeOfLanguage, localizedPath } from '@umrah/domain/model/locale';
import { isDomainError } from '@umrah/domain/model/errors';
import { formLanguageOf, validationMessages } from '@umrah/domain/model/validation-messages';
import {
  departureChoiceBodyOfForm,
  departureChoiceSchema,
} from '@umrah/domain/schemas/departure-cancellation';
import { Router, type Request } from 'express';
import { NO_STORE } from '../../platform/config';
import { asyncHandler, setErrorLanguage } from '../../platform/http/errors';
import { parseMultipart } from '../../platform/http/multipart';
import { validateBody } from '../../platform/http/validate';
import { answerDepartureChoice } from '../../wings/bookings/cancel-departure';

/**
 * POST /api/trip/{token}/departure-choice: the pilgrim answers what they want now that the
 * agency cancelled their departure (a refund, a credit, or a date offered). The trip page's
 * plain form (multipart, no script; its language in ?lang=) is answered 303 back to the page
 * with `?choice=saved` (or `refused` when the choice can no longer be made or was not offered);
 * a JSON request 200 with the answer as kept, or the error (404/410 link, 409 closed, 400 not
 * offered).
 */
export function tripDepartureChoiceRouter(): Router {
  const router = Router();
  router.post(
    '/trip/:token/departure-choice',
    asyncHandler(async (req: Request, res) => {
      const token = String(req.params['token']);
      const language = formLanguageOf(req.query['lang']);
      res.set('Cache-Control', NO_STORE);
      setErrorLanguage(res, language);
      const form = Boolean(req.is('multipart/form-data'));
      const body: unknown = form
        ? departureChoiceBodyOfForm(
            (await parseMultipart(req, { maxFileBytes: 1, maxFiles: 0 })).fields,
          )
        : req.body;
      const page = localizedPath(`/trip/${encodeURIComponent(token)}`, localeOfLanguage(language));
      try {
        const input = validateBody(
          departureChoiceSchema,
          body,
          undefined,
          validationMessages(language),
        );
        const answer = await answerDepartureChoice(token, input);
        if (form) {
          res.redirect(303, `${page}?choice=saved#departure-cancelled`);
          return;
        }
        res.json(answer);
      } catch (err) {
        const refused =
          isDomainError(err) &&
          ['invalid_input', 'departure_choice_closed', 'departure_choice_not_offered'].includes(
            err.code,
          );
        if (!form || !refused) throw err;
        res.redirect(303, `${page}?choice=refused#departure-cancelled`);
      }
    }),
  );
  return router;
}
