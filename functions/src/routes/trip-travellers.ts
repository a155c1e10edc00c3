import { localeOfLanguage, localizedPath } from '@umrah/domain/model/locale';
import { travellerBodyOfForm, travellerFormFieldOf } from '@umrah/domain/model/traveller-form';
import { formLanguageOf, validationMessages } from '@umrah/domain/model/validation-messages';
import { travellerDetailsSchemaFor } from '@umrah/domain/schemas/traveller';
import { Router, type Request } from 'express';
import { NO_STORE } from '../config';
import { asyncHandler, HttpError, setErrorLanguage } from '../http/errors';
import { parseMultipart } from '../http/multipart';
import { validateBody } from '../http/validate';
import { correctTravellerDetails } from '../travellers/correct-traveller-details';
import { bookingOpenForDetails } from '../travellers/pilgrim-travellers';

/**
 * POST /api/trip/{token}/travellers/{index}: the pilgrim fills or corrects one traveller's
 * details from their trip page. The page's plain form (multipart, no script; its language in
 * ?lang=) is answered 303 back to the page: `?saved={index}` once stored, or
 * `?traveller={index}&errors={field,…}` when the schema refused something. Only the names of the
 * fields in error go back, never what was typed (passport data never goes in an address or in a
 * server-side draft): nothing is stored and the pilgrim types the marked fields again. A JSON
 * request is answered 200 with the traveller's readiness, or 400 with the fields' messages.
 * A link that is not genuine and current is 404/410; after the details lock, 409.
 */
export function tripTravellersRouter(): Router {
  const router = Router();
  router.post(
    '/trip/:token/travellers/:index',
    asyncHandler(async (req: Request, res) => {
      const token = String(req.params['token']);
      const index = Number(req.params['index']);
      const language = formLanguageOf(req.query['lang']);
      res.set('Cache-Control', NO_STORE);
      setErrorLanguage(res, language);
      const form = Boolean(req.is('multipart/form-data'));
      const { travellers, bookingId } = await bookingOpenForDetails(token, index);
      const body: unknown = form
        ? travellerBodyOfForm((await parseMultipart(req, { maxFileBytes: 1, maxFiles: 0 })).fields)
        : req.body;
      const page = localizedPath(`/trip/${encodeURIComponent(token)}`, localeOfLanguage(language));
      let details;
      try {
        details = validateBody(
          travellerDetailsSchemaFor(language),
          body,
          { index, travellers },
          validationMessages(language),
        );
      } catch (err) {
        if (!form || !(err instanceof HttpError) || err.status !== 400) throw err;
        const fields = new Set(
          Object.keys(err.errors ?? {}).flatMap((path) => travellerFormFieldOf(path) ?? []),
        );
        res.redirect(
          303,
          `${page}?traveller=${index}&errors=${[...fields].join(',')}#traveller-${index}`,
        );
        return;
      }
      const written = await correctTravellerDetails(bookingId, index, details);
      if (form) {
        res.redirect(303, `${page}?saved=${index}#traveller-${index}`);
        return;
      }
      res.json({ index, ready: written.ready, readiness: written.readiness });
    }),
  );
  return router;
}
