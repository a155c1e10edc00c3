import { localeOfLanguage, localizedPath } from '@umrah/domain/model/locale';
import { travellerBodyOfForm, travellerFormRefusalOf } from '@umrah/domain/model/traveller-form';
import { DomainError, isDomainError, type ErrorCode } from '@umrah/domain/model/errors';
import { TRAVELLER_DOCUMENT_MAX_BYTES } from '@umrah/domain/model/traveller-documents';
import { formLanguageOf, validationMessages } from '@umrah/domain/model/validation-messages';
import { travellerDetailsSchemaFor } from '@umrah/domain/schemas/traveller';
import { Router, type Request } from 'express';
import { NO_STORE } from '../../platform/config';
import { getPublicSettings } from '../../wings/content/settings';
import { asyncHandler, setErrorLanguage } from '../../platform/http/errors';
import { parseMultipart } from '../../platform/http/multipart';
import { validateBody } from '../../platform/http/validate';
import { sendPrivatePage } from '../site/page-answer';
import { readTripPage } from '../../views/read-trip-page';
import { correctTravellerDetails } from '../../wings/travellers/correct-traveller-details';
import { bookingOpenForDetails } from '../../wings/travellers/pilgrim-travellers';
import {
  documentKindOf,
  uploadTravellerDocument,
} from '../../wings/travellers/upload-traveller-document';

/** An upload's refusals the page shows beside its field (the others answer as errors do). */
const FIELD_PROBLEMS: readonly ErrorCode[] = [
  'traveller_document_type',
  'traveller_document_too_large',
  'traveller_document_empty',
];

/** The file of an upload, read with the passport scan's limit (over it: a coded 413). */
async function documentFileOf(req: Request): Promise<{ bytes: Buffer; fileName: string } | null> {
  try {
    const { files } = await parseMultipart(req, { maxFileBytes: TRAVELLER_DOCUMENT_MAX_BYTES });
    const file = files.find((f) => f.field === 'file' && f.bytes.length > 0);
    return file ? { bytes: file.bytes, fileName: file.filename } : null;
  } catch (err) {
    if (isDomainError(err) && err.code === 'file_too_large') {
      throw new DomainError('traveller_document_too_large', {
        megabytes: Math.round(TRAVELLER_DOCUMENT_MAX_BYTES / 1024 / 1024),
      });
    }
    throw err;
  }
}

/**
 * POST /api/trip/{token}/travellers/{index}: the pilgrim fills or corrects one traveller's
 * details from their trip page. The page's plain form (multipart, no script; its language in
 * ?lang=) is answered 303 back to the page with `?saved={index}` once stored. When the schema
 * refuses something, nothing is stored and the answer (400) is the trip page itself, rendered
 * with the form as typed and each refused field's reason, the first one focused: what was typed
 * (passport data included) never goes in an address or in a server-side draft, and is not lost.
 * A JSON request is answered 200 with the traveller's readiness, or 400 with the fields'
 * messages. A link that is not genuine and current is 404/410; after the details lock, 409.
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
      const fields = form
        ? (await parseMultipart(req, { maxFileBytes: 1, maxFiles: 0 })).fields
        : null;
      const body: unknown = fields ? travellerBodyOfForm(fields) : req.body;
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
        if (!fields || !isDomainError(err) || err.code !== 'invalid_input') throw err;
        const view = await readTripPage(token);
        if (!view || 'gone' in view) throw err;
        const refusedForm = travellerFormRefusalOf(index, fields, err.fields ?? {});
        await sendPrivatePage(
          res,
          page,
          [
            { key: ['settings'], data: await getPublicSettings() },
            { key: ['trip', token], data: { ...view, refusedForm } },
          ],
          400,
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
  /**
   * POST /api/trip/{token}/travellers/{index}/documents/{kind} (kind: passport, vaccination,
   * photo), multipart with the file in `file`. The page's plain form (a browser asking for HTML)
   * is answered 303 back to the page: `?uploaded={index}-{kind}` once stored, or
   * `?traveller={index}&document={kind}&problem={code}` when the file was refused (type, size,
   * none). Anything else answers JSON: 200 with the traveller's readiness, or the coded error.
   */
  router.post(
    '/trip/:token/travellers/:index/documents/:kind',
    asyncHandler(async (req: Request, res) => {
      const token = String(req.params['token']);
      const index = Number(req.params['index']);
      const language = formLanguageOf(req.query['lang']);
      res.set('Cache-Control', NO_STORE);
      setErrorLanguage(res, language);
      const kind = documentKindOf(req.params['kind']);
      const form = req.accepts(['json', 'html']) === 'html';
      const { bookingId } = await bookingOpenForDetails(token, index);
      const page = localizedPath(`/trip/${encodeURIComponent(token)}`, localeOfLanguage(language));
      let written;
      try {
        written = await uploadTravellerDocument(bookingId, index, kind, await documentFileOf(req));
      } catch (err) {
        if (!form || !isDomainError(err) || !FIELD_PROBLEMS.includes(err.code)) throw err;
        res.redirect(
          303,
          `${page}?traveller=${index}&document=${kind}&problem=${err.code}#traveller-${index}-${kind}`,
        );
        return;
      }
      if (form) {
        res.redirect(303, `${page}?uploaded=${index}-${kind}#traveller-${index}-${kind}`);
        return;
      }
      res.json({ index, kind, ready: written.ready, readiness: written.readiness });
    }),
  );

  return router;
}
