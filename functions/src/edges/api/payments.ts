import { Router } from 'express';
import { log } from '../../platform/log';
import { asyncHandler } from '../../platform/http/errors';
import { isDomainError } from '@umrah/domain/model/errors';
import { localeOfLanguage, localizedPath } from '@umrah/domain/model/locale';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import { acceptTerms, startCheckout } from '../../wings/money/pay-page';
import { printConfirmationForPilgrim } from '../../views/print-confirmation';
import { printReceiptForPilgrim } from '../../wings/money/print-receipt';
import { sendPdf } from '../../platform/http/send-pdf';
import { sendReceiptPdf } from './admin-receipts';
import { localCheckoutRouter } from './local-checkout';

/**
 * The pilgrim's side of payments. The pay page's card button is a plain form POST here (works
 * without script); the answer is a 303 to the checkout page, or back to the pay page when the
 * checkout cannot open (the page then says so). The amount is the server's, from the booking.
 * `?lang=fr` (the French page's form) brings the pilgrim back to the French page.
 */
export function paymentsRouter(): Router {
  const router = Router();
  router.post(
    '/pay/:token/checkout',
    asyncHandler(async (req, res) => {
      const token = String(req.params.token);
      const language = formLanguageOf(req.query['lang']);
      res.set('Cache-Control', 'no-store');
      try {
        res.redirect(303, await startCheckout(token, language));
      } catch (err) {
        log.warn('Checkout not opened', { error: err instanceof Error ? err.message : err });
        const notice = !isDomainError(err)
          ? 'error'
          : err.code === 'payment_processing'
            ? 'processing'
            : err.code === 'nothing_due'
              ? 'nothing-due'
              : err.code === 'terms_not_accepted'
                ? 'terms'
                : 'error';
        const page = localizedPath(`/pay/${encodeURIComponent(token)}`, localeOfLanguage(language));
        res.redirect(303, `${page}?status=${notice}`);
      }
    }),
  );
  // The pay page's "I accept these terms" (a plain form: works without script). The version the
  // page showed is in the address (and the cancellation policy's it showed with them, if any);
  // terms or a policy that changed again since send the pilgrim back to read.
  router.post(
    '/pay/:token/terms',
    asyncHandler(async (req, res) => {
      const token = String(req.params.token);
      const language = formLanguageOf(req.query['lang']);
      res.set('Cache-Control', 'no-store');
      const page = localizedPath(`/pay/${encodeURIComponent(token)}`, localeOfLanguage(language));
      try {
        const policy = req.query['policy'];
        await acceptTerms(
          token,
          Number(req.query['version']),
          typeof policy === 'string' ? policy : null,
        );
        res.redirect(303, `${page}?status=terms-accepted`);
      } catch (err) {
        if (!isDomainError(err) || err.code !== 'terms_changed') throw err;
        res.redirect(303, `${page}?status=terms-changed`);
      }
    }),
  );
  // A receipt's PDF through the pay link (the mail's link and the pay page's list).
  router.get(
    '/pay/:token/receipts/:number.pdf',
    asyncHandler(async (req, res) => {
      sendReceiptPdf(
        res,
        await printReceiptForPilgrim(String(req.params.token), String(req.params.number)),
      );
    }),
  );
  // The booking's confirmation through the pay link (the confirmation mail's link).
  router.get(
    '/pay/:token/confirmation.pdf',
    asyncHandler(async (req, res) => {
      const file = await printConfirmationForPilgrim(String(req.params.token));
      sendPdf(res, `confirmation-${file.reference}.pdf`, file.pdf);
    }),
  );
  router.use(localCheckoutRouter());
  return router;
}
