import { DomainError } from '@umrah/domain/model/errors';
import {
  formLanguageOf,
  isFormLanguage,
  validationMessages,
} from '@umrah/domain/model/validation-messages';
import { cancellationRequestSchemaFor } from '@umrah/domain/schemas/cancellation-request';
import { Router, type Request } from 'express';
import { NO_STORE } from '../../platform/config';
import { asyncHandler, setErrorLanguage } from '../../platform/http/errors';
import { validateBody } from '../../platform/http/validate';
import { readTripPage } from '../../views/read-trip-page';
import { askToCancel } from '../../wings/bookings/ask-to-cancel';

/**
 * POST /api/trip/{token}/cancellation (JSON, from the trip page's island): the pilgrim asks to
 * cancel all or some travellers, with a reason. The body is checked with the schema the page's
 * form uses, made for this booking (its travellers, their names when all are known). Answers 201
 * with the request as stored; 400 with the fields' messages; 404/410 for a link that is not
 * genuine and current; 409 once the booking is cancelled or its departure has left; 429 past the
 * booking's hourly limit. In the language the body names (else ?lang=).
 */
export function tripCancellationRouter(): Router {
  const router = Router();
  router.post(
    '/trip/:token/cancellation',
    asyncHandler(async (req: Request, res) => {
      const token = String(req.params['token']);
      const sent = (req.body as Record<string, unknown> | null)?.['language'];
      const language = isFormLanguage(sent) ? sent : formLanguageOf(req.query['lang']);
      res.set('Cache-Control', NO_STORE);
      setErrorLanguage(res, language);
      const view = await readTripPage(token);
      if (!view) throw new DomainError('trip_link_invalid');
      if ('gone' in view) throw new DomainError('trip_link_retired');
      const names = view.cancellation?.names ?? [];
      const input = validateBody(
        cancellationRequestSchemaFor(language, { travellers: view.travellers, names }),
        req.body,
        undefined,
        validationMessages(language),
      );
      const request = await askToCancel(token, input, names);
      res.status(201).json({ request, message: 'Received' });
    }),
  );
  return router;
}
