import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import { Router } from 'express';
import { asyncHandler } from '../../platform/http/errors';
import { unsubscribePath, unsubscribeByToken } from '../../wings/marketing/unsubscribe';

/**
 * The unsubscribe page's button: a plain form POST (works without script, without signing in).
 * The answer is a 303 back to the page, which then says it is done; `?lang=fr` (the French
 * page's form) brings the visitor back to the French page. No CSRF check: the token is the whole
 * authority, and all it can do is unsubscribe the address it names, once.
 */
export function unsubscribeRouter(): Router {
  const router = Router();
  router.post(
    '/unsubscribe/:token',
    asyncHandler(async (req, res) => {
      const token = String(req.params.token);
      res.set('Cache-Control', 'no-store');
      await unsubscribeByToken(token);
      res.redirect(303, `${unsubscribePath(token, formLanguageOf(req.query['lang']))}?status=done`);
    }),
  );
  return router;
}
