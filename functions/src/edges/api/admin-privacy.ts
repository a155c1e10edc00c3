import {
  privacyCorrectionSchema,
  privacyEmailSchema,
  privacyEraseSchema,
  privacyExportSchema,
  privacyRequestSchema,
  privacyRequestUpdateSchema,
} from '@umrah/domain/schemas/privacy';
import { Router } from 'express';
import { adminOf } from '../auth/session';
import { asyncHandler } from '../../platform/http/errors';
import { validateBody } from '../../platform/http/validate';
import {
  correctPersonData,
  erasePersonData,
  exportPersonData,
  findPersonData,
} from '../../wings/privacy/person-data';
import {
  createPrivacyRequest,
  listPrivacyRequests,
  setPrivacyRequestStatus,
} from '../../wings/privacy/requests';

/**
 * Privacy requests, for admins (mounted behind requireAdmin): find, export or erase everything
 * held about one email address, and the register of requests. The address travels in the query
 * for the reads, so answers are never cached.
 */
export function adminPrivacyRouter(): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  router.get(
    '/search',
    asyncHandler(async (req, res) => {
      const { email } = validateBody(privacyEmailSchema, req.query);
      res.json(await findPersonData(email));
    }),
  );

  router.get(
    '/export',
    asyncHandler(async (req, res) => {
      const { email, language } = validateBody(privacyExportSchema, req.query);
      const { zip } = await exportPersonData(email, adminOf(req), language);
      const date = new Date().toISOString().slice(0, 10);
      res
        .type('application/zip')
        .set('Content-Disposition', `attachment; filename="privacy-export-${date}.zip"`)
        .send(Buffer.from(zip));
    }),
  );

  router.post(
    '/erase',
    asyncHandler(async (req, res) => {
      const { email, reason } = validateBody(privacyEraseSchema, req.body);
      res.json(await erasePersonData(email, reason, adminOf(req)));
    }),
  );

  router.put(
    '/records/:kind/:id',
    asyncHandler(async (req, res) => {
      const contact = validateBody(privacyCorrectionSchema, req.body);
      await correctPersonData(
        String(req.params.kind),
        String(req.params.id),
        contact,
        adminOf(req),
      );
      res.status(204).end();
    }),
  );

  router.get(
    '/requests',
    asyncHandler(async (_req, res) => {
      res.json({ items: await listPrivacyRequests() });
    }),
  );

  router.post(
    '/requests',
    asyncHandler(async (req, res) => {
      const input = validateBody(privacyRequestSchema, req.body);
      res.status(201).json(await createPrivacyRequest(input));
    }),
  );

  router.patch(
    '/requests/:id',
    asyncHandler(async (req, res) => {
      const update = validateBody(privacyRequestUpdateSchema, req.body);
      res.json(await setPrivacyRequestStatus(String(req.params.id), update));
    }),
  );

  return router;
}
