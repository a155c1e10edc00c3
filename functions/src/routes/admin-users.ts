import { newAdminUserBodySchema } from '@umrah/domain/schemas/admin-password';
import { Router } from 'express';
import { mailAdminsAboutChange, requireFreshSecondFactor } from '../auth/sensitive-change';
import { adminOf } from '../auth/session';
import { createAdminOnce, deleteAdminKeepingOne, findUserByUid, listAdmins } from '../data/admins';
import { HttpError, asyncHandler } from '../http/errors';
import { createOnceOf, markReplay } from '../http/idempotency';
import { validateBody } from '../http/validate';

export function adminUsersRouter(): Router {
  const router = Router();

  router.get(
    '/',
    asyncHandler(async (_req, res) => {
      res.json(await listAdmins());
    }),
  );

  router.post(
    '/',
    asyncHandler(async (req, res) => {
      const body = validateBody(newAdminUserBodySchema, req.body);
      const key = createOnceOf(req, body)?.key;
      await requireFreshSecondFactor(req, adminOf(req));
      const { user, created } = await createAdminOnce(body.username, body.password, key);
      if (!created) markReplay(res);
      else await mailAdminsAboutChange(req, adminOf(req), `added the admin "${body.username}"`);
      res.status(201).json({ id: user.uid, username: user.displayName ?? body.username });
    }),
  );

  router.delete(
    '/:id',
    asyncHandler(async (req, res) => {
      const id = String(req.params.id);
      if (id === adminOf(req).uid) throw new HttpError(400, 'Cannot delete your own account');
      await requireFreshSecondFactor(req, adminOf(req));
      const name = (await findUserByUid(id))?.displayName ?? id;
      await deleteAdminKeepingOne(adminOf(req).uid, id);
      await mailAdminsAboutChange(req, adminOf(req), `removed the admin "${name}"`);
      res.json({ message: 'Deleted' });
    }),
  );

  return router;
}
